import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useLogout } from '@/lib/auth/use-logout';
import { ProfilePasswordForm } from '@/features/account-shared/components/profile-password-form';

/** Settings: change the password, and sign out after a confirmation. */
export function SettingsTab() {
  const { t } = useTranslation('account');
  const confirm = useConfirm();
  const logout = useLogout({ redirectTo: '/' });

  const signOut = async () => {
    const yes = await confirm({
      title: t('settings.signOutTitle'),
      message: t('settings.signOutConfirm'),
      confirmLabel: t('settings.signOut'),
      tone: 'danger',
    });
    if (yes) logout.mutate();
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="mb-1 text-lg font-semibold">
          {t('settings.changePassword')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('settings.changePasswordHint')}</p>
        <ProfilePasswordForm />
      </section>
      <section aria-labelledby="sign-out-heading" className="border-t border-line pt-6">
        <h2 id="sign-out-heading" className="mb-1 text-lg font-semibold">
          {t('settings.signOut')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('settings.signOutHint')}</p>
        <Button
          variant="danger"
          onClick={() => void signOut()}
          isLoading={logout.isPending}
          icon={<LogOut aria-hidden="true" className="h-4 w-4" />}
        >
          {t('settings.signOut')}
        </Button>
      </section>
    </div>
  );
}

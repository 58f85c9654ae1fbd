import { useState } from 'react';
import { ArrowLeft, KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ProfileInfoForm } from '@/features/account-shared/components/profile-info-form';
import { ProfilePasswordForm } from '@/features/account-shared/components/profile-password-form';
import { useAdminProfile } from '../api/admin-profile';
import { ProfileDetails } from '../components/profile-details';
import { ProfileNotFound } from '../components/profile-not-found';

type Mode = 'view' | 'edit' | 'password';

/**
 * /admin/admin-profile (SPEC sections 2 and 4 "Profile"): view mode, then edit mode (saving refreshes
 * the user, cancel returns) or change-password mode (success shown 3 s, then back to the view).
 */
export default function AdminProfilePage() {
  // The forms' namespaces too, so switching mode never suspends the page (which would reset the mode).
  const { t } = useTranslation(['admin-profile', 'account', 'validation']);
  const profile = useAdminProfile();
  const [mode, setMode] = useState<Mode>('view');
  const toView = () => setMode('view');

  if (profile.isPending) return <LoadingState label={t('loading')} />;
  if (profile.isError) return <ProfileNotFound />;
  const user = profile.data;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('title')}
        description={t(`modes.${mode}`)}
        actions={
          <Link to="/admin/dashboard" className={buttonClasses({ variant: 'ghost' })}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            {t('backToDashboard')}
          </Link>
        }
      />
      <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <div className="mb-6 flex items-center gap-4">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white">
            {user.full_name.trim().charAt(0).toUpperCase() || 'A'}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{user.full_name}</p>
            <p className="inline-flex items-center gap-1 text-sm text-brand-700">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {t('role')}
            </p>
          </div>
        </div>
        {mode === 'view' ? (
          <>
            <ProfileDetails user={user} />
            <div className="mt-6 flex flex-wrap gap-2">
              <Button
                onClick={() => setMode('edit')}
                icon={<Pencil aria-hidden="true" className="h-4 w-4" />}
              >
                {t('edit')}
              </Button>
              <Button
                variant="outline"
                onClick={() => setMode('password')}
                icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
              >
                {t('changePassword')}
              </Button>
            </div>
          </>
        ) : null}
        {mode === 'edit' ? <ProfileInfoForm user={user} onDone={toView} onCancel={toView} /> : null}
        {mode === 'password' ? <ProfilePasswordForm onDone={toView} onCancel={toView} /> : null}
      </section>
    </div>
  );
}

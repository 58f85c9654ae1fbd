import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { useLogout } from '@/lib/auth/use-logout';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/confirm-dialog';

/** Asks 'Are you sure you want to logout?', then logs out; the back office then goes to /login. */
export function LogoutButton() {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  const logout = useLogout({ redirectTo: '/login' });
  const navigate = useNavigate();

  const onLogout = async () => {
    const sure = await confirm({
      message: t('admin.logoutConfirm'),
      confirmLabel: t('admin.logout'),
      tone: 'danger',
    });
    if (!sure) return;
    // Leave the back office first; should the session end before the page has changed, the admin
    // guard sends it to /login as well (app/admin-guard.tsx).
    void navigate('/login', { replace: true });
    logout.mutate();
  };

  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => void onLogout()}
      aria-label={t('admin.logout')}
      title={t('admin.logout')}
      isLoading={logout.isPending}
    >
      {logout.isPending ? null : <LogOut aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />}
    </Button>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, Home, LogOut, Menu, UserCircle } from 'lucide-react';
import type { Language } from '@parashop/shared/constants';
import { useLogout } from '../../lib/auth/use-logout';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm-dialog';
import { LanguageSwitch } from './language-switch';

/**
 * Back office header: menu toggle (phones), home link, language switch, notifications, profile
 * and logout. The admin feature adds the unread count to the bell.
 */
export function AdminHeader({ language, onOpenMenu }: { language: Language; onOpenMenu: () => void }) {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  const logout = useLogout({ redirectTo: '/login' });

  const onLogout = async () => {
    if (
      await confirm({ message: t('admin.logoutConfirm'), confirmLabel: t('admin.logout'), tone: 'danger' })
    ) {
      logout.mutate();
    }
  };

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-4 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onOpenMenu}
        aria-label={t('admin.openMenu')}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-slate-600 hover:bg-brand-50"
      >
        <Home aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">{t('admin.shop')}</span>
      </Link>
      <div className="ms-auto flex items-center gap-2">
        <LanguageSwitch area="admin" current={language} />
        <Link
          to="/admin/notifications"
          className="relative rounded-lg p-2 text-slate-600 hover:bg-brand-50"
          aria-label={t('admin.notifications')}
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
        </Link>
        <Link
          to="/admin/admin-profile"
          className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-brand-50"
        >
          <UserCircle aria-hidden="true" className="h-7 w-7 text-brand-700" />
          <span className="hidden flex-col leading-tight sm:flex">
            <span className="text-sm font-semibold">{t('admin.adminLabel')}</span>
            <span className="text-xs text-muted">{t('admin.administrator')}</span>
          </span>
        </Link>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => void onLogout()}
          aria-label={t('admin.logout')}
          isLoading={logout.isPending}
        >
          {logout.isPending ? null : <LogOut aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />}
        </Button>
      </div>
    </header>
  );
}

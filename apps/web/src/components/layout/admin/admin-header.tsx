import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Home, Menu, UserCircle, Volume2, VolumeX } from 'lucide-react';
import type { Language } from '@parashop/shared/constants';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../language-switch';
import { LogoutButton } from './logout-button';
import { useLiveNotifications } from './live-notifications';
import { NotificationBell } from './notification-bell';
import { notificationsQueryOptions, unreadCount } from './notifications-query';
import { playChime, useOrderSound } from './order-sound';
import { useUnreadTitle } from './unread-title';

/**
 * Back office header (SPEC section 2 "Admin screens (shared)"): menu toggle on phones, home link,
 * language switch (English, French, Arabic), notifications bell with the unread count, profile link
 * with the fixed admin label and the role text, and logout. Texts hidden on phones stay in the
 * accessible names. New notifications arrive live (a toast for a new order, the optional sound, the
 * unread count in the tab's title).
 */
export function AdminHeader({ language, onOpenMenu }: { language: Language; onOpenMenu: () => void }) {
  const { t } = useTranslation(['common', 'admin']);
  const sound = useOrderSound();
  useLiveNotifications({
    onNewOrder: () => {
      if (sound.enabled) playChime();
    },
  });
  const { data } = useQuery(notificationsQueryOptions());
  useUnreadTitle(data ? unreadCount(data) : 0);

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-line bg-surface/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
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
        aria-label={t('admin.shop')}
        className="inline-flex items-center gap-2 rounded-lg p-2 text-sm font-medium text-slate-600 hover:bg-brand-50"
      >
        <Home aria-hidden="true" className="h-5 w-5 sm:h-4 sm:w-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          {t('admin.shop')}
        </span>
      </Link>
      <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <LanguageSwitch area="admin" current={language} />
        <Button
          variant="ghost"
          size="icon"
          onClick={() => sound.setEnabled(!sound.enabled)}
          aria-pressed={sound.enabled}
          aria-label={t('admin:live.sound')}
          title={sound.enabled ? t('admin:live.turnSoundOff') : t('admin:live.turnSoundOn')}
          data-testid="order-sound"
        >
          {sound.enabled ? (
            <Volume2 aria-hidden="true" className="h-5 w-5" />
          ) : (
            <VolumeX aria-hidden="true" className="h-5 w-5" />
          )}
        </Button>
        <NotificationBell />
        <Link
          to="/admin/admin-profile"
          aria-label={`${t('admin.adminLabel')}, ${t('admin.administrator')}`}
          className="flex items-center gap-2 rounded-lg p-1.5 hover:bg-brand-50"
        >
          <UserCircle aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
          <span aria-hidden="true" className="hidden flex-col leading-tight md:flex">
            <span className="text-sm font-semibold">{t('admin.adminLabel')}</span>
            <span className="text-xs text-muted">{t('admin.administrator')}</span>
          </span>
        </Link>
        <LogoutButton />
      </div>
    </header>
  );
}

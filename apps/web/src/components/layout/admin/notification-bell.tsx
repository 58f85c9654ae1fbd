import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { notificationsQueryOptions, unreadCount } from './notifications-query';

/** Above this the badge reads "99+"; the accessible name keeps the exact number. */
const BADGE_MAX = 99;

/** The header's bell: the unread count (polled), linking to the notifications screen. */
export function NotificationBell() {
  const { t } = useTranslation('admin');
  const { data } = useQuery(notificationsQueryOptions());
  const count = data ? unreadCount(data) : 0;

  return (
    <Link
      to="/admin/notifications"
      className="relative rounded-lg p-2 text-slate-600 hover:bg-brand-50"
      aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
      data-testid="notification-bell"
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface"
        >
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
    </Link>
  );
}

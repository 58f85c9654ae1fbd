import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { notificationsQueryOptions, unreadCount } from '@/components/layout/admin/notifications-query';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { NotificationsToolbar } from '../components/notifications-toolbar';
import {
  DEFAULT_NOTIFICATION_FILTERS,
  filterNotifications,
  type NotificationFilters,
} from '../lib/notification-filters';

/** Notifications (SPEC section 2): read-status and type filters, unread badge, mark read, delete. */
export default function NotificationsPage() {
  const { t } = useTranslation('admin-notifications');
  // The same polled query as the header's bell.
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const [filters, setFilters] = useState<NotificationFilters>(DEFAULT_NOTIFICATION_FILTERS);

  const all = useMemo(() => notifications.data ?? [], [notifications.data]);
  const shown = useMemo(() => filterNotifications(all, filters), [all, filters]);
  const unread = unreadCount(all);
  const onFailure = (error: unknown) => toast.error(errorMessage(error, t('list.actionFailed')));

  const header = (
    <PageHeader
      title={t('title')}
      description={t('subtitle')}
      actions={
        notifications.data ? (
          <Badge tone={unread > 0 ? 'danger' : 'neutral'} className="text-sm">
            <span data-testid="notifications-unread">{t('unread', { count: unread })}</span>
          </Badge>
        ) : null
      }
    />
  );

  const state = queryState(notifications, {
    error: {
      title: t('errors.load'),
      message: errorMessage(notifications.error, t('common:errors.generic')),
      retryLabel: t('errors.tryAgain'),
    },
  });
  return (
    <>
      {header}
      {state ?? (
        <>
          <NotificationsToolbar filters={filters} onFiltersChange={setFilters} />
          <section
            aria-label={t('list.label')}
            className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
          >
            {shown.length === 0 ? (
              <EmptyState
                icon={<BellOff aria-hidden="true" className="h-7 w-7" />}
                title={t('empty.title')}
                description={all.length === 0 ? t('empty.all') : t('empty.filtered')}
              />
            ) : (
              <ul className="divide-y divide-line">
                {shown.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onMarkRead={(id) => markRead.mutate(id, { onError: onFailure })}
                    onDelete={(id) => remove.mutate(id, { onError: onFailure })}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AlertTriangle,
  CalendarClock,
  CalendarX,
  Check,
  ChevronRight,
  Info,
  PackageX,
  ShoppingBag,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { Notification } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { ordersListPath } from '@/lib/admin-list-urls';
import { cn } from '@/lib/cn';

const KNOWN_TYPES = ['out_of_stock', 'new_order', 'low_stock', 'expiring_soon', 'expired'] as const;
type KnownType = (typeof KNOWN_TYPES)[number] | 'general';

function kindOf(type: string): KnownType {
  return (KNOWN_TYPES as readonly string[]).includes(type) ? (type as KnownType) : 'general';
}

const LOOK: Record<KnownType, { icon: LucideIcon; tone: string }> = {
  new_order: { icon: ShoppingBag, tone: 'bg-brand-50 text-brand-700' },
  low_stock: { icon: AlertTriangle, tone: 'bg-warning-50 text-warning-600' },
  out_of_stock: { icon: PackageX, tone: 'bg-danger-50 text-danger-600' },
  expiring_soon: { icon: CalendarClock, tone: 'bg-warning-50 text-warning-600' },
  expired: { icon: CalendarX, tone: 'bg-danger-50 text-danger-600' },
  general: { icon: Info, tone: 'bg-info-50 text-info-600' },
};

/** Stands for the name in the translated sentence, so the name is never parsed as markup. */
const NAME_SLOT = '\u0000';

/** The sentence with the product or customer name isolated: a Latin name in Arabic text keeps its punctuation in place. */
function SentenceWithName({ sentence, name }: { sentence: string; name: string }) {
  const [before = '', ...after] = sentence.split(NAME_SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after.join(name)}
    </>
  );
}

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One notification: type, its sentence around the product or customer name, date, actions. */
export function NotificationItem({ notification, onMarkRead, onDelete }: NotificationItemProps) {
  const { t } = useTranslation('admin-notifications');
  const kind = kindOf(notification.type);
  const { icon: Icon, tone } = LOOK[kind];
  // For the buttons' names: the type and the product or customer name, without markup.
  const subject = `${t(`types.${kind}`)}: ${notification.message}`;
  const unread = !notification.is_read;

  return (
    <li
      className={cn(
        'flex flex-wrap items-start gap-3 p-4 sm:flex-nowrap',
        unread ? 'bg-brand-50/40' : 'bg-surface',
      )}
      data-testid="notification-item"
      data-read={notification.is_read}
    >
      <span
        aria-hidden="true"
        className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', tone)}
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {t(`types.${kind}`)}
          {unread ? (
            <span className="inline-flex items-center gap-1 normal-case tracking-normal text-brand-700">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
              {t('list.unreadMark')}
            </span>
          ) : null}
        </p>
        <p className={cn('mt-0.5 text-sm text-ink [overflow-wrap:anywhere]', unread && 'font-semibold')}>
          <SentenceWithName
            sentence={t(`messages.${kind}`, { name: NAME_SLOT })}
            name={notification.message}
          />
        </p>
        {notification.order ? (
          // The order it is about: its number and amount, opening its details (decision 176).
          <Link
            to={ordersListPath({ search: notification.order.order_number, order: notification.order.id })}
            onClick={() => {
              if (unread) onMarkRead(notification.id);
            }}
            className="mt-1 inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-lg text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="notification-order-link"
          >
            <span>
              {t('list.order')}{' '}
              <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs font-semibold">
                {notification.order.order_number}
              </bdi>
            </span>
            <Money amount={notification.order.total} unit="DH" className="whitespace-nowrap" />
            <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          </Link>
        ) : null}
        <DateTime value={notification.created_at} className="block text-xs text-muted" />
      </div>
      <div className="ms-auto flex shrink-0 items-center gap-1">
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('list.markAsReadOf', { message: subject })}
            icon={<Check aria-hidden="true" className="h-4 w-4" />}
          >
            <span className="hidden sm:inline">{t('list.markAsRead')}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-600 hover:bg-danger-50"
          onClick={() => onDelete(notification.id)}
          aria-label={t('list.deleteOf', { message: subject })}
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        >
          <span className="hidden sm:inline">{t('list.delete')}</span>
        </Button>
      </div>
    </li>
  );
}

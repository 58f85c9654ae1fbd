import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { statusLook } from '../lib/order-status';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  const look = statusLook(status);
  const Icon = look.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        look.classes,
      )}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`orders.status.${look.key}`, { defaultValue: status })}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { OrderItemLot } from '@parashop/shared/api-types';
import { formatDateTime } from '@/components/ui/date-time';

/** Which lots an order line's units came from (first expired, first out): number, expiry date, units. */
export function OrderItemLots({ lots }: { lots: readonly OrderItemLot[] }) {
  const { t, i18n } = useTranslation('admin-lots');
  if (lots.length === 0) return null;
  return (
    <ul aria-label={t('orderLots.label')} className="mt-1 flex flex-wrap gap-1">
      {lots.map((lot) => (
        <li
          key={`${lot.lot_number}-${lot.expiry_date}`}
          className="rounded-md bg-canvas px-2 py-0.5 text-xs text-slate-700 ring-1 ring-inset ring-line"
        >
          {t('orderLots.lot', {
            number: lot.lot_number,
            date: formatDateTime(`${lot.expiry_date}T12:00:00Z`, i18n.language, 'date', 'UTC'),
            quantity: lot.quantity,
          })}
        </li>
      ))}
    </ul>
  );
}

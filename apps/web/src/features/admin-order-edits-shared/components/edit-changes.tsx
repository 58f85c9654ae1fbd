import { useTranslation } from 'react-i18next';
import type { OrderEditChanges, OrderEditTotals } from '@parashop/shared/api-types';
import { fromCentimes } from '@parashop/shared/money';
import { formatPhone } from '@parashop/shared/phone';
import { Money } from '@/components/ui/money';
import { useLocalised } from '@/i18n/use-localised';

const TOTAL_ROWS: Array<keyof OrderEditTotals> = ['subtotal', 'delivery_fee', 'delivery_discount', 'total'];

/** The order's amounts before and after an edit, side by side (centimes in, DH shown). */
export function TotalsSideBySide({ totals }: { totals: OrderEditChanges['totals'] }) {
  const { t } = useTranslation('admin-order-edits');
  return (
    <table className="w-full text-sm" data-testid="edit-totals">
      <thead>
        <tr className="text-xs text-muted">
          <th scope="col" className="py-1 text-start font-medium">
            <span className="sr-only">{t('totals.amount')}</span>
          </th>
          <th scope="col" className="py-1 ps-3 text-end font-medium">
            {t('totals.before')}
          </th>
          <th scope="col" className="py-1 ps-3 text-end font-medium">
            {t('totals.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {TOTAL_ROWS.map((row) => {
          const before = totals.before[row];
          const after = totals.after[row];
          const strong = row === 'total';
          return (
            <tr
              key={row}
              className={strong ? 'border-t border-line font-semibold' : undefined}
              data-testid={`edit-totals-${row}`}
            >
              <th scope="row" className="py-1 text-start font-normal">
                {t(`totals.${row}`)}
              </th>
              <td className="py-1 ps-3 text-end whitespace-nowrap" data-testid="before">
                <Money amount={fromCentimes(before)} unit="DH" />
              </td>
              <td
                className={`py-1 ps-3 text-end whitespace-nowrap ${before !== after ? 'text-brand-800' : ''}`}
                data-testid="after"
              >
                <Money amount={fromCentimes(after)} unit="DH" className={strong ? 'font-bold' : undefined} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function FieldValue({ field, value }: { field: string; value: string | number | null }) {
  const { t } = useTranslation('admin-order-edits');
  if (value === null || value === '') return <span className="text-muted">{t('changes.none')}</span>;
  if (field === 'phone_number') return <bdi dir="ltr">{formatPhone(String(value))}</bdi>;
  if (field === 'delivery_area_id')
    return <>{t(`areaNames.${String(value)}`, { defaultValue: String(value) })}</>;
  return <bdi>{String(value)}</bdi>;
}

/** What an edit changed, one line per field and per order line: before -> after. */
export function EditChanges({ changes }: { changes: OrderEditChanges }) {
  const { t } = useTranslation('admin-order-edits');
  const localised = useLocalised();
  if (changes.fields.length === 0 && changes.lines.length === 0) {
    return <p className="mt-2 text-sm text-muted">{t('changes.nothing')}</p>;
  }
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="edit-changes">
      {changes.lines.map((line) => {
        const name = localised.name({ name: line.name, name_fr: line.name_fr, name_ar: line.name_ar });
        const text = !line.before
          ? t('changes.added', { quantity: line.after?.quantity ?? 0 })
          : !line.after
            ? t('changes.removed', { quantity: line.before.quantity })
            : line.before.quantity !== line.after.quantity
              ? t('changes.quantity', { before: line.before.quantity, after: line.after.quantity })
              : t('changes.price');
        return (
          <li key={`${line.target_name}:${line.target_id}`} className="[overflow-wrap:anywhere]">
            <bdi className="font-medium">{name}</bdi>: {text}
            {line.before && line.after && line.before.unit_price !== line.after.unit_price ? (
              <span className="text-muted">
                {' '}
                (<Money amount={fromCentimes(line.before.unit_price)} unit="DH" /> {t('changes.arrow')}{' '}
                <Money amount={fromCentimes(line.after.unit_price)} unit="DH" />)
              </span>
            ) : null}
          </li>
        );
      })}
      {changes.fields.map((change) => (
        <li key={change.field} className="[overflow-wrap:anywhere]">
          <span className="font-medium">{t(`fields.${change.field}`)}</span>:{' '}
          <FieldValue field={change.field} value={change.before} /> {t('changes.arrow')}{' '}
          <FieldValue field={change.field} value={change.after} />
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Undo2 } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import type { OrderReturn } from '@parashop/shared/schemas/order-returns';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { useNumberFormat } from '@/components/ui/number-format';
import { queryState } from '@/components/ui/query-state';
import { useLocalised } from '@/i18n/use-localised';
import { useOrderReturns } from './returns-api';
import { RecordReturnDialog } from './record-return-dialog';

const link = buttonClasses({ variant: 'outline', size: 'sm' });

function ReturnEntry({ entry }: { entry: OrderReturn }) {
  const { t } = useTranslation('order-returns');
  const localised = useLocalised();
  const { money } = useNumberFormat();
  const base = `/admin/orders/${entry.order_id}/credit-notes/${entry.id}`;
  const difference = entry.exchange_difference;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="order-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          {t('section.creditNote')}{' '}
          <bdi dir="ltr" data-testid="return-credit-note">
            {entry.credit_note_number}
          </bdi>
        </p>
        <p className="text-xs text-muted">
          <DateTime value={entry.created_at} />
          {entry.staff_name ? <> · {t('section.by', { name: entry.staff_name })}</> : null}
        </p>
      </div>
      <ul className="text-sm">
        {entry.lines.map((line) => (
          <li key={line.id} className="[overflow-wrap:anywhere]">
            <bdi>{localised.name({ name: line.name, name_fr: line.name_fr, name_ar: line.name_ar })}</bdi> ·{' '}
            {t('section.units', { count: line.quantity })} · {t(`reasons.${line.reason}`)}
            {line.quarantined ? (
              <Badge tone="warning" className="ms-2">
                {t('section.quarantined')}
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {t('section.refund')}{' '}
        <bdi dir="ltr" className="font-semibold tabular-nums">
          {money(entry.refund_total, 'DH')}
        </bdi>{' '}
        · {t(`methods.${entry.refund_method}`)}
        {entry.delivery_refund > 0 ? (
          <span className="text-muted">
            {' '}
            · {t('section.deliveryRefunded', { amount: money(entry.delivery_refund, 'DH') })}
          </span>
        ) : null}
      </p>
      {entry.exchange_order ? (
        <p className="text-sm">
          {t('section.exchangeOrder', { number: entry.exchange_order.order_number })}
          {difference !== null ? (
            <span className="ms-1 font-semibold">
              ·{' '}
              {difference >= 0
                ? t('section.toCollect', { amount: money(difference, 'DH') })
                : t('section.toGiveBack', { amount: money(-difference, 'DH') })}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a href={`${base}?lang=fr`} target="_blank" rel="noopener" className={link}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('section.printFr')}
        </a>
        <a href={`${base}?lang=ar`} target="_blank" rel="noopener" className={link}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('section.printAr')}
        </a>
      </div>
    </li>
  );
}

/**
 * The order's returns in its details (decision 265): each return with its credit note to print, and
 * "Record a return" while the order is delivered and some units are still with the customer.
 */
export function OrderReturnsSection({ order }: { order: Order }) {
  const { t } = useTranslation('order-returns');
  const [open, setOpen] = useState(false);
  const enabled = order.status === 'delivered' || (order.returned_units ?? 0) > 0;
  const returns = useOrderReturns(enabled ? order.id : null);
  const left = returns.data?.lines.reduce((sum, line) => sum + line.returnable, 0) ?? 0;

  let body;
  if (!enabled) {
    body = <p className="text-sm text-muted">{t('section.onlyDelivered')}</p>;
  } else {
    body = queryState(returns, {
      loadingLabel: t('section.loading'),
      error: { title: t('section.loadTitle'), message: t('section.loadMessage') },
    });
    if (!body && returns.data) {
      body =
        returns.data.returns.length === 0 ? (
          <p className="text-sm text-muted">{t('section.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {returns.data.returns.map((entry) => (
              <ReturnEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        );
    }
  }

  return (
    <section aria-labelledby="order-details-returns" className="rounded-xl border border-line p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-details-returns" className="flex items-center gap-2 text-sm font-semibold">
          {t('section.title')}
          {order.delivered_with_returns ? (
            <Badge tone="warning">{t('section.deliveredWithReturns')}</Badge>
          ) : null}
        </h3>
        {order.status === 'delivered' && returns.data ? (
          left > 0 ? (
            <Button
              size="sm"
              icon={<Undo2 aria-hidden="true" className="h-4 w-4" />}
              onClick={() => setOpen(true)}
            >
              {t('section.record')}
            </Button>
          ) : (
            <span className="text-xs text-muted">{t('section.nothingLeft')}</span>
          )
        ) : null}
      </div>
      {body}
      {open && returns.data ? (
        <RecordReturnDialog order={order} lines={returns.data.lines} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}

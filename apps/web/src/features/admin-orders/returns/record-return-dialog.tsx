import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';
import {
  REFUND_METHODS,
  RETURN_REASONS,
  orderReturnCreateSchema,
  type ReturnableLine,
} from '@parashop/shared/schemas/order-returns';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useNumberFormat } from '@/components/ui/number-format';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useLocalised } from '@/i18n/use-localised';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage, isApiError } from '@/lib/api-client';
import { ExchangeItemPicker, type ExchangeChoice } from './exchange-item-picker';
import { useRecordReturn } from './returns-api';

type LineState = { quantity: string; reason: string };
type ExchangeRow = { choice: ExchangeChoice | null; quantity: string };

/** Whole units typed (Arabic-Indic digits too); NaN when not a whole number. */
function unitsOf(text: string): number {
  const folded = text.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  if (folded === '') return 0;
  return /^\d+$/.test(folded) ? Number(folded) : Number.NaN;
}

/**
 * "Record a return" (decision 265): the units that came back on each line with their reason, how the
 * refund is paid back, a note, and optionally products sent instead (an exchange order). The refund
 * shows as it is typed; the server checks every unit again and gives the credit note its number.
 */
export function RecordReturnDialog({
  order,
  lines,
  onClose,
}: {
  order: Order;
  lines: readonly ReturnableLine[];
  onClose: () => void;
}) {
  const { t } = useTranslation('order-returns');
  const text = useValidationMessage();
  const localised = useLocalised();
  const { money } = useNumberFormat();
  const record = useRecordReturn(order.id);
  const [state, setState] = useState<Record<number, LineState>>({});
  const [method, setMethod] = useState('');
  const [note, setNote] = useState('');
  const [exchange, setExchange] = useState<ExchangeRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const returnable = new Map(lines.map((line) => [line.order_item_id, line]));
  const items = order.order_items.filter((item) => (returnable.get(item.id)?.returnable ?? 0) > 0);
  const lineOf = (id: number): LineState => state[id] ?? { quantity: '', reason: '' };
  const setLine = (id: number, change: Partial<LineState>) =>
    setState((previous) => ({ ...previous, [id]: { ...lineOf(id), ...change } }));

  const chosen = items
    .map((item) => ({ item, units: unitsOf(lineOf(item.id).quantity), reason: lineOf(item.id).reason }))
    .filter((line) => line.units !== 0);
  const linesAmount = chosen.reduce(
    (sum, line) => sum + (Number.isFinite(line.units) ? toCentimes(line.item.unit_price) * line.units : 0),
    0,
  );
  const left = lines.reduce((sum, line) => sum + line.returnable, 0);
  const allBack =
    chosen.length > 0 &&
    chosen.reduce((sum, line) => sum + (Number.isFinite(line.units) ? line.units : 0), 0) >= left &&
    left === order.order_items.reduce((sum, item) => sum + item.quantity, 0) - (order.returned_units ?? 0);
  const deliveryRefund = allBack && exchange.length === 0 ? toCentimes(order.delivery_fee) : 0;
  const refund = linesAmount + deliveryRefund;
  // The exchange order's value at today's prices, and what changes hands once the refund is set off.
  const exchangeTotal = exchange.reduce((sum, row) => {
    const units = unitsOf(row.quantity);
    return sum + (row.choice && Number.isFinite(units) ? row.choice.unitPrice * units : 0);
  }, 0);
  const difference = exchangeTotal - refund;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setErrors({ form: t('dialog.noneChosen') });
      return;
    }
    const exchangeErrors: Record<string, string> = {};
    exchange.forEach((row, index) => {
      const units = unitsOf(row.quantity);
      if (!row.choice) exchangeErrors[`exchange_items.${index}.target_id`] = t('dialog.exchangeChoose');
      else if (Number.isFinite(units) && units > row.choice.stock)
        exchangeErrors[`exchange_items.${index}.quantity`] = t('dialog.exchangeStock', {
          count: row.choice.stock,
        });
    });
    if (Object.keys(exchangeErrors).length > 0) {
      setErrors(exchangeErrors);
      return;
    }
    const body = {
      lines: chosen.map((line) => ({
        order_item_id: line.item.id,
        quantity: line.units,
        reason: line.reason,
      })),
      refund_method: method,
      note,
      ...(exchange.length > 0
        ? {
            exchange_items: exchange.map((row) => ({
              target_name: row.choice?.kind ?? 'product',
              target_id: row.choice?.id ?? 0,
              quantity: unitsOf(row.quantity),
            })),
          }
        : {}),
    };
    // Field errors by the screen's keys: a line's by its order item id, an exchange row's by its index.
    const keyed = (path: string) => {
      const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
      if (match) return `line.${chosen[Number(match[1])]?.item.id}.${match[2]}`;
      return path;
    };
    const parsed = orderReturnCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues) {
        const key = keyed(issue.path.join('.'));
        next[key] ??= text(issue.message);
      }
      setErrors(next);
      return;
    }
    for (const line of chosen) {
      const max = returnable.get(line.item.id)?.returnable ?? 0;
      if (line.units > max) {
        setErrors({ [`line.${line.item.id}.quantity`]: t('dialog.returnable', { count: max }) });
        return;
      }
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(t('dialog.saved', { number: created.credit_note_number }));
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.firstFieldErrors() : {};
        const next: Record<string, string | undefined> = {};
        for (const [path, message] of Object.entries(fields)) next[keyed(path)] = text(message);
        if (Object.keys(next).length === 0) next.form = errorMessage(error, t('dialog.failed'));
        setErrors(next);
      },
    });
  };

  return (
    <Modal open onClose={onClose} size="lg" title={t('dialog.title', { number: order.order_number })}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 px-5 py-4"
        data-testid="return-form"
      >
        <p className="text-sm text-muted">{t('dialog.intro')}</p>
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const info = returnable.get(item.id);
            const line = lineOf(item.id);
            return (
              <li
                key={item.id}
                className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_8rem_12rem]"
                data-testid="return-line"
              >
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    <bdi>{localised.name(item.target)}</bdi>
                  </p>
                  <p className="text-xs text-muted">
                    {t('dialog.delivered', { count: info?.delivered ?? item.quantity })} ·{' '}
                    {t('dialog.returnable', { count: info?.returnable ?? 0 })} ·{' '}
                    <bdi dir="ltr">{money(toCentimes(item.unit_price), 'DH')}</bdi>
                  </p>
                </div>
                <FormField label={t('dialog.quantity')} error={errors[`line.${item.id}.quantity`]}>
                  <TextInput
                    inputMode="numeric"
                    value={line.quantity}
                    placeholder="0"
                    invalid={Boolean(errors[`line.${item.id}.quantity`])}
                    onChange={(event) => setLine(item.id, { quantity: event.target.value })}
                    className="h-10"
                  />
                </FormField>
                <FormField label={t('dialog.reason')} error={errors[`line.${item.id}.reason`]}>
                  <Select
                    value={line.reason}
                    placeholder={t('dialog.chooseReason')}
                    options={RETURN_REASONS.map((reason) => ({
                      value: reason,
                      label: t(`reasons.${reason}`),
                    }))}
                    invalid={Boolean(errors[`line.${item.id}.reason`])}
                    onChange={(event) => setLine(item.id, { reason: event.target.value })}
                  />
                </FormField>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('dialog.refundMethod')} error={errors.refund_method} required>
            <Select
              value={method}
              placeholder={t('dialog.chooseMethod')}
              options={REFUND_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
              invalid={Boolean(errors.refund_method)}
              onChange={(event) => setMethod(event.target.value)}
            />
          </FormField>
          <FormField label={t('dialog.note')} error={errors.note}>
            <TextArea
              value={note}
              rows={2}
              maxLength={500}
              dir="auto"
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
        </div>
        <fieldset className="rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium">{t('dialog.exchange')}</legend>
          <p className="mb-2 text-xs text-muted">{t('dialog.exchangeHint')}</p>
          {exchange.map((row, index) => (
            <div
              key={index}
              className="mb-3 grid items-start gap-2 border-b border-line pb-3 sm:grid-cols-[1fr_6rem_auto]"
              data-testid="exchange-row"
            >
              <ExchangeItemPicker
                label={t('dialog.exchangeProduct')}
                value={row.choice}
                error={errors[`exchange_items.${index}.target_id`]}
                onChange={(choice) =>
                  setExchange((rows) => rows.map((r, i) => (i === index ? { ...r, choice } : r)))
                }
              />
              <FormField
                label={t('dialog.exchangeQuantity')}
                error={errors[`exchange_items.${index}.quantity`]}
              >
                <TextInput
                  inputMode="numeric"
                  value={row.quantity}
                  onChange={(event) =>
                    setExchange((rows) =>
                      rows.map((r, i) => (i === index ? { ...r, quantity: event.target.value } : r)),
                    )
                  }
                />
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start sm:mt-7"
                onClick={() => setExchange((rows) => rows.filter((_, i) => i !== index))}
              >
                {t('dialog.removeExchange')}
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setExchange((rows) => [...rows, { choice: null, quantity: '1' }])}
          >
            {t('dialog.addExchange')}
          </Button>
        </fieldset>
        <p className="text-sm font-semibold" data-testid="return-refund">
          {t('dialog.refund')}{' '}
          <bdi dir="ltr" className="tabular-nums">
            {money(refund, 'DH')}
          </bdi>
          {deliveryRefund > 0 ? (
            <span className="ms-1 font-normal text-muted">({t('dialog.deliveryIncluded')})</span>
          ) : null}
        </p>
        {exchange.some((row) => row.choice) ? (
          <div className="flex flex-col gap-1 text-sm" data-testid="exchange-difference">
            <p>
              {t('dialog.exchangeTotal')}{' '}
              <bdi dir="ltr" className="tabular-nums">
                {money(exchangeTotal, 'DH')}
              </bdi>
            </p>
            <p className="font-semibold">
              {difference === 0
                ? t('dialog.exchangeEven')
                : t(difference > 0 ? 'dialog.exchangeToCollect' : 'dialog.exchangeToGiveBack')}{' '}
              {difference === 0 ? null : (
                <bdi dir="ltr" className="tabular-nums">
                  {money(Math.abs(difference), 'DH')}
                </bdi>
              )}
            </p>
          </div>
        ) : null}
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <Button variant="outline" className="h-11" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" className="h-11" isLoading={record.isPending}>
            {t('dialog.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cashCloseSchema, cashNoteProblem, normaliseMoneyText, parseCentimes } from '@parashop/shared';
import { centimesToDecimalString } from '@parashop/shared/money';
import type { CashDay } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FormField, TextArea } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { MoneyInput, UnderstoodAmount } from '@/components/ui/money-input';
import { useNumberFormat } from '@/components/ui/number-format';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCloseCashDay } from '../api/cash';

function centimesOf(text: string): number | null {
  const normalised = normaliseMoneyText(text);
  return normalised === null ? null : parseCentimes(normalised);
}

/**
 * Closing a rider's day: the cash counted on receipt, a note when it is not what was expected (and
 * always when the day was closed before: a closed day changes only with its reason in the history).
 */
export function CloseDayModal({ day, onClose }: { day: CashDay; onClose: () => void }) {
  const { t } = useTranslation('admin-deliveries');
  const text = useValidationMessage();
  const { money } = useNumberFormat();
  const close = useCloseCashDay();
  const [counted, setCounted] = useState(() =>
    centimesToDecimalString(day.counted ?? day.declared ?? day.expected),
  );
  const [note, setNote] = useState(day.note ?? '');
  const [errors, setErrors] = useState<{ counted?: string; note?: string; form?: string }>({});
  const reclosing = day.closed_at !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cashCloseSchema.safeParse({ counted: centimesOf(counted) ?? Number.NaN, note });
    if (!parsed.success) {
      const first = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({
        counted: text(counted.trim() === '' ? 'validation.cash.countedRequired' : first('counted')),
        note: text(first('note')),
      });
      return;
    }
    const problem =
      cashNoteProblem(parsed.data, day.expected) ??
      (reclosing && parsed.data.note === undefined ? 'validation.cash.reopenNoteRequired' : null);
    if (problem) {
      setErrors({ note: text(problem) });
      return;
    }
    setErrors({});
    close.mutate(
      { riderId: day.rider.id, date: day.date, body: parsed.data },
      {
        onSuccess: (closed) => {
          toast.success(t('cash.closed', { name: day.rider.name }));
          if (closed.difference)
            toast.info(t('cash.differenceSaved', { amount: money(closed.difference, 'DH') }));
          onClose();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.firstFieldErrors() : {};
          setErrors({
            counted: text(fields.counted),
            note: text(fields.note),
            form: fields.counted || fields.note ? undefined : errorMessage(error, t('cash.closeFailed')),
          });
        },
      },
    );
  };

  const typed = centimesOf(counted);
  const difference = typed === null ? null : typed - day.expected;
  return (
    <Modal open onClose={onClose} title={t('cash.closeTitle', { name: day.rider.name, date: day.date })}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 py-4">
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-canvas p-3 text-sm">
          <dt className="text-muted">{t('cash.expected')}</dt>
          <dd className="text-end font-semibold tabular-nums">
            <bdi dir="ltr">{money(day.expected, 'DH')}</bdi>
          </dd>
          <dt className="text-muted">{t('cash.declared')}</dt>
          <dd className="text-end font-semibold tabular-nums">
            {day.declared === null ? t('cash.none') : <bdi dir="ltr">{money(day.declared, 'DH')}</bdi>}
          </dd>
        </dl>
        <FormField
          label={t('cash.counted')}
          error={errors.counted}
          hint={<UnderstoodAmount text={counted} />}
          required
        >
          <MoneyInput
            value={counted}
            invalid={Boolean(errors.counted)}
            onChange={(event) => setCounted(event.target.value)}
            className="h-11"
          />
        </FormField>
        {difference !== null && difference !== 0 ? (
          <p className="text-sm font-semibold text-danger-700" data-testid="close-difference">
            {t('cash.difference')}{' '}
            <bdi dir="ltr" className="tabular-nums">
              {money(difference, 'DH')}
            </bdi>
          </p>
        ) : null}
        <FormField
          label={t('cash.note')}
          error={errors.note}
          required={reclosing || (difference !== null && difference !== 0)}
        >
          <TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={500}
            invalid={Boolean(errors.note)}
            dir="auto"
          />
        </FormField>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
            {errors.form}
          </p>
        ) : null}
        {day.history.length > 0 ? (
          <section aria-labelledby="cash-history-title" className="text-sm">
            <h3 id="cash-history-title" className="font-semibold text-ink">
              {t('cash.history')}
            </h3>
            <ul className="mt-1 flex flex-col gap-1 text-xs text-slate-700">
              {day.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="break-anywhere">
                  <DateTime value={entry.at} /> · {entry.by} · {t(`cash.what.${entry.what}`)}
                  {entry.counted !== null ? ` · ${money(entry.counted, 'DH')}` : ''}
                  {entry.declared !== null && entry.what === 'declared'
                    ? ` · ${money(entry.declared, 'DH')}`
                    : ''}
                  {entry.note ? ` · ${entry.note}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <Button variant="outline" className="h-11" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" className="h-11" isLoading={close.isPending}>
            {t(reclosing ? 'cash.reclose' : 'cash.close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

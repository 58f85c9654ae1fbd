import { useTranslation } from 'react-i18next';
import { FAILURE_REASONS, type StopOutcome } from '@parashop/shared/constants';
import type { DeliveryStop } from '@parashop/shared/api-types';
import { FormField, TextArea, TextInput } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import { useNumberFormat } from '@/components/ui/number-format';
import { useValidationMessage } from '@/i18n/validation';
import { differsFromDue, type OutcomeErrors, type OutcomeFields } from '../lib/outcome-form';

interface Props {
  outcome: StopOutcome;
  stop: DeliveryStop;
  fields: OutcomeFields;
  errors: OutcomeErrors;
  today: string;
  onChange: (name: keyof OutcomeFields, value: string) => void;
}

/** The fields of one outcome: cash (and its reason, and the code), the failure's reason, or the new date. */
export function OutcomeFieldset({ outcome, stop, fields, errors, today, onChange }: Props) {
  const { t } = useTranslation('rider');
  const text = useValidationMessage();
  const { money } = useNumberFormat();
  const field = (name: keyof OutcomeFields) => ({
    name,
    value: fields[name],
    invalid: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  if (outcome === 'delivered') {
    return (
      <>
        <FormField
          label={t('outcome.collected')}
          hint={t('outcome.due', { amount: `\u2066${money(stop.order.total, 'DH')}\u2069` })}
          error={text(errors.collected)}
          required
        >
          <MoneyInput {...field('collected')} className="h-12 text-lg" />
        </FormField>
        {differsFromDue(fields, stop.order.total) ? (
          <FormField label={t('outcome.amountReason')} error={text(errors.amount_reason)} required>
            <TextArea {...field('amount_reason')} rows={2} maxLength={200} />
          </FormField>
        ) : null}
        {stop.order.delivery_code_required ? (
          <FormField
            label={t('outcome.code')}
            hint={t('outcome.codeHint')}
            error={text(errors.code)}
            required
          >
            <TextInput
              {...field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              dir="ltr"
              className="h-12 text-center text-2xl tracking-[0.5em] tabular-nums"
            />
          </FormField>
        ) : null}
      </>
    );
  }
  if (outcome === 'failed') {
    return (
      <>
        <FormField label={t('outcome.reason')} error={text(errors.reason)} required>
          <Select
            {...field('reason')}
            className="h-12"
            placeholder={t('outcome.choose')}
            options={FAILURE_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
          />
        </FormField>
        <FormField label={t('outcome.note')} error={text(errors.note)} required={fields.reason === 'other'}>
          <TextArea {...field('note')} rows={2} maxLength={300} />
        </FormField>
      </>
    );
  }
  return (
    <FormField label={t('outcome.postponedTo')} error={text(errors.postponed_to)} required>
      <TextInput {...field('postponed_to')} type="date" min={today} className="h-12" />
    </FormField>
  );
}

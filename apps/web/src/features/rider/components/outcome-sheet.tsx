import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@parashop/shared/dates';
import type { StopOutcome } from '@parashop/shared/constants';
import type { DeliveryStop } from '@parashop/shared/api-types';
import type { StopOutcomeInput } from '@parashop/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { randomKey } from '@/lib/random-key';
import { buildOutcome, initialFields, type OutcomeErrors, type OutcomeFields } from '../lib/outcome-form';
import type { RefusedOutcome } from '../lib/outcome-queue';
import { OutcomeFieldset } from './outcome-fields';

export type ReportResult = 'sent' | 'waiting' | RefusedOutcome;

interface Props {
  stop: DeliveryStop;
  outcome: StopOutcome;
  today: string;
  onClose: () => void;
  /** Keeps the outcome on the phone and tries to send it; says what became of it. */
  onReport: (body: StopOutcomeInput) => Promise<ReportResult>;
}

/**
 * One outcome of one stop. The key is made once for the sheet: sending the same answer twice (a double
 * tap, a retry) is one outcome for the server. A refusal (a wrong code) stays in the sheet to correct.
 */
export function OutcomeSheet({ stop, outcome, today, onClose, onReport }: Props) {
  const { t } = useTranslation('rider');
  const [fields, setFields] = useState<OutcomeFields>(() => initialFields(stop, addDays(today, 1)));
  const [errors, setErrors] = useState<OutcomeErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(randomKey);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const built = buildOutcome(outcome, fields, stop, key, today);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    setBusy(true);
    const result = await onReport(built.body);
    setBusy(false);
    if (typeof result === 'string') {
      onClose();
      return;
    }
    // The server said no: a corrected answer is a new outcome with a key of its own.
    setKey(randomKey());
    if (result.reason === 'code_wrong') {
      setErrors({ code: t('code.wrong', { count: result.triesLeft ?? 0 }) });
    } else {
      setRefusal(result.message);
    }
    if (result.reason === 'code_locked') setRefusal(t('code.locked'));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`outcome.title.${outcome}`, { number: stop.order.order_number })}
      description={stop.order.customer_name}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 px-5 py-4">
        <OutcomeFieldset
          outcome={outcome}
          stop={stop}
          fields={fields}
          errors={errors}
          today={today}
          onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
        />
        {refusal ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700">
            {refusal}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="lg" className="flex-1" onClick={onClose}>
            {t('outcome.cancel')}
          </Button>
          <Button
            type="submit"
            size="lg"
            className="flex-1"
            variant={outcome === 'failed' ? 'danger' : 'primary'}
            isLoading={busy}
          >
            {t(`outcome.save.${outcome}`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckCircle2,
  Copy,
  PhoneCall,
  PhoneMissed,
  PhoneOff,
  ShieldAlert,
  StickyNote,
  ThumbsDown,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { CONTACT_NOTE_MAX, type ContactOutcome } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FormField, TextArea, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { cn } from '@/lib/cn';
import { CharacterCount } from '@/features/admin-kit/components/character-count';
import type { RecordContactInput } from '../api/record-contact';
import { checkCallBack, suggestedCallBack, toLocalInputValue } from '../lib/call-back-time';
import { isCancellingOutcome, NAMESPACE } from '../lib/outcomes';

export type ContactDecision = Omit<RecordContactInput, 'orderId'>;

const ICONS: Record<ContactOutcome, LucideIcon> = {
  confirmed: CheckCircle2,
  no_answer: PhoneMissed,
  call_back: PhoneCall,
  wrong_number: PhoneOff,
  refused: ThumbsDown,
  duplicate: Copy,
  fake: ShieldAlert,
};

const KEEPING: readonly ContactOutcome[] = ['no_answer', 'call_back'];
const ENDING: readonly ContactOutcome[] = ['wrong_number', 'refused', 'duplicate', 'fake'];

// Big targets: the panel is used with a phone in one hand during the call.
const TARGET = 'h-12 min-w-0 px-3 leading-tight aria-pressed:border-blue-200 aria-pressed:bg-info-50';

export interface OutcomePanelProps {
  orderNumber: string;
  /** Called once per decision (after the question, for the outcomes that cancel the order). */
  onRecord: (decision: ContactDecision) => void;
  isBusy?: boolean;
  className?: string;
}

/**
 * One button per outcome of a call, an optional note, and a date-time picker for a call back. The
 * outcomes that cancel the order ask first, since they put its stock back.
 */
export function OutcomePanel({ orderNumber, onRecord, isBusy = false, className }: OutcomePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = useValidationMessage();
  const confirm = useConfirm();
  const ids = useId();
  const [note, setNote] = useState<string | null>(null);
  const [callBack, setCallBack] = useState<string | null>(null);
  const [callBackError, setCallBackError] = useState<string | null>(null);

  const noteValue = note?.trim() ? note.trim() : null;

  const record = async (outcome: ContactOutcome) => {
    if (outcome === 'call_back') {
      setCallBack(toLocalInputValue(suggestedCallBack(new Date())));
      setCallBackError(null);
      return;
    }
    if (isCancellingOutcome(outcome)) {
      const label = t(`outcomes.${outcome}`);
      const confirmed = await confirm({
        title: t('confirmCancel.title', { number: orderNumber }),
        message: t('confirmCancel.message', { outcome: label, number: orderNumber }),
        confirmLabel: t('confirmCancel.confirm'),
        cancelLabel: t('confirmCancel.keep'),
        tone: 'danger',
      });
      if (!confirmed) return;
    }
    onRecord({ outcome, note: noteValue });
  };

  const saveCallBack = () => {
    const checked = checkCallBack(callBack ?? '', new Date());
    if (!checked.ok) {
      setCallBackError(checked.error);
      return;
    }
    onRecord({ outcome: 'call_back', note: noteValue, call_back_at: checked.iso });
  };

  const outcomeButton = (outcome: ContactOutcome, variant: 'primary' | 'outline', extra?: string) => {
    const Icon = ICONS[outcome];
    return (
      <Button
        key={outcome}
        variant={variant}
        className={cn(TARGET, extra)}
        disabled={isBusy}
        aria-pressed={outcome === 'call_back' ? callBack !== null : undefined}
        data-outcome={outcome}
        onClick={() => void record(outcome)}
        icon={<Icon aria-hidden="true" className="h-4 w-4 shrink-0" />}
      >
        {t(`outcomes.${outcome}`)}
      </Button>
    );
  };

  return (
    <div
      role="group"
      aria-label={t('panel.label', { number: orderNumber })}
      // Laid out by its own width (a card in the queue, or the wide order details), not the screen's.
      className={cn('@container flex flex-col gap-2', className)}
    >
      <div className="grid grid-cols-2 gap-2 @md:grid-cols-3">
        {outcomeButton('confirmed', 'primary', 'col-span-2 @md:col-span-1')}
        {KEEPING.map((outcome) => outcomeButton(outcome, 'outline'))}
      </div>
      {callBack !== null ? (
        <div className="flex flex-col gap-2 rounded-xl bg-info-50 p-3 @lg:flex-row @lg:items-end">
          <FormField label={t('panel.callBackAt')} error={text(callBackError)} className="min-w-0 flex-1">
            <TextInput
              type="datetime-local"
              value={callBack}
              min={toLocalInputValue(new Date())}
              invalid={Boolean(callBackError)}
              className="h-11"
              onChange={(event) => {
                setCallBack(event.target.value);
                setCallBackError(null);
              }}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" className="h-11" onClick={() => setCallBack(null)} disabled={isBusy}>
              {t('panel.cancel')}
            </Button>
            <Button
              className="h-11"
              onClick={saveCallBack}
              disabled={isBusy}
              aria-label={t('panel.saveCallBack')}
            >
              {t('panel.save')}
            </Button>
          </div>
        </div>
      ) : null}
      <p id={`${ids}-ending`} className="mt-1 text-xs text-muted">
        {t('panel.cancelsHint')}
      </p>
      <div className="grid grid-cols-2 gap-2 @2xl:grid-cols-4" aria-describedby={`${ids}-ending`}>
        {ENDING.map((outcome) =>
          outcomeButton(outcome, 'outline', 'text-danger-700 hover:border-red-200 hover:bg-danger-50'),
        )}
      </div>
      {note === null ? (
        <Button
          variant="ghost"
          className="h-11 self-start text-brand-700"
          onClick={() => setNote('')}
          icon={<StickyNote aria-hidden="true" className="h-4 w-4" />}
        >
          {t('panel.addNote')}
        </Button>
      ) : (
        <FormField
          label={t('panel.note')}
          hint={<CharacterCount count={note.length} max={CONTACT_NOTE_MAX} />}
        >
          <TextArea
            value={note}
            maxLength={CONTACT_NOTE_MAX}
            placeholder={t('panel.notePlaceholder')}
            dir="auto"
            rows={2}
            className="min-h-16"
            autoFocus
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}

import {
  CANCELLING_OUTCOMES,
  OPEN_CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  type ContactOutcome,
} from '@parashop/shared/constants';
import type { BadgeTone } from '@/components/ui/badge';

export const NAMESPACE = 'admin-confirmation-shared';

export const CONFIRMATION_STATUS_TONES: Record<ConfirmationStatus, BadgeTone> = {
  unconfirmed: 'warning',
  confirmed: 'success',
  no_answer: 'info',
  call_back: 'info',
  unreachable: 'neutral',
  wrong_number: 'danger',
  refused: 'danger',
  duplicate: 'danger',
  fake: 'danger',
};

/** Outcomes that cancel the order (and put its stock back): staff are asked before recording them. */
export function isCancellingOutcome(outcome: ContactOutcome): boolean {
  return CANCELLING_OUTCOMES.includes(outcome);
}

export function isOpenConfirmation(status: ConfirmationStatus): boolean {
  return OPEN_CONFIRMATION_STATUSES.includes(status);
}

/** Orders whose number is worth blocking: the customer ordered without meaning it. */
export function isBlockable(status: ConfirmationStatus): boolean {
  return status === 'fake' || status === 'refused';
}

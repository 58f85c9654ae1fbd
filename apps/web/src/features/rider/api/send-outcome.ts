import type { StopOutcomeResponse } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import type { QueuedOutcome } from '../lib/outcome-queue';

/** POST /api/rider/stops/{id}/outcome: applied once per `key`, so a repeat after a lost answer is harmless. */
export function sendOutcome(outcome: QueuedOutcome): Promise<StopOutcomeResponse> {
  return apiFetch<StopOutcomeResponse>(`/rider/stops/${outcome.stopId}/outcome`, {
    method: 'POST',
    body: outcome.body,
  });
}

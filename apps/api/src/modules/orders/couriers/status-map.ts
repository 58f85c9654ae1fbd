/**
 * A courier's statuses in the shop's delivery states (the riders' runs' words, decision 240):
 * waiting (the courier has it, not picked up), out, delivered, failed (with the riders' reasons),
 * postponed, cancelled; `returned` is only ever set by staff confirming the parcel came back.
 * An unknown status maps to null: it is kept as it came, shown to staff and notified.
 */

export type ParcelDeliveryState =
  'waiting' | 'out' | 'delivered' | 'failed' | 'postponed' | 'cancelled' | 'returned';

export type MappedStatus = {
  state: Exclude<ParcelDeliveryState, 'returned'>;
  /** For `failed`: the riders' reason (refused_at_door means the parcel comes back). */
  reason: 'no_answer' | 'refused_at_door' | 'wrong_address' | null;
};

const SENDIT: Record<string, MappedStatus> = {
  PENDING: { state: 'waiting', reason: null },
  TO_PREPARE: { state: 'waiting', reason: null },
  TO_PICKUP: { state: 'waiting', reason: null },
  PICKEDUP: { state: 'out', reason: null },
  WAREHOUSE: { state: 'out', reason: null },
  TRANSIT: { state: 'out', reason: null },
  DISTRIBUTED: { state: 'out', reason: null },
  DELIVERING: { state: 'out', reason: null },
  NEW_DESTINATION: { state: 'out', reason: null },
  DELIVERED: { state: 'delivered', reason: null },
  UNREACHABLE: { state: 'failed', reason: 'no_answer' },
  POSTPONED: { state: 'postponed', reason: null },
  REJECTED: { state: 'failed', reason: 'refused_at_door' },
  CANCELED: { state: 'cancelled', reason: null },
};

const MAPS: Record<string, Record<string, MappedStatus>> = { sendit: SENDIT };

export function mapCourierStatus(courier: string, raw: string): MappedStatus | null {
  return MAPS[courier]?.[raw.trim().toUpperCase()] ?? null;
}

/** The parcel's states in which the courier still moves it (polled); the others are final. */
export const FINAL_STATES: readonly ParcelDeliveryState[] = ['delivered', 'returned', 'cancelled'];

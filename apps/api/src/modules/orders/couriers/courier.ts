/**
 * The courier interface (docs/decisions/270-couriers.md): what the shop asks of any courier. A second
 * courier is one more adapter of this shape; nothing else in the shop knows a courier's API.
 * Money in integer centimes; statuses are the courier's own words (mapped in status-map.ts).
 */

export type CourierDistrict = {
  id: string;
  name: string;
  nameAr: string | null;
  city: string;
  /** The courier's fee to this district (centimes). */
  price: number;
  delay: string | null;
};

export type ParcelRequest = {
  /** The shop's own reference, unique per attempt: finds the parcel again after a timeout. */
  reference: string;
  districtId: string;
  name: string;
  phone: string;
  address: string;
  /** Cash to collect (centimes). */
  amount: number;
  comment: string;
  allowOpen: boolean;
  allowTry: boolean;
  products: Array<{ name: string; quantity: number }>;
};

export type CourierParcel = {
  code: string;
  reference: string | null;
  /** The courier's fee (centimes). */
  fee: number;
  labelUrl: string | null;
  status: string;
};

export type CourierEvent = {
  /** Same key whether the event came by polling or by webhook, so it is applied once. */
  key: string;
  code: string;
  status: string;
  at: Date;
};

export type Tracking = { code: string; status: string; events: CourierEvent[] };

/** Why a call failed: `refused` means the courier answered no (nothing was created). */
export type CourierFailure = 'timeout' | 'unavailable' | 'refused' | 'nonsense' | 'not_found';

export class CourierError extends Error {
  constructor(
    public readonly failure: CourierFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

export interface Courier {
  readonly id: string;
  readonly name: string;
  /** The districts (with their city, fee and delay) the courier delivers to. */
  cities(): Promise<CourierDistrict[]>;
  createParcel(request: ParcelRequest): Promise<CourierParcel>;
  /** The parcel made under our reference, or null when the courier has none. */
  findParcel(reference: string): Promise<CourierParcel | null>;
  cancelParcel(code: string): Promise<void>;
  /** The label PDF. */
  label(parcel: { code: string; labelUrl: string | null }): Promise<Buffer>;
  track(code: string): Promise<Tracking>;
  /**
   * The events of a webhook call when its signature is right; null when it is wrong or missing.
   * Absent for a courier without webhooks.
   */
  verifyWebhook?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): CourierEvent[] | null;
}

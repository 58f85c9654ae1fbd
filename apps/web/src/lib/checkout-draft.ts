import type { CheckoutInfoInput } from '@parashop/shared';

/**
 * What the shopper typed in the info step, kept on the device so a reload (or a look at another page)
 * does not empty the form (docs/decisions/212-checkout-details-kept-and-cleared.md). It is erased once
 * an order is placed and at sign-out, so the next person on a shared device does not find the
 * previous shopper's phone, name and address.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

const FIELDS = ['name', 'phone_number', 'city', 'address', 'delivery_area_id'] as const;
export type DraftField = (typeof FIELDS)[number];
export type CheckoutDraft = Partial<Record<DraftField, string>>;

/** Longest text kept per field: more than any field accepts, so nothing typed is cut, nothing huge is kept. */
const MAX_LENGTH = 500;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, keeping only string fields of a sane length; anything unreadable is no draft. */
export function loadCheckoutDraft(store: Storage | null = storage()): CheckoutDraft {
  if (!store) return {};
  try {
    const raw = store.getItem(CHECKOUT_DRAFT_KEY);
    if (raw === null) return {};
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const draft: CheckoutDraft = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '' && value.length <= MAX_LENGTH) draft[field] = value;
      else if (field === 'delivery_area_id' && typeof value === 'number' && Number.isInteger(value))
        draft[field] = String(value);
    }
    return draft;
  } catch {
    return {};
  }
}

/** Saves the typed values (empty ones are left out); an empty form removes the draft. */
export function saveCheckoutDraft(
  values: Partial<CheckoutInfoInput>,
  store: Storage | null = storage(),
): void {
  if (!store) return;
  const draft: CheckoutDraft = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text !== '' && text.length <= MAX_LENGTH) draft[field] = text;
  }
  try {
    if (Object.keys(draft).length === 0) store.removeItem(CHECKOUT_DRAFT_KEY);
    else store.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only means the form is not kept across a reload.
  }
}

export function clearCheckoutDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

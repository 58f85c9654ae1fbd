const QUARTER_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` input's value for an instant, in the browser's own clock ('2026-11-18T14:30'). */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's first suggestion: an hour from now, on the next quarter hour. */
export function suggestedCallBack(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + HOUR_MS) / QUARTER_MS) * QUARTER_MS);
}

export type CallBackCheck =
  | { ok: true; iso: string }
  | { ok: false; error: 'validation.contact.callBackRequired' | 'validation.contact.callBackPast' };

/** The picker's value as an ISO instant, refused when empty, unreadable or not in the future. */
export function checkCallBack(value: string, now: Date): CallBackCheck {
  if (!value) return { ok: false, error: 'validation.contact.callBackRequired' };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, error: 'validation.contact.callBackRequired' };
  if (date.getTime() <= now.getTime()) return { ok: false, error: 'validation.contact.callBackPast' };
  return { ok: true, iso: date.toISOString() };
}

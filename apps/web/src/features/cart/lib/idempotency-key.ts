/** A random v4 UUID; `crypto.randomUUID` only exists on secure origins, so fall back to getRandomValues. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per checkout attempt: sending the same order again (a retry after a network
 * failure or a double click) reuses the key, so the server creates it once; a different order (the
 * cart or the details changed, e.g. after a 409) is a new attempt with a new key.
 */
export class CheckoutAttempt {
  private key: string | null = null;
  private fingerprint: string | null = null;

  constructor(private readonly makeKey: () => string = randomKey) {}

  keyFor(payload: unknown): string {
    const fingerprint = JSON.stringify(payload);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.key = this.makeKey();
      this.fingerprint = fingerprint;
    }
    return this.key;
  }

  /** After an order went through: the next checkout is a new attempt. */
  reset(): void {
    this.key = null;
    this.fingerprint = null;
  }
}

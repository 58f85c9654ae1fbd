import { randomKey } from '@/lib/random-key';

export { randomKey };

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

import { describe, expect, it } from 'vitest';
import { CheckoutAttempt, randomKey } from './idempotency-key';

describe('CheckoutAttempt', () => {
  it('reuses the key while the same order is sent again', () => {
    const attempt = new CheckoutAttempt();
    const payload = { name: 'Amina', items: [{ target_id: 1, quantity: 2 }] };
    const first = attempt.keyFor(payload);
    expect(attempt.keyFor({ ...payload })).toBe(first);
  });

  it('makes a new key when the order changes or after a success', () => {
    let counter = 0;
    const attempt = new CheckoutAttempt(() => `key-${++counter}`);
    expect(attempt.keyFor({ items: [1] })).toBe('key-1');
    expect(attempt.keyFor({ items: [1, 2] })).toBe('key-2');
    attempt.reset();
    expect(attempt.keyFor({ items: [1, 2] })).toBe('key-3');
  });
});

describe('randomKey', () => {
  it('gives distinct UUID-shaped keys', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
  });
});

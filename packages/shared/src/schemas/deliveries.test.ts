import { describe, expect, it } from 'vitest';
import {
  amountReasonProblem,
  cashCloseSchema,
  cashNoteProblem,
  riderCreateSchema,
  runCreateSchema,
  stopOutcomeSchema,
  stopOutcomeSchemaOn,
} from './deliveries';
import { loginSchema } from './auth';
import { errorKeys } from './test-helpers';

const key = '3f2b8a4e-5c1d-4e7f-9a0b-1c2d3e4f5a6b';

describe('riderCreateSchema', () => {
  it('reads the phone as people write it and an empty e-mail as none', () => {
    const parsed = riderCreateSchema.parse({
      name: ' Youssef ',
      phone: '+212 6 12 34 56 78',
      email: '',
      password: 'secret1',
    });
    expect(parsed).toEqual({ name: 'Youssef', phone: '0612345678', email: null, password: 'secret1' });
  });

  it('names each missing or bad field', () => {
    expect(errorKeys(riderCreateSchema, { name: '', phone: '12', email: 'x', password: '123' })).toEqual({
      name: 'validation.rider.nameRequired',
      phone: 'validation.checkout.phoneInvalid',
      email: 'validation.email.invalid',
      password: 'validation.password.min',
    });
    expect(
      errorKeys(riderCreateSchema, { name: 'a'.repeat(101), phone: '0612345678', password: 'secret1' }),
    ).toEqual({
      name: 'validation.rider.nameMax',
    });
  });
});

describe('runCreateSchema', () => {
  it('takes 1..40 different orders in stop order', () => {
    expect(runCreateSchema.parse({ rider_id: 3, date: '2026-03-01', order_ids: [5, 2] }).order_ids).toEqual([
      5, 2,
    ]);
    expect(errorKeys(runCreateSchema, { rider_id: 3, date: '2026-02-30', order_ids: [] })).toEqual({
      date: 'validation.run.dateInvalid',
      order_ids: 'validation.run.ordersRequired',
    });
    expect(errorKeys(runCreateSchema, { rider_id: 3, date: '2026-03-01', order_ids: [1, 1] })).toEqual({
      order_ids: 'validation.run.ordersDuplicate',
    });
    const many = Array.from({ length: 41 }, (_, i) => i + 1);
    expect(errorKeys(runCreateSchema, { rider_id: 3, date: '2026-03-01', order_ids: many })).toEqual({
      order_ids: 'validation.run.ordersMax',
    });
  });
});

describe('stopOutcomeSchema', () => {
  it('needs a reason for a failure and a note for `other`', () => {
    expect(errorKeys(stopOutcomeSchema, { key, outcome: 'failed' })).toEqual({
      reason: 'validation.stop.reasonRequired',
    });
    expect(errorKeys(stopOutcomeSchema, { key, outcome: 'failed', reason: 'other', note: '  ' })).toEqual({
      note: 'validation.stop.noteRequired',
    });
    expect(stopOutcomeSchema.safeParse({ key, outcome: 'failed', reason: 'no_answer' }).success).toBe(true);
  });

  it('needs a date to postpone to, today or later with the form rule', () => {
    expect(errorKeys(stopOutcomeSchema, { key, outcome: 'postponed' })).toEqual({
      postponed_to: 'validation.stop.postponedToRequired',
    });
    const form = stopOutcomeSchemaOn('2026-03-02');
    expect(errorKeys(form, { key, outcome: 'postponed', postponed_to: '2026-03-01' })).toEqual({
      postponed_to: 'validation.stop.postponedToPast',
    });
    expect(form.safeParse({ key, outcome: 'postponed', postponed_to: '2026-03-02' }).success).toBe(true);
  });

  it('refuses a key that is not a UUID, a negative or fractional amount, and a code that is not 4 digits', () => {
    expect(
      errorKeys(stopOutcomeSchema, { key: 'abc', outcome: 'delivered', collected: -1, code: '12a4' }),
    ).toEqual({
      key: 'validation.stop.keyInvalid',
      collected: 'validation.stop.collectedInvalid',
      code: 'validation.stop.codeInvalid',
    });
    expect(errorKeys(stopOutcomeSchema, { key, outcome: 'delivered', collected: 10.5 })).toEqual({
      collected: 'validation.stop.collectedInvalid',
    });
  });

  it('reads a code typed with Arabic-Indic digits', () => {
    expect(stopOutcomeSchema.parse({ key, outcome: 'delivered', code: '١٢٣٤' }).code).toBe('1234');
  });

  it('asks a reason when the amount collected is not the amount due', () => {
    const delivered = (collected?: number, amount_reason?: string) =>
      amountReasonProblem({ outcome: 'delivered', collected, amount_reason }, 12_000);
    expect(delivered()).toBeNull();
    expect(delivered(12_000)).toBeNull();
    expect(delivered(10_000)).toBe('validation.stop.amountReasonRequired');
    expect(delivered(10_000, 'customer kept one item')).toBeNull();
  });
});

describe('cashCloseSchema', () => {
  it('asks a note when the counted amount differs from the expected', () => {
    const close = cashCloseSchema.parse({ counted: 9_000 });
    expect(cashNoteProblem(close, 10_000)).toBe('validation.cash.noteRequired');
    expect(cashNoteProblem(close, 9_000)).toBeNull();
    expect(cashNoteProblem(cashCloseSchema.parse({ counted: 9_000, note: 'short' }), 10_000)).toBeNull();
  });
});

describe('loginSchema with riders', () => {
  it('reads a phone however written as the national number, and keeps e-mails', () => {
    expect(loginSchema.parse({ email: '06 12 34 56 78', password: 'secret1' }).email).toBe('0612345678');
    expect(loginSchema.parse({ email: '+212612345678', password: 'secret1' }).email).toBe('0612345678');
    expect(loginSchema.parse({ email: 'Rider@Example.com', password: 'secret1' }).email).toBe(
      'rider@example.com',
    );
    expect(errorKeys(loginSchema, { email: '0612', password: 'secret1' })).toEqual({
      email: 'validation.email.invalid',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { offerDraftProblem } from './offer-validation';

const product = { id: 7, price: 120 };
const valid = { offer_price: '99.90', start_date: '2026-05-01', end_date: '2026-05-31' };

describe('offerDraftProblem', () => {
  it('accepts a complete offer below the regular price, and one ending on its first day', () => {
    expect(offerDraftProblem(valid, product)).toBeNull();
    expect(offerDraftProblem({ ...valid, end_date: '2026-05-01' }, product)).toBeNull();
  });

  it('asks for every field first, marking the empty ones', () => {
    expect(offerDraftProblem({ offer_price: '', start_date: '2026-05-01', end_date: ' ' }, product)).toEqual({
      key: 'validation.offer.requiredFields',
      fields: ['offer_price', 'end_date'],
    });
  });

  it('refuses an end date before the start date, before looking at the price', () => {
    expect(offerDraftProblem({ ...valid, end_date: '2026-04-30', offer_price: '0' }, product)).toEqual({
      key: 'validation.offer.endBeforeStart',
      fields: ['end_date'],
    });
  });

  it('wants a price above 0', () => {
    expect(offerDraftProblem({ ...valid, offer_price: '0' }, product)?.key).toBe(
      'validation.offer.pricePositive',
    );
    expect(offerDraftProblem({ ...valid, offer_price: '-5' }, product)).toEqual({
      key: 'validation.offer.pricePositive',
      fields: ['offer_price'],
    });
  });

  it('refuses a price above the regular price', () => {
    expect(offerDraftProblem({ ...valid, offer_price: '120.01' }, product)?.key).toBe(
      'validation.offer.priceAboveOriginal',
    );
  });
});

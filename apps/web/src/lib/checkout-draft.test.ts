import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  loadCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft';

describe('checkout draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps what was typed and gives it back', () => {
    saveCheckoutDraft({
      name: 'Amina',
      phone_number: '0612345678',
      city: '',
      address: '12 Rue',
      delivery_area_id: '2',
    });
    expect(loadCheckoutDraft()).toEqual({
      name: 'Amina',
      phone_number: '0612345678',
      address: '12 Rue',
      delivery_area_id: '2',
    });
  });

  it('an emptied form removes the draft, and clearing forgets it', () => {
    saveCheckoutDraft({ name: 'Amina' });
    saveCheckoutDraft({ name: '' });
    expect(window.localStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    saveCheckoutDraft({ phone_number: '0612345678' });
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toEqual({});
  });

  it('ignores a stored value of the wrong shape', () => {
    window.localStorage.setItem(CHECKOUT_DRAFT_KEY, '{"name":42,"city":{"x":1},"address":"ok"}');
    expect(loadCheckoutDraft()).toEqual({ address: 'ok' });
    window.localStorage.setItem(CHECKOUT_DRAFT_KEY, 'not json');
    expect(loadCheckoutDraft()).toEqual({});
  });
});

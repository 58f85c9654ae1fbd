import { describe, expect, it } from 'vitest';
import { canAdvance, nextStep, previousStep, reachableStep } from './checkout-steps';

describe('checkout steps', () => {
  it('goes from cart to info only with at least one item', () => {
    expect(nextStep('cart', { itemCount: 0, infoValid: true })).toBe('cart');
    expect(nextStep('cart', { itemCount: 1, infoValid: false })).toBe('info');
  });

  it('goes from info to review only when the info is valid', () => {
    expect(canAdvance('info', { itemCount: 2, infoValid: false })).toBe(false);
    expect(nextStep('info', { itemCount: 2, infoValid: false })).toBe('info');
    expect(nextStep('info', { itemCount: 2, infoValid: true })).toBe('review');
    expect(canAdvance('review', { itemCount: 2, infoValid: true })).toBe(false);
  });

  it('goes back review to info and info to cart', () => {
    expect(previousStep('review')).toBe('info');
    expect(previousStep('info')).toBe('cart');
    expect(previousStep('cart')).toBe('cart');
  });

  it('falls back to a step that can be shown', () => {
    expect(reachableStep('review', { itemCount: 0, infoValid: true })).toBe('cart');
    expect(reachableStep('review', { itemCount: 1, infoValid: false })).toBe('info');
    expect(reachableStep('info', { itemCount: 1, infoValid: false })).toBe('info');
  });
});

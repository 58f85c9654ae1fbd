/** The cart wizard's steps, in order (SPEC section 4 "Cart wizard"). */
export const CHECKOUT_STEPS = ['cart', 'info', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepGuards {
  itemCount: number;
  infoValid: boolean;
}

/** Whether the wizard may move forward from `step`: info needs an item, review needs valid info. */
export function canAdvance(step: CheckoutStep, guards: StepGuards): boolean {
  if (step === 'cart') return guards.itemCount > 0;
  if (step === 'info') return guards.itemCount > 0 && guards.infoValid;
  return false;
}

export function nextStep(step: CheckoutStep, guards: StepGuards): CheckoutStep {
  if (!canAdvance(step, guards)) return step;
  return step === 'cart' ? 'info' : 'review';
}

/** Back goes review to info and info to cart. */
export function previousStep(step: CheckoutStep): CheckoutStep {
  if (step === 'review') return 'info';
  return 'cart';
}

/** An emptied cart (last line removed, order placed) sends the wizard back to its first step. */
export function reachableStep(step: CheckoutStep, guards: StepGuards): CheckoutStep {
  if (guards.itemCount === 0) return 'cart';
  if (step === 'review' && !guards.infoValid) return 'info';
  return step;
}

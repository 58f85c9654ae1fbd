import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_SUCCESS_TOAST_MS } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/lib/auth/use-user';
import { FALLBACK_SETTINGS, publicSettingsQueryOptions } from '@/lib/public-settings';
import { catalogueQueryKey } from '@/lib/query-keys';
import { capCartLines, clearCart, removeFromCart, syncCartItems } from '@/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePlaceOrder } from '../api/place-order';
import { cartSummary } from '../lib/cart-summary';
import { describeCapped } from '../lib/conflict-notice';
import { nextStep, previousStep, reachableStep, type CheckoutStep } from '../lib/checkout-steps';
import { CheckoutAttempt } from '../lib/idempotency-key';
import { orderFailureOutcome, type InfoField, type OrderProblem } from '../lib/order-failure';
import { buildOrderPayload } from '../lib/order-payload';
import {
  clearCheckoutDraft,
  loadCheckoutDraft,
  saveCheckoutDraft,
  type DraftField,
} from '@/lib/checkout-draft';
import { useCheckoutForm } from './use-checkout-form';

function summaryArea(id: number | null): number | null {
  return id !== null && Number.isInteger(id) ? id : null;
}

/** The cart wizard: steps, the info form, the summary, and placing the order with its outcomes. */
export function useCheckout() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const items = useAppSelector((state) => state.cart.cartItems);
  const [requestedStep, setStep] = useState<CheckoutStep>('cart');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const attempt = useRef(new CheckoutAttempt());
  const placeOrder = usePlaceOrder();
  // Stock (and prices) moved: the catalogue reads them again.
  const refreshCatalogue = () => void queryClient.invalidateQueries({ queryKey: catalogueQueryKey });

  const subtotalOnly = useMemo(() => cartSummary(items, null).subtotal, [items]);
  const form = useCheckoutForm(subtotalOnly);
  // What was typed before a reload comes back (after hydration: the server has no draft), and every
  // change is kept on the device until the order is placed (decision 212).
  useEffect(() => {
    const draft = loadCheckoutDraft();
    for (const [field, value] of Object.entries(draft) as [DraftField, string][]) {
      if (!form.getValues(field)) form.setValue(field, value);
    }
    const subscription = form.watch((values) => saveCheckoutDraft(values));
    return () => subscription.unsubscribe();
  }, [form]);
  // A signed-in customer finds their name and city filled in; what they typed already stays.
  useEffect(() => {
    if (!user) return;
    const known = { name: user.full_name, city: user.city };
    for (const field of ['name', 'city'] as const) {
      if (known[field] && !form.getValues(field)) form.setValue(field, known[field]);
    }
  }, [user, form]);
  const areaValue = form.watch('delivery_area_id');
  const areaId = areaValue === '' || areaValue === null || areaValue === undefined ? null : Number(areaValue);
  const summary = useMemo(() => cartSummary(items, summaryArea(areaId)), [items, areaId]);
  // The info is validated on the way to the review (handleSubmit), so only an emptied cart moves back.
  const step = reachableStep(requestedStep, { itemCount: items.length, infoValid: true });

  const goToInfo = () => setStep(nextStep('cart', { itemCount: items.length, infoValid: false }));
  const goToReview = form.handleSubmit(() =>
    setStep(nextStep('info', { itemCount: items.length, infoValid: true })),
  );
  const goBack = () => setStep(previousStep(step));

  const complete = async () => {
    const values = form.getValues();
    const payload = buildOrderPayload(
      {
        name: values.name ?? '',
        phone_number: values.phone_number ?? '',
        city: values.city ?? '',
        address: values.address ?? '',
        delivery_area_id: summaryArea(areaId),
      },
      items,
      { deliveryAreaRequired: summary.deliveryAreaRequired, userId: user?.id ?? null },
    );
    setProblem(null);
    try {
      const order = await placeOrder.mutateAsync({
        payload,
        idempotencyKey: attempt.current.keyFor(payload),
      });
      attempt.current.reset();
      dispatch(clearCart());
      // The next person on this device starts from an empty form: no phone, name or address left.
      form.reset();
      clearCheckoutDraft();
      setStep('cart');
      setPlaced(order);
      toast.success(t('success.toast'), { autoClose: ORDER_SUCCESS_TOAST_MS });
      refreshCatalogue();
    } catch (error) {
      handleFailure(error);
    }
  };

  function handleFailure(error: unknown) {
    const outcome = orderFailureOutcome(error, items, t('errors.orderFailedDefault'));
    if (outcome.sync.length > 0) {
      // The server's current prices and stock replace the cart's, so the next total is one it accepts.
      dispatch(syncCartItems(outcome.sync));
      refreshCatalogue();
    }
    outcome.remove.forEach((line) => dispatch(removeFromCart(line)));
    const fields = Object.entries(outcome.fieldErrors) as [InfoField, string][];
    fields.forEach(([field, message]) => form.setError(field, { type: 'server', message }));
    if (fields.length > 0) setStep('info');
    setProblem(outcome.problem);
    if (outcome.overCap) void capToServerLimit(outcome.problem);
  }

  /**
   * A line went over the per-line cap: the cap is read again (the shop may have lowered it since the
   * page loaded), every line comes down to it, and the notice lists the lines that moved.
   */
  async function capToServerLimit(problem: OrderProblem) {
    const settings = await queryClient
      .fetchQuery({ ...publicSettingsQueryOptions(), staleTime: 0 })
      .catch(() => queryClient.getQueryData(publicSettingsQueryOptions().queryKey) ?? FALLBACK_SETTINGS);
    const maxPerLine = settings.order_max_units_per_line;
    const changes = describeCapped(items, maxPerLine);
    dispatch(capCartLines({ maxPerLine }));
    // Unless the shopper dismissed the notice or tried again meanwhile.
    if (changes.length > 0) setProblem((shown) => (shown === problem ? { ...problem, changes } : shown));
  }

  return {
    items,
    step,
    form,
    summary,
    problem,
    placed,
    isPlacing: placeOrder.isPending,
    dismissProblem: () => setProblem(null),
    dismissPlaced: () => setPlaced(null),
    goToInfo,
    goToReview,
    goBack,
    goToCart: () => setStep('cart'),
    complete,
  };
}

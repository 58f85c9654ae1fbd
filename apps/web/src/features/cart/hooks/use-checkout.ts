import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_SUCCESS_TOAST_MS } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import { clearCart, removeFromCart, syncCartItems } from '../../../store/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { usePlaceOrder } from '../api/place-order';
import { cartSummary } from '../lib/cart-summary';
import { nextStep, previousStep, reachableStep, type CheckoutStep } from '../lib/checkout-steps';
import { describeChanges, type LineChange } from '../lib/conflict-notice';
import { CheckoutAttempt } from '../lib/idempotency-key';
import { buildOrderPayload, parseOrderConflict } from '../lib/order-payload';
import { useCheckoutForm } from './use-checkout-form';

export interface OrderProblem {
  /** The text after 'Order failed: '. */
  message: string;
  /** Lines the server changed (409): shown so the shopper sees what moved. */
  changes: LineChange[];
}

const CATALOGUE_KEYS = [['products'], ['packs']] as const;

function summaryArea(id: number | null): number | null {
  return id !== null && Number.isInteger(id) ? id : null;
}

function unavailableLines(body: unknown): { id: number; isPack: boolean }[] {
  if (
    typeof body !== 'object' ||
    body === null ||
    !('unavailable' in body) ||
    !Array.isArray(body.unavailable)
  )
    return [];
  return body.unavailable.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { target_name, target_id } = row as { target_name?: unknown; target_id?: unknown };
    return typeof target_id === 'number' && (target_name === 'product' || target_name === 'pack')
      ? [{ id: target_id, isPack: target_name === 'pack' }]
      : [];
  });
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

  const subtotalOnly = useMemo(() => cartSummary(items, null).subtotal, [items]);
  const form = useCheckoutForm(subtotalOnly);
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
      form.reset();
      setStep('cart');
      setPlaced(order);
      toast.success(t('success.toast'), { autoClose: ORDER_SUCCESS_TOAST_MS });
      void Promise.all(
        CATALOGUE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    } catch (error) {
      handleFailure(error);
    }
  };

  function handleFailure(error: unknown) {
    const message = errorMessage(error, t('errors.orderFailedDefault'));
    if (!(error instanceof ApiError)) return setProblem({ message, changes: [] });
    const conflict = error.status === 409 ? parseOrderConflict(error.body) : null;
    if (conflict) {
      // The server's current prices and stock replace the cart's, so the next total is one it accepts.
      const changes = describeChanges(items, conflict.updates);
      dispatch(syncCartItems(conflict.updates));
      void Promise.all(
        CATALOGUE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
      setProblem({ message, changes });
      return;
    }
    const gone = unavailableLines(error.body);
    if (gone.length > 0) {
      gone.forEach((line) => dispatch(removeFromCart(line)));
      return setProblem({ message, changes: [] });
    }
    const fields = error.firstFieldErrors();
    const infoFields = ['name', 'phone_number', 'city', 'address', 'delivery_area_id'] as const;
    const onInfo = infoFields.filter((field) => fields[field]);
    onInfo.forEach((field) => form.setError(field, { type: 'server', message: fields[field] }));
    if (onInfo.length > 0) setStep('info');
    setProblem({ message, changes: [] });
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

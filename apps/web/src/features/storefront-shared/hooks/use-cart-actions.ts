import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cartToast } from '@/components/ui/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  addToCart,
  decreaseQuantity,
  increaseQuantity,
  removeFromCart,
  setQuantity,
  type CartItemInput,
  type CartLineKey,
} from '@/store/cart-slice';

type Named = CartLineKey & { name: string };

/**
 * Cart changes with the feedback of SPEC section 8 "Cart toasts": a new line says
 * 'Product (name) added to cart', a raise (or adding it again) 'Increased (name) quantity', a decrease
 * 'Decreased (name) quantity'. Nothing goes above the stock, so a refused raise says nothing.
 */
export function useCartActions() {
  const { t } = useTranslation('storefront');
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.cart.cartItems);

  const lineOf = useCallback(
    (key: CartLineKey) => items.find((item) => item.id === key.id && item.isPack === key.isPack),
    [items],
  );

  const add = useCallback(
    (input: CartItemInput) => {
      const line = lineOf(input);
      if (!line) {
        if (input.stock <= 0) return;
        dispatch(addToCart(input));
        cartToast.success(t('toasts.added', { name: input.name }));
      } else if (line.quantity < line.stock) {
        dispatch(addToCart(input));
        cartToast.success(t('toasts.increased', { name: input.name }));
      }
    },
    [dispatch, lineOf, t],
  );

  const increase = useCallback(
    (key: Named) => {
      const line = lineOf(key);
      if (!line || line.quantity >= line.stock) return;
      dispatch(increaseQuantity(key));
      cartToast.success(t('toasts.increased', { name: key.name }));
    },
    [dispatch, lineOf, t],
  );

  const decrease = useCallback(
    (key: Named) => {
      if (!lineOf(key)) return;
      dispatch(decreaseQuantity(key));
      cartToast.info(t('toasts.decreased', { name: key.name }));
    },
    [dispatch, lineOf, t],
  );

  /** The detail modal's add / update cart with a chosen quantity. */
  const put = useCallback(
    (input: CartItemInput, quantity: number) => {
      const line = lineOf(input);
      const wanted = Math.max(1, Math.min(Math.floor(quantity), input.stock));
      if (!line) {
        if (input.stock <= 0) return;
        dispatch(addToCart(input));
        if (wanted > 1) dispatch(setQuantity({ id: input.id, isPack: input.isPack, quantity: wanted }));
        cartToast.success(t('toasts.added', { name: input.name }));
        return;
      }
      if (wanted === line.quantity) return;
      dispatch(setQuantity({ id: input.id, isPack: input.isPack, quantity: wanted }));
      if (wanted > line.quantity) cartToast.success(t('toasts.increased', { name: input.name }));
      else cartToast.info(t('toasts.decreased', { name: input.name }));
    },
    [dispatch, lineOf, t],
  );

  const remove = useCallback((key: CartLineKey) => dispatch(removeFromCart(key)), [dispatch]);

  return { add, increase, decrease, put, remove, lineOf };
}

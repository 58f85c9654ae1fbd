import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cartToast, toast } from '@/components/ui/toast';
import { usePublicSettings } from '@/lib/public-settings';
import { useLocalised } from '@/i18n/use-localised';
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
import { lineLimit, type LineLimit } from '@/store/line-limit';

/** A line's key with its names: the toasts say the name in the shopper's language (decision 207). */
type Named = CartLineKey & { name: string; name_fr?: string | null; name_ar?: string | null };

/**
 * Cart changes with the feedback of SPEC section 8 "Cart toasts": a new line says
 * 'Product (name) added to cart', a raise (or adding it again) 'Increased (name) quantity', a decrease
 * 'Decreased (name) quantity'. Nothing goes above min(stock, the shop's per-line cap); adding an item
 * whose line is already there says why instead, in a toast phones show too.
 */
export function useCartActions() {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const nameOf = localised.name;
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.cart.cartItems);
  const maxPerLine = usePublicSettings().order_max_units_per_line;

  const lineOf = useCallback(
    (key: CartLineKey) => items.find((item) => item.id === key.id && item.isPack === key.isPack),
    [items],
  );

  const limitOf = useCallback((stock: number): LineLimit => lineLimit(stock, maxPerLine), [maxPerLine]);

  const sayLimit = useCallback(
    (name: string, limit: LineLimit) =>
      toast.warning(
        t(limit.reason === 'perOrder' ? 'toasts.limitPerOrder' : 'toasts.limitStock', {
          name,
          count: limit.max,
        }),
      ),
    [t],
  );

  const add = useCallback(
    (input: CartItemInput) => {
      const line = lineOf(input);
      if (!line) {
        if (input.stock <= 0) return;
        dispatch(addToCart({ ...input, maxPerLine }));
        cartToast.success(t('toasts.added', { name: nameOf(input) }));
        return;
      }
      const limit = limitOf(line.stock);
      if (line.quantity >= limit.max) {
        sayLimit(nameOf(input), limit);
        return;
      }
      dispatch(addToCart({ ...input, maxPerLine }));
      cartToast.success(t('toasts.increased', { name: nameOf(input) }));
    },
    [dispatch, lineOf, limitOf, maxPerLine, nameOf, sayLimit, t],
  );

  const increase = useCallback(
    (key: Named) => {
      const line = lineOf(key);
      if (!line) return;
      const limit = limitOf(line.stock);
      if (line.quantity >= limit.max) {
        sayLimit(nameOf(key), limit);
        return;
      }
      dispatch(increaseQuantity({ id: key.id, isPack: key.isPack, maxPerLine }));
      cartToast.success(t('toasts.increased', { name: nameOf(key) }));
    },
    [dispatch, lineOf, limitOf, maxPerLine, nameOf, sayLimit, t],
  );

  const decrease = useCallback(
    (key: Named) => {
      if (!lineOf(key)) return;
      dispatch(decreaseQuantity(key));
      cartToast.info(t('toasts.decreased', { name: nameOf(key) }));
    },
    [dispatch, lineOf, nameOf, t],
  );

  /** The detail modal's add / update cart with a chosen quantity. */
  const put = useCallback(
    (input: CartItemInput, quantity: number) => {
      const line = lineOf(input);
      const limit = limitOf(input.stock);
      const asked = Math.max(1, Math.floor(quantity));
      const wanted = Math.min(asked, Math.max(limit.max, 1));
      if (asked > wanted && limit.max > 0) sayLimit(nameOf(input), limit);
      const change = { id: input.id, isPack: input.isPack, quantity: wanted, maxPerLine };
      if (!line) {
        if (input.stock <= 0) return;
        dispatch(addToCart({ ...input, maxPerLine }));
        if (wanted > 1) dispatch(setQuantity(change));
        cartToast.success(t('toasts.added', { name: nameOf(input) }));
        return;
      }
      if (wanted === line.quantity) return;
      dispatch(setQuantity(change));
      if (wanted > line.quantity) cartToast.success(t('toasts.increased', { name: nameOf(input) }));
      else cartToast.info(t('toasts.decreased', { name: nameOf(input) }));
    },
    [dispatch, lineOf, limitOf, maxPerLine, nameOf, sayLimit, t],
  );

  const remove = useCallback((key: CartLineKey) => dispatch(removeFromCart(key)), [dispatch]);

  return { add, increase, decrease, put, remove, lineOf, limitOf };
}

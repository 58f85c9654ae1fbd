import type { UnknownAction } from 'redux';
import { createAction } from './action';
import { lineLimit } from './line-limit';

/**
 * A cart line (SPEC section 3 "Cart item"). `id` is the product's or the pack's id; `isPack` tells
 * them apart, so a product and a pack may share an id. Prices are in MAD as the API sends them.
 */
export interface CartItem {
  id: number;
  isPack: boolean;
  /** The main name; `name_fr` / `name_ar` beside it so the cart shows the language chosen (decision 207). */
  name: string;
  name_fr?: string | null;
  name_ar?: string | null;
  quantity: number;
  price: number;
  image: string | null;
  /** The category's names, for the line's label in the language shown. */
  category: { name: string; name_fr?: string | null; name_ar?: string | null } | null;
  stock: number;
  offer_price?: number | null;
  original_price?: number | null;
}

/** What a card hands to addToCart: the line without its quantity (a new line starts at 1). */
export type CartItemInput = Omit<CartItem, 'quantity'> & { quantity?: never };

export interface CartLineKey {
  id: number;
  isPack: boolean;
}

/**
 * The shop's per-line cap (GET /api/settings `order_max_units_per_line`) handed along with every
 * change that raises a quantity; the server's default when left out.
 */
export interface WithLineCap {
  maxPerLine?: number;
}

export interface CartState {
  cartItems: CartItem[];
  /** Number of distinct lines, not the total quantity (SPEC section 3). */
  cartAmount: number;
}

/** The server's view of a line after a 409 on POST /orders: current price and stock. */
export interface CartLineUpdate extends CartLineKey {
  price?: number;
  stock?: number;
  offer_price?: number | null;
}

export const initialCartState: CartState = { cartItems: [], cartAmount: 0 };

const sameLine = (a: CartLineKey) => (b: CartLineKey) => a.id === b.id && a.isPack === b.isPack;

/** The cart with new lines; cartAmount always follows the number of lines. */
const withLines = (cartItems: CartItem[]): CartState => ({ cartItems, cartAmount: cartItems.length });

/**
 * Quantity never goes above the stock the line knows about (SPEC section 5 "Cart quantity") nor
 * above the shop's per-line cap, which the server enforces on every order.
 */
function canIncrease(line: CartItem, maxPerLine: number | undefined): boolean {
  return line.quantity < lineLimit(line.stock, maxPerLine).max;
}

/**
 * Replaces the line matching `key` by what `change` makes of it (null drops it). The state stays the
 * same object when nothing changed, so no save follows a dispatch that did nothing.
 */
function updateLine(
  state: CartState,
  key: CartLineKey,
  change: (line: CartItem) => CartItem | null,
): CartState {
  const index = state.cartItems.findIndex(sameLine(key));
  if (index < 0) return state;
  const line = state.cartItems[index]!;
  const next = change(line);
  if (next === line) return state;
  const cartItems = [...state.cartItems];
  if (next) cartItems[index] = next;
  else cartItems.splice(index, 1);
  return withLines(cartItems);
}

const withQuantity = (line: CartItem, quantity: number): CartItem =>
  quantity === line.quantity ? line : { ...line, quantity };

export const addToCart = createAction<CartItemInput & WithLineCap>('cart/addToCart');
export const increaseQuantity = createAction<CartLineKey & WithLineCap>('cart/increaseQuantity');
export const decreaseQuantity = createAction<CartLineKey>('cart/decreaseQuantity');
/** The detail modal's update-cart: sets the quantity (dropping the line at 0, capped at stock and cap). */
export const setQuantity = createAction<CartLineKey & WithLineCap & { quantity: number }>('cart/setQuantity');
export const removeFromCart = createAction<CartLineKey>('cart/removeFromCart');
export const clearCart = createAction('cart/clearCart');
/**
 * After the server refused an order (409) with current prices and stock: take them over, cap
 * quantities at the new stock and drop lines that are sold out, so the next total is one the
 * server will accept.
 */
export const syncCartItems = createAction<CartLineUpdate[]>('cart/syncCartItems');
/**
 * After the server refused a line over its per-line cap (422 on `items`): every line comes down to
 * the cap, so the next order is one the server accepts.
 */
export const capCartLines = createAction<{ maxPerLine: number }>('cart/capCartLines');

function syncLine(line: CartItem, update: CartLineUpdate): CartItem {
  const next = { ...line };
  if (update.price !== undefined) next.price = update.price;
  if (update.offer_price !== undefined) next.offer_price = update.offer_price;
  if (update.stock !== undefined) {
    next.stock = update.stock;
    if (next.quantity > update.stock) next.quantity = update.stock;
  }
  return next;
}

/**
 * The cart's reducer, written with plain immutable updates (no draft library in the first page
 * load: see docs/performance.md).
 */
export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  if (addToCart.match(action)) {
    const { maxPerLine, ...input } = action.payload;
    const line = state.cartItems.find(sameLine(input));
    if (!line) return withLines([...state.cartItems, { ...input, quantity: 1 }]);
    return updateLine(state, line, (found) =>
      canIncrease(found, maxPerLine) ? withQuantity(found, found.quantity + 1) : found,
    );
  }
  if (increaseQuantity.match(action)) {
    return updateLine(state, action.payload, (line) =>
      canIncrease(line, action.payload.maxPerLine) ? withQuantity(line, line.quantity + 1) : line,
    );
  }
  if (decreaseQuantity.match(action)) {
    return updateLine(state, action.payload, (line) =>
      line.quantity - 1 <= 0 ? null : withQuantity(line, line.quantity - 1),
    );
  }
  if (setQuantity.match(action)) {
    const quantity = Math.floor(action.payload.quantity);
    return updateLine(state, action.payload, (line) =>
      !Number.isFinite(quantity) || quantity <= 0
        ? null
        : withQuantity(
            line,
            Math.min(quantity, Math.max(lineLimit(line.stock, action.payload.maxPerLine).max, 1)),
          ),
    );
  }
  if (removeFromCart.match(action)) {
    return withLines(state.cartItems.filter((item) => !sameLine(action.payload)(item)));
  }
  if (clearCart.match(action)) return initialCartState;
  if (syncCartItems.match(action)) {
    const updates = action.payload;
    const cartItems = state.cartItems
      .map((line) => updates.filter(sameLine(line)).reduce(syncLine, line))
      .filter((item) => item.quantity > 0);
    return withLines(cartItems);
  }
  if (capCartLines.match(action)) {
    const cap = Math.max(1, Math.floor(action.payload.maxPerLine));
    if (!Number.isFinite(cap) || !state.cartItems.some((line) => line.quantity > cap)) return state;
    return withLines(state.cartItems.map((line) => withQuantity(line, Math.min(line.quantity, cap))));
  }
  return state;
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A cart line (SPEC section 3 "Cart item"). `id` is the product's or the pack's id; `isPack` tells
 * them apart, so a product and a pack may share an id. Prices are in MAD as the API sends them.
 */
export interface CartItem {
  id: number;
  isPack: boolean;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
  category: { name: string } | null;
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

function refreshAmount(state: CartState): void {
  state.cartAmount = state.cartItems.length;
}

/** Quantity never goes above the stock the line knows about (SPEC section 5 "Cart quantity"). */
function canIncrease(line: CartItem): boolean {
  return line.quantity < line.stock;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addToCart(state, action: PayloadAction<CartItemInput>) {
      const line = state.cartItems.find(sameLine(action.payload));
      if (line) {
        if (canIncrease(line)) line.quantity += 1;
      } else {
        state.cartItems.push({ ...action.payload, quantity: 1 });
      }
      refreshAmount(state);
    },
    increaseQuantity(state, action: PayloadAction<CartLineKey>) {
      const line = state.cartItems.find(sameLine(action.payload));
      if (line && canIncrease(line)) line.quantity += 1;
    },
    decreaseQuantity(state, action: PayloadAction<CartLineKey>) {
      const line = state.cartItems.find(sameLine(action.payload));
      if (!line) return;
      line.quantity -= 1;
      if (line.quantity <= 0) {
        state.cartItems = state.cartItems.filter((item) => item !== line);
        refreshAmount(state);
      }
    },
    /** The detail modal's update-cart: sets the quantity (dropping the line at 0, capped at stock). */
    setQuantity(state, action: PayloadAction<CartLineKey & { quantity: number }>) {
      const line = state.cartItems.find(sameLine(action.payload));
      if (!line) return;
      const quantity = Math.floor(action.payload.quantity);
      if (!Number.isFinite(quantity) || quantity <= 0) {
        state.cartItems = state.cartItems.filter((item) => item !== line);
        refreshAmount(state);
        return;
      }
      line.quantity = Math.min(quantity, Math.max(line.stock, 1));
    },
    removeFromCart(state, action: PayloadAction<CartLineKey>) {
      state.cartItems = state.cartItems.filter((item) => !sameLine(action.payload)(item));
      refreshAmount(state);
    },
    clearCart(state) {
      state.cartItems = [];
      state.cartAmount = 0;
    },
    /**
     * After the server refused an order (409) with current prices and stock: take them over, cap
     * quantities at the new stock and drop lines that are sold out, so the next total is one the
     * server will accept.
     */
    syncCartItems(state, action: PayloadAction<CartLineUpdate[]>) {
      for (const update of action.payload) {
        const line = state.cartItems.find(sameLine(update));
        if (!line) continue;
        if (update.price !== undefined) line.price = update.price;
        if (update.offer_price !== undefined) line.offer_price = update.offer_price;
        if (update.stock !== undefined) {
          line.stock = update.stock;
          if (line.quantity > update.stock) line.quantity = update.stock;
        }
      }
      state.cartItems = state.cartItems.filter((item) => item.quantity > 0);
      refreshAmount(state);
    },
  },
});

export const {
  addToCart,
  increaseQuantity,
  decreaseQuantity,
  setQuantity,
  removeFromCart,
  clearCart,
  syncCartItems,
} = cartSlice.actions;

export const cartReducer = cartSlice.reducer;

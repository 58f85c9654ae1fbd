import { isLanguage, RTL_LANGUAGES, STORAGE_KEYS, type Language } from '@parashop/shared/constants';
import type { CartItem, CartState } from './cart-slice';
import { initialCartState } from './cart-slice';
import type { UiState } from './ui-slice';
import { initialUiState } from './ui-slice';

export interface PersistedState {
  cart: CartState;
  ui: UiState;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Keeps a stored line only if it still has the shape a cart line needs; anything else is dropped. */
function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, isPack, name, quantity, price, image, category, stock } = value;
  if (!isFiniteNumber(id) || typeof isPack !== 'boolean' || typeof name !== 'string') return null;
  if (!isFiniteNumber(quantity) || quantity < 1 || !isFiniteNumber(price)) return null;
  const item: CartItem = {
    ...(value as Partial<CartItem>),
    id,
    isPack,
    name,
    quantity: Math.floor(quantity),
    price,
    image: typeof image === 'string' ? image : null,
    category:
      isRecord(category) && typeof category.name === 'string'
        ? {
            name: category.name,
            name_fr: typeof category.name_fr === 'string' ? category.name_fr : null,
            name_ar: typeof category.name_ar === 'string' ? category.name_ar : null,
          }
        : null,
    stock: isFiniteNumber(stock) ? stock : Math.floor(quantity),
  };
  return item;
}

function toCartItems(value: unknown): CartItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: CartItem[] = [];
  for (const entry of value) {
    const item = toCartItem(entry);
    // Two stored lines for one product would break the "same id + isPack" rule: keep the first.
    if (item && !items.some((other) => other.id === item.id && other.isPack === item.isPack))
      items.push(item);
  }
  return items;
}

function toLanguage(value: unknown): Language | undefined {
  return isLanguage(value) ? value : undefined;
}

/**
 * Reads the saved client state (SPEC section 4: restored at start). The whole state lives under
 * `reduxState`; the separate `cartItems` and `favoritesCount` keys are the fallback when it is missing
 * or unreadable. Open detail panels are not restored (decision 002): a reload starts with them closed.
 */
export function loadPersistedState(storage: Storage = window.localStorage): PersistedState {
  const whole = parse(storage, STORAGE_KEYS.reduxState);
  const wholeCart = isRecord(whole) && isRecord(whole.cart) ? whole.cart : {};
  const wholeUi = isRecord(whole) && isRecord(whole.ui) ? whole.ui : {};

  const cartItems =
    toCartItems(wholeCart.cartItems) ??
    toCartItems(parse(storage, STORAGE_KEYS.cartItems)) ??
    initialCartState.cartItems;

  const storedCount = isFiniteNumber(wholeUi.favoritesCount)
    ? wholeUi.favoritesCount
    : parse(storage, STORAGE_KEYS.favoritesCount);
  const language = toLanguage(wholeUi.language) ?? initialUiState.language;

  return {
    cart: { cartItems, cartAmount: cartItems.length },
    ui: {
      ...initialUiState,
      favoritesCount: isFiniteNumber(storedCount) && storedCount >= 0 ? Math.floor(storedCount) : 0,
      currentView: typeof wholeUi.currentView === 'string' ? wholeUi.currentView : initialUiState.currentView,
      language,
      languageChosen: wholeUi.languageChosen === true,
      rtl: RTL_LANGUAGES.includes(language),
    },
  };
}

/** Writes the keys of SPEC section 9: cartItems, cartAmount, favoritesCount and the whole state. */
export function savePersistedState(state: PersistedState, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(state.cart.cartItems));
    storage.setItem(STORAGE_KEYS.cartAmount, JSON.stringify(state.cart.cartAmount));
    storage.setItem(STORAGE_KEYS.favoritesCount, JSON.stringify(state.ui.favoritesCount));
    storage.setItem(STORAGE_KEYS.reduxState, JSON.stringify(state));
  } catch {
    // Full or blocked storage must not break the shop: the state simply is not kept.
  }
}

import type { RootState } from './index';

export const selectCartItems = (state: RootState) => state.cart.cartItems;
export const selectCartAmount = (state: RootState) => state.cart.cartAmount;
export const selectFavoritesCount = (state: RootState) => state.ui.favoritesCount;
export const selectLanguage = (state: RootState) => state.ui.language;
export const selectLanguageChosen = (state: RootState) => state.ui.languageChosen;

/** The quantity of a line in the cart, 0 when absent (cards switch from "add" to a stepper). */
export const selectCartQuantity = (id: number, isPack: boolean) => (state: RootState) =>
  state.cart.cartItems.find((item) => item.id === id && item.isPack === isPack)?.quantity ?? 0;

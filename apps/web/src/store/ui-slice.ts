import type { UnknownAction } from 'redux';
import { createAction } from './action';
import {
  DEFAULT_ADMIN_VIEW,
  DEFAULT_PERSISTED_LANGUAGE,
  RTL_LANGUAGES,
  type Language,
} from '@parashop/shared/constants';
import type { Pack, Product } from '@parashop/shared/api-types';

export interface UiState {
  selectedProduct: Product | null;
  showProductDetails: boolean;
  selectedPack: Pack | null;
  showPackDetails: boolean;
  favoritesCount: number;
  currentView: string;
  /** The persisted language setting; 'fr' until the user picks one (SPEC section 3). */
  language: Language;
  /** Whether the user ever picked a language: until then the storefront shows English (decision 001). */
  languageChosen: boolean;
  rtl: boolean;
}

export const initialUiState: UiState = {
  selectedProduct: null,
  showProductDetails: false,
  selectedPack: null,
  showPackDetails: false,
  favoritesCount: 0,
  currentView: DEFAULT_ADMIN_VIEW,
  language: DEFAULT_PERSISTED_LANGUAGE,
  languageChosen: false,
  rtl: RTL_LANGUAGES.includes(DEFAULT_PERSISTED_LANGUAGE),
};

/** Opens a product's detail panel; only one panel is open at a time. */
export const showProductDetails = createAction<Product>('ui/showProductDetails');
export const hideProductDetails = createAction('ui/hideProductDetails');
export const showPackDetails = createAction<Pack>('ui/showPackDetails');
export const hidePackDetails = createAction('ui/hidePackDetails');
export const setFavoritesCount = createAction<number>('ui/setFavoritesCount');
export const setLanguage = createAction<Language>('ui/setLanguage');
export const setCurrentView = createAction<string>('ui/setCurrentView');

/** A copy of the state with `changes`, or the state itself when they change nothing. */
function merge(state: UiState, changes: Partial<UiState>): UiState {
  const keys = Object.keys(changes) as (keyof UiState)[];
  return keys.every((key) => Object.is(state[key], changes[key])) ? state : { ...state, ...changes };
}

/** The interface state's reducer, with plain immutable updates (see cart-slice.ts). */
export function uiReducer(state: UiState = initialUiState, action: UnknownAction): UiState {
  if (showProductDetails.match(action)) {
    return merge(state, {
      selectedProduct: action.payload,
      showProductDetails: true,
      selectedPack: null,
      showPackDetails: false,
    });
  }
  if (hideProductDetails.match(action)) {
    return merge(state, { selectedProduct: null, showProductDetails: false });
  }
  if (showPackDetails.match(action)) {
    return merge(state, {
      selectedPack: action.payload,
      showPackDetails: true,
      selectedProduct: null,
      showProductDetails: false,
    });
  }
  if (hidePackDetails.match(action)) return merge(state, { selectedPack: null, showPackDetails: false });
  if (setFavoritesCount.match(action)) return merge(state, { favoritesCount: action.payload });
  if (setLanguage.match(action)) {
    return merge(state, {
      language: action.payload,
      languageChosen: true,
      rtl: RTL_LANGUAGES.includes(action.payload),
    });
  }
  if (setCurrentView.match(action)) return merge(state, { currentView: action.payload });
  return state;
}

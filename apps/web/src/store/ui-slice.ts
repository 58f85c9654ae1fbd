import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** Opens a product's detail panel; only one panel is open at a time. */
    showProductDetails(state, action: PayloadAction<Product>) {
      state.selectedProduct = action.payload;
      state.showProductDetails = true;
      state.selectedPack = null;
      state.showPackDetails = false;
    },
    hideProductDetails(state) {
      state.selectedProduct = null;
      state.showProductDetails = false;
    },
    showPackDetails(state, action: PayloadAction<Pack>) {
      state.selectedPack = action.payload;
      state.showPackDetails = true;
      state.selectedProduct = null;
      state.showProductDetails = false;
    },
    hidePackDetails(state) {
      state.selectedPack = null;
      state.showPackDetails = false;
    },
    setFavoritesCount(state, action: PayloadAction<number>) {
      state.favoritesCount = action.payload;
    },
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
      state.languageChosen = true;
      state.rtl = RTL_LANGUAGES.includes(action.payload);
    },
    setCurrentView(state, action: PayloadAction<string>) {
      state.currentView = action.payload;
    },
  },
});

export const {
  showProductDetails,
  hideProductDetails,
  showPackDetails,
  hidePackDetails,
  setFavoritesCount,
  setLanguage,
  setCurrentView,
} = uiSlice.actions;

export const uiReducer = uiSlice.reducer;

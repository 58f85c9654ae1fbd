import { describe, expect, it } from 'vitest';
import type { Pack, Product } from '@parashop/shared/api-types';
import {
  hidePackDetails,
  hideProductDetails,
  initialUiState,
  setCurrentView,
  setFavoritesCount,
  setLanguage,
  showPackDetails,
  showProductDetails,
  uiReducer,
} from './ui-slice';

const product = { id: 3, name: 'Sunscreen SPF50' } as Product;
const pack = { id: 4, name: 'Baby pack' } as Pack;

describe('ui slice', () => {
  it('starts with the specified defaults', () => {
    expect(initialUiState).toEqual({
      selectedProduct: null,
      showProductDetails: false,
      selectedPack: null,
      showPackDetails: false,
      favoritesCount: 0,
      currentView: 'dashboard',
      language: 'fr',
      languageChosen: false,
      rtl: false,
    });
  });

  it('showing a product opens its panel and closes and clears the pack panel', () => {
    const withPack = uiReducer(initialUiState, showPackDetails(pack));
    const state = uiReducer(withPack, showProductDetails(product));
    expect(state).toMatchObject({
      selectedProduct: product,
      showProductDetails: true,
      selectedPack: null,
      showPackDetails: false,
    });
  });

  it('showing a pack opens its panel and closes and clears the product panel', () => {
    const withProduct = uiReducer(initialUiState, showProductDetails(product));
    const state = uiReducer(withProduct, showPackDetails(pack));
    expect(state).toMatchObject({
      selectedPack: pack,
      showPackDetails: true,
      selectedProduct: null,
      showProductDetails: false,
    });
  });

  it('hiding closes and clears only the relevant panel', () => {
    const withProduct = uiReducer(initialUiState, showProductDetails(product));
    expect(uiReducer(withProduct, hideProductDetails())).toMatchObject({
      selectedProduct: null,
      showProductDetails: false,
    });
    expect(uiReducer(withProduct, hidePackDetails())).toMatchObject({
      selectedProduct: product,
      showProductDetails: true,
    });

    const withPack = uiReducer(initialUiState, showPackDetails(pack));
    expect(uiReducer(withPack, hidePackDetails())).toMatchObject({
      selectedPack: null,
      showPackDetails: false,
    });
    expect(uiReducer(withPack, hideProductDetails())).toMatchObject({
      selectedPack: pack,
      showPackDetails: true,
    });
  });

  it('stores the favourites count it is given', () => {
    expect(uiReducer(initialUiState, setFavoritesCount(5)).favoritesCount).toBe(5);
    expect(uiReducer(initialUiState, setFavoritesCount(0)).favoritesCount).toBe(0);
  });

  it('a chosen language is remembered as chosen; Arabic turns the rtl flag on', () => {
    const french = uiReducer(initialUiState, setLanguage('fr'));
    expect(french).toMatchObject({ language: 'fr', languageChosen: true, rtl: false });
    const arabic = uiReducer(french, setLanguage('ar'));
    expect(arabic).toMatchObject({ language: 'ar', languageChosen: true, rtl: true });
    expect(uiReducer(arabic, setLanguage('en'))).toMatchObject({ language: 'en', rtl: false });
  });

  it('sets the current view', () => {
    expect(uiReducer(initialUiState, setCurrentView('products')).currentView).toBe('products');
  });
});

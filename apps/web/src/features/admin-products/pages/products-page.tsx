import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Product } from '@parashop/shared/api-types';
import { ProductForm } from '../components/product-form';
import { ProductsList, type ProductsListState } from '../components/products-list';
import { productFiltersFromSearch } from '../lib/url-filters';

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; product: Product };

/**
 * /admin/products. The form replaces the list in place (state, not a route); saving or closing
 * returns to the list with its filters and page as they were.
 */
export default function ProductsPage() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const { search } = useLocation();
  const [listState, setListState] = useState<ProductsListState>(() => ({
    filters: productFiltersFromSearch(search),
    page: 1,
  }));

  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  if (view.mode === 'list') {
    return (
      <ProductsList
        state={listState}
        onStateChange={setListState}
        onCreate={() => show({ mode: 'create' })}
        onEdit={(product) => show({ mode: 'edit', product })}
      />
    );
  }
  return (
    <ProductForm
      key={view.mode === 'edit' ? view.product.id : 'new'}
      product={view.mode === 'edit' ? view.product : null}
      onClose={() => show({ mode: 'list' })}
    />
  );
}

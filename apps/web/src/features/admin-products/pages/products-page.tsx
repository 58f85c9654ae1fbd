import { useLocation } from 'react-router';
import type { Product } from '@parashop/shared/api-types';
import { ListOrForm } from '@/features/admin-kit/components/list-or-form';
import { ProductForm } from '../components/product-form';
import { ProductsList, type ProductsListState } from '../components/products-list';
import { productFiltersFromSearch } from '../lib/url-filters';

/**
 * /admin/products. The form replaces the list in place (state, not a route); saving or closing
 * returns to the list with its filters and page as they were. The list opens on the filters of its
 * address (a dashboard card's link, decision 177).
 */
export default function ProductsPage() {
  const { search } = useLocation();
  return (
    <ListOrForm<Product, ProductsListState>
      initialState={() => ({ filters: productFiltersFromSearch(search), page: 1 })}
      list={(props) => <ProductsList {...props} />}
      form={(product, onClose) => <ProductForm product={product} onClose={onClose} />}
    />
  );
}

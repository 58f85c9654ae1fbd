import { ItemPage } from '../components/item-page';

/** /products/:item, the page of one product (`{id}-{slug}`). */
export default function ProductPage() {
  return <ItemPage kind="product" />;
}

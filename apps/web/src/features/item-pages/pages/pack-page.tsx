import { ItemPage } from '../components/item-page';

/** /packs/:item, the page of one pack (`{id}-{slug}`). */
export default function PackPage() {
  return <ItemPage kind="pack" />;
}

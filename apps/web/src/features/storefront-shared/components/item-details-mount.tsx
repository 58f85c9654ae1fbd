import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/store/hooks';

// The modal (dialog library, gallery, cart controls) stays out of the first page load.
const ItemDetailsModal = lazy(() => import('./item-details-modal'));

/**
 * Mounts the detail modal the first time a product or pack is opened, then keeps it mounted so its
 * closing and later openings animate.
 */
export function ItemDetailsMount() {
  const open = useAppSelector((state) => state.ui.showProductDetails || state.ui.showPackDetails);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ItemDetailsModal />
    </Suspense>
  );
}

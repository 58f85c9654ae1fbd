import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { hidePackDetails, hideProductDetails } from '@/store/ui-slice';
import { useRecordClick } from '../api/record-click';
import { itemKey, type ShopItem } from '../lib/item-pricing';
import { DetailsPanel } from './details/details-panel';
import { ShareItem } from './share-item';
import { useLocalised } from '@/i18n/use-localised';

function useSelectedItem(): ShopItem | null {
  const product = useAppSelector((state) => (state.ui.showProductDetails ? state.ui.selectedProduct : null));
  const pack = useAppSelector((state) => (state.ui.showPackDetails ? state.ui.selectedPack : null));
  if (product) return { kind: 'product', item: product };
  if (pack) return { kind: 'pack', item: pack };
  return null;
}

/**
 * The one detail modal of the storefront, driven by the ui slice (showProductDetails /
 * showPackDetails), mounted once by the layout. Each opening counts a click for the item.
 */
export default function ItemDetailsModal() {
  // The storefront namespace is loaded with the layout: nothing here suspends (and remounts) the dialog.
  const { t } = useTranslation('storefront');
  const dispatch = useAppDispatch();
  const selected = useSelectedItem();
  const recordClick = useRecordClick();
  const counted = useRef<string | null>(null);
  // The last item stays rendered while the dialog fades out.
  const [shown, setShown] = useState<ShopItem | null>(selected);
  if (selected && (!shown || itemKey(selected) !== itemKey(shown) || selected.item !== shown.item))
    setShown(selected);

  const key = selected ? itemKey(selected) : null;
  const { mutate } = recordClick;
  useEffect(() => {
    if (!key || !selected) {
      counted.current = null;
      return;
    }
    if (counted.current === key) return;
    counted.current = key;
    mutate({ kind: selected.kind, id: selected.item.id });
  }, [key, selected, mutate]);

  const localised = useLocalised();
  const close = () => dispatch(selected?.kind === 'pack' ? hidePackDetails() : hideProductDetails());

  return (
    <Modal open={selected !== null} onClose={close} title={shown ? localised.name(shown.item) : ''} size="xl">
      {shown ? (
        <>
          <div className="-mt-1 mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Link
              to={localised.path(shown.kind, shown.item)}
              onClick={close}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              {t('details.viewFullPage')}
            </Link>
            <ShareItem shopItem={shown} />
          </div>
          <DetailsPanel key={itemKey(shown)} shopItem={shown} onDone={close} />
        </>
      ) : null}
    </Modal>
  );
}

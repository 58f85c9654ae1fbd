import { useTranslation } from 'react-i18next';
import type { Product } from '@parashop/shared/api-types';
import { Modal } from '@/components/ui/modal';
import { SmartImage } from '@/components/ui/smart-image';

/** The large picture behind a thumbnail of the products table. */
export function ImagePreviewModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('admin-products');
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={product ? t('preview.title', { name: product.name }) : ''}
      size="lg"
    >
      {product ? (
        <div className="flex justify-center rounded-xl bg-canvas p-2">
          <SmartImage
            src={product.image}
            alt={product.name}
            loading="eager"
            className="max-h-[70vh] w-auto max-w-full rounded-lg object-contain"
          />
        </div>
      ) : null}
    </Modal>
  );
}

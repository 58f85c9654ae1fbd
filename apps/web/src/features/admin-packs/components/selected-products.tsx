import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { PackProduct } from '@parashop/shared/api-types';
import { PackProductLine } from './pack-product-line';

/** The products chosen for the pack, each removable. */
export function SelectedProducts({
  products,
  onRemove,
  error,
}: {
  products: readonly PackProduct[];
  onRemove: (product: PackProduct) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin-packs');
  return (
    <section aria-labelledby="pack-selected-title" className="flex flex-col gap-2">
      <h3 id="pack-selected-title" className="text-sm font-medium text-slate-700">
        {t('form.selected', { count: products.length })}
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      </h3>
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-3 py-4 text-center text-sm text-muted">
          {t('form.noneSelected')}
        </p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-line overflow-y-auto rounded-lg border border-line">
          {products.map((product) => (
            <PackProductLine key={product.id} product={product} name={product.name} compact>
              <button
                type="button"
                onClick={() => onRemove(product)}
                aria-label={t('form.removeNamed', { name: product.name })}
                className="rounded-md p-1.5 text-muted hover:bg-danger-50 hover:text-danger-700"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </PackProductLine>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}

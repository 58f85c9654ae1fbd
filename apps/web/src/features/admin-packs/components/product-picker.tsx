import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Plus } from 'lucide-react';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Product } from '@parashop/shared/api-types';
import { Money } from '@/components/ui/money';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/cn';
import { paginate } from '@/lib/paginate';
import { thumbnailPath } from '@/lib/item-images';
import { filterByName } from '../lib/pack-lists';

export interface ProductPickerProps {
  products: readonly Product[];
  selectedIds: readonly number[];
  onToggle: (product: Product) => void;
}

/** The pack form's left panel: every product, searchable by name, 12 per page, each a toggle. */
export function ProductPicker({ products, selectedIds, onToggle }: ProductPickerProps) {
  const { t } = useTranslation('admin-packs');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => filterByName(products, search), [products, search]);
  const shown = paginate(filtered, page, PAGE_SIZES.packProductPicker);

  return (
    <section
      aria-labelledby="pack-picker-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="pack-picker-title" className="text-lg font-semibold">
          {t('picker.title')}
        </h2>
        <p className="text-sm text-muted">{t('picker.selectedCount', { count: selectedIds.length })}</p>
      </div>
      <SearchInput
        label={t('picker.search')}
        hideLabel
        placeholder={t('picker.searchPlaceholder')}
        value={search}
        onValueChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {filtered.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{t('picker.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 2xl:grid-cols-3">
          {shown.items.map((product) => {
            const selected = selectedIds.includes(product.id);
            return (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => onToggle(product)}
                  aria-pressed={selected}
                  aria-label={t(selected ? 'picker.removeNamed' : 'picker.addNamed', { name: product.name })}
                  className={cn(
                    'flex h-full w-full items-center gap-3 rounded-xl border p-2.5 text-start transition-colors',
                    selected
                      ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                      : 'border-line bg-surface hover:border-brand-300 hover:bg-brand-50/40',
                  )}
                >
                  <SmartImage
                    src={thumbnailPath(product.image)}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 shrink-0 rounded-lg object-cover ring-1 ring-line"
                  />
                  <span className="min-w-0 flex-1">
                    <span dir="auto" className="line-clamp-2 text-sm font-medium text-ink">
                      {product.name}
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                      <Money amount={product.price} unit="DH" />
                      <span>{t('picker.stock', { count: product.stock })}</span>
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
                      selected ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
                    )}
                  >
                    {selected ? <Check className="h-4 w-4" /> : <Plus className="h-4 w-4" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={shown.page} pageCount={shown.pages} onPageChange={setPage} />
    </section>
  );
}

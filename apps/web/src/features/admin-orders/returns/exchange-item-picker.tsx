import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pack, Product } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';
import { effectivePriceCentimes } from '@parashop/shared/pricing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '@/components/ui/number-format';
import { SearchInput } from '@/components/ui/search-input';
import { useLocalised } from '@/i18n/use-localised';
import { apiFetch } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { adminProductsQueryOptions } from '@/features/admin-kit/api/get-admin-products';
import { matchesSearch } from '@/features/admin-kit/lib/search';

/** A product or pack that can be sent in an exchange, priced as an order placed now would be. */
export type ExchangeChoice = {
  kind: 'product' | 'pack';
  id: number;
  name: string;
  /** Centimes: a product's active offer price, else its price; a pack's price. */
  unitPrice: number;
  stock: number;
};

const SHOWN = 6;

/** GET /api/packs under the packs screen's key ('admin', 'packs'), so both share one answer. */
const packsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'packs'] as const,
    queryFn: ({ signal }) => apiFetch<Pack[]>('/packs', { signal }),
  });

function choicesOf(
  products: readonly Product[],
  packs: readonly Pack[],
  name: (item: Product | Pack) => string,
  now: Date,
): (ExchangeChoice & { texts: (string | null | undefined)[] })[] {
  // In-store-only items cannot go out in an order (the server refuses them): they are not offered.
  const online = <T extends { sale_mode: string }>(items: readonly T[]) =>
    items.filter((item) => item.sale_mode !== 'in_store_only');
  return [
    ...online(products).map((product) => ({
      kind: 'product' as const,
      id: product.id,
      name: name(product),
      unitPrice: effectivePriceCentimes(product, now),
      stock: product.stock,
      texts: [product.name, product.name_fr, product.name_ar],
    })),
    ...online(packs).map((pack) => ({
      kind: 'pack' as const,
      id: pack.id,
      name: name(pack),
      unitPrice: toCentimes(pack.price),
      stock: pack.stock,
      texts: [pack.name, pack.name_fr, pack.name_ar],
    })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The exchange row's item: a search by name (any of its languages) over the products and packs sold
 * online, each choice with its name in the staff language, its price now and its stock. Out-of-stock
 * items show but cannot be chosen. Once chosen, the item shows with a button to change it.
 */
export function ExchangeItemPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: ExchangeChoice | null;
  onChange: (choice: ExchangeChoice | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('order-returns');
  const localised = useLocalised();
  const { money } = useNumberFormat();
  const [search, setSearch] = useState('');
  const products = useQuery(adminProductsQueryOptions());
  const packs = useQuery(packsQueryOptions());

  const all = useMemo(
    () => choicesOf(products.data ?? [], packs.data ?? [], localised.name, new Date()),
    [products.data, packs.data, localised],
  );
  const matches = search.trim() === '' ? [] : all.filter((choice) => matchesSearch(search, ...choice.texts));

  const details = (choice: ExchangeChoice) => (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
      <bdi dir="ltr" className="tabular-nums">
        {money(choice.unitPrice, 'DH')}
      </bdi>
      <span className={cn(choice.stock <= 0 && 'font-medium text-danger-700')}>
        {choice.stock > 0
          ? t('dialog.exchangeStock', { count: choice.stock })
          : t('dialog.exchangeOutOfStock')}
      </span>
      {choice.kind === 'pack' ? <Badge tone="info">{t('dialog.exchangePack')}</Badge> : null}
    </span>
  );

  if (value) {
    return (
      <div className="flex min-w-0 flex-col gap-1.5" data-testid="exchange-choice">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <div className="flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 py-1.5">
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium [overflow-wrap:anywhere]">
              <bdi>{value.name}</bdi>
            </span>
            {details(value)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              onChange(null);
            }}
          >
            {t('dialog.exchangeChange')}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-xs text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const failed = products.isError || packs.isError;
  const loading = !failed && (products.isPending || packs.isPending);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <SearchInput
        label={label}
        placeholder={t('dialog.exchangeSearch')}
        value={search}
        onValueChange={setSearch}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p role="alert" className="text-xs text-danger-700">
          {error}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-xs text-danger-700">
          {t('dialog.exchangeLoadFailed')}
        </p>
      ) : loading ? (
        <p className="text-xs text-muted">{t('dialog.exchangeLoading')}</p>
      ) : search.trim() === '' ? (
        <p className="text-xs text-muted">{t('dialog.exchangeTypeToSearch')}</p>
      ) : matches.length === 0 ? (
        <p className="text-xs text-muted">{t('dialog.exchangeNoMatch')}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={label}>
          {matches.slice(0, SHOWN).map((choice) => (
            <li key={`${choice.kind}-${choice.id}`}>
              <button
                type="button"
                disabled={choice.stock <= 0}
                onClick={() => {
                  const { texts: _texts, ...picked } = choice;
                  onChange(picked);
                }}
                className={cn(
                  'w-full rounded-lg border border-line px-3 py-1.5 text-start',
                  choice.stock > 0
                    ? 'hover:border-brand-300 hover:bg-brand-50/40'
                    : 'cursor-not-allowed opacity-60',
                )}
              >
                <span className="block text-sm font-medium [overflow-wrap:anywhere]">
                  <bdi>{choice.name}</bdi>
                </span>
                {details(choice)}
              </button>
            </li>
          ))}
          {matches.length > SHOWN ? (
            <li className="text-xs text-muted">
              {t('dialog.exchangeMore', { count: matches.length - SHOWN })}
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}

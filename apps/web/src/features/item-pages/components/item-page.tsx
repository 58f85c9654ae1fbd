import { useEffect } from 'react';
import { SearchX } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isItemSlug, itemPath, parseItemSegment, type ItemKind } from '@parashop/shared/item-urls';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRecordClick } from '@/features/storefront-shared/api/record-click';
import { isNotFound, useShopItem } from '../api/get-shop-item';
import { ItemPageSkeleton } from './item-page-skeleton';
import { ItemPageView } from './item-page-view';

/**
 * A product's or pack's own page: reads `{id}-{slug}` from the address, loads the item, moves to the
 * address in the page's language when the slug is none of the item's (the server does the same with
 * a 301), and shows the loading, error and not-found states.
 */
export function ItemPage({ kind }: { kind: ItemKind }) {
  const { t, i18n } = useTranslation('item-pages');
  const { item: segment = '' } = useParams();
  const { search, hash } = useLocation();
  const parsed = parseItemSegment(segment);
  const query = useShopItem(kind, parsed?.id ?? null);
  const { mutate: countView } = useRecordClick();
  const loadedId = query.data?.item.id;
  // A page view counts as a view of the item, as opening its details does.
  useEffect(() => {
    if (loadedId !== undefined) countView({ kind, id: loadedId });
  }, [kind, loadedId, countView]);

  if (!parsed || (query.isError && isNotFound(query.error))) return <ItemNotFound kind={kind} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t(kind === 'product' ? 'error.product' : 'error.pack')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <ItemPageSkeleton />;
  if (!isItemSlug(query.data.item, parsed.slug)) {
    const address = itemPath(kind, query.data.item, i18n.resolvedLanguage ?? i18n.language);
    return <Navigate replace to={`${address}${search}${hash}`} />;
  }
  return <ItemPageView key={`${kind}-${query.data.item.id}`} shopItem={query.data} />;
}

function ItemNotFound({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('item-pages');
  useDocumentTitle(t('notFound.title'));
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
      title={t('notFound.title')}
      description={t(kind === 'product' ? 'notFound.product' : 'notFound.pack')}
      action={
        <Link to="/" className={buttonClasses({ size: 'lg' })}>
          {t('notFound.backHome')}
        </Link>
      }
      className="py-16"
    />
  );
}

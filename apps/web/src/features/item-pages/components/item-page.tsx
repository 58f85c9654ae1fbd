import { useEffect } from 'react';
import { SearchX } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemPath, parseItemSegment, type ItemKind } from '@parashop/shared/item-urls';
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
 * canonical address when the slug is not the name's (the server does the same with a 301), and
 * shows the loading, error and not-found states.
 */
export function ItemPage({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('item-pages');
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
  const canonical = itemPath(kind, query.data.item);
  if (`/${kind}s/${segment}` !== canonical) return <Navigate replace to={`${canonical}${search}${hash}`} />;
  return <ItemPageView key={canonical} shopItem={query.data} />;
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

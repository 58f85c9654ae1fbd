import { HeartCrack, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/use-user';
import { useFavourites } from '@/features/storefront-shared/api/get-favourites';
import { FavouritesFooter } from '../components/favourites-footer';
import { FavouritesGrid, favouriteItems } from '../components/favourites-grid';
import { GuestFavourites } from '../components/guest-favourites';

/** /favorites: a logged-in shopper's favourite products and packs; guests are asked to log in. */
export default function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const { isLogged, isLoading: userLoading } = useUser();
  const favourites = useFavourites();
  const refresh = () => void favourites.refetch();

  if (!isLogged) {
    return (
      <>
        <PageHeader title={t('title')} />
        <GuestFavourites />
      </>
    );
  }

  const items = favourites.data ? favouriteItems(favourites.data) : [];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button
            variant="outline"
            onClick={refresh}
            isLoading={favourites.isFetching && !favourites.isPending}
            icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
          >
            {t('refresh')}
          </Button>
        }
      />
      {userLoading || favourites.isPending ? (
        <LoadingState label={t('loading')} />
      ) : favourites.isError ? (
        <ErrorState
          title={t('error.title')}
          message={t('error.text')}
          onRetry={refresh}
          isRetrying={favourites.isFetching}
          className="rounded-card border border-line bg-surface"
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<HeartCrack aria-hidden="true" className="h-7 w-7" />}
          title={t('empty.title')}
          description={t('empty.text')}
          action={
            <Link to="/#catalogue" className={buttonClasses()}>
              {t('empty.browse')}
            </Link>
          }
          className="rounded-card border border-line bg-surface shadow-card"
        />
      ) : (
        <>
          <FavouritesGrid items={items} />
          <FavouritesFooter items={items} />
        </>
      )}
    </>
  );
}

import { useCallback, useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSuggestionPick } from '../hooks/use-suggestion-pick';
import { CatalogueSearchBox } from './catalogue-search-box';
import { CATALOGUE_ACTION } from '../lib/catalogue-action';

const NOTHING_KEPT = new URLSearchParams();

/**
 * The header's search entry: sends the shopper to the catalogue filtered by the text (`/?q=`), with
 * the catalogue box's suggestions while typing (issue 25). A GET form to the catalogue's address,
 * so Enter searches before the page's script is ready, or without it (decision 220).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/' ? (params.get('q') ?? '') : '';
  const inputId = useId();

  const search = useCallback(
    (text: string) => {
      const query = text.trim();
      void navigate({
        pathname: '/',
        search: query ? `?q=${encodeURIComponent(query)}` : '',
        hash: '#catalogue',
      });
    },
    [navigate],
  );
  const chooseCategory = useCallback(
    (categoryId: number) =>
      void navigate({ pathname: '/', search: `?category=${categoryId}`, hash: '#catalogue' }),
    [navigate],
  );
  const pick = useSuggestionPick({ onCategory: chooseCategory, onSearch: search });

  return (
    <CatalogueSearchBox
      id={inputId}
      label={t('search.header')}
      placeholder={t('search.placeholder')}
      value={current}
      onChange={search}
      onPick={pick}
      live={false}
      form={{ action: CATALOGUE_ACTION, keep: NOTHING_KEPT }}
      className={cn('relative', className)}
      inputClassName="h-11 rounded-full border-line bg-canvas ps-11 pe-32 focus:bg-white"
      submit={
        <button
          type="submit"
          className="absolute end-1 top-1 h-9 cursor-pointer rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('search.submit')}
        </button>
      }
    />
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Pack, Product } from '@parashop/shared/api-types';
import { useAppDispatch } from '@/store/hooks';
import { showPackDetails, showProductDetails } from '@/store/ui-slice';
import { getSuggestedItem } from '../api/get-suggested-item';
import type { SuggestionOption } from '../components/search-suggestions';

/**
 * What picking a suggestion does, in the catalogue's box and the header's alike: a brand opens its
 * page, a category filters the catalogue, a product or pack opens its details (gone meanwhile: its
 * name is searched instead).
 */
export function useSuggestionPick({
  onCategory,
  onSearch,
}: {
  onCategory: (categoryId: number) => void;
  onSearch: (text: string) => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (option: SuggestionOption) => {
      if (option.group === 'brands') void navigate(`/brands/${option.id}`);
      else if (option.group === 'categories') onCategory(option.id);
      else
        getSuggestedItem(option.kind, option.id).then(
          (item) =>
            dispatch(
              option.kind === 'product' ? showProductDetails(item as Product) : showPackDetails(item as Pack),
            ),
          () => onSearch(option.name),
        );
    },
    [dispatch, navigate, onCategory, onSearch],
  );
}

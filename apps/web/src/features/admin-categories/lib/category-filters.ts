import type { Category } from '@parashop/shared/api-types';
import { matchesSearch } from '@/features/admin-kit/lib/search';

/** Search by name, in any of its languages; the order (sortOrder) is the list's own and is kept. */
export function filterCategories(categories: readonly Category[], search: string): Category[] {
  return categories.filter((category) =>
    matchesSearch(search, category.name, category.name_fr, category.name_ar),
  );
}

import { useCategories } from '../api/get-categories';
import { useCompanies } from '../api/get-companies';

/**
 * Categories and brands for the filters and the brand strip (two short lists); the catalogue still
 * works (without them) if they fail.
 */
export function useCatalogueFacets() {
  const categories = useCategories();
  const companies = useCompanies();
  return {
    categories: [...(categories.data ?? [])]
      .filter((category) => category.isActive !== false)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    companies: [...(companies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    companiesLoading: companies.isPending,
  };
}

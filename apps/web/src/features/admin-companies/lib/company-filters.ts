import type { Company } from '@parashop/shared/api-types';
import { localizedCompanyName } from '@/features/admin-kit/lib/names';
import { matchesSearch } from '@/features/admin-kit/lib/search';

/**
 * Search by the name shown in the reader's language (SPEC section 2 "Companies"): the Arabic name
 * in Arabic, the French one in French, falling back to the name.
 */
export function filterCompanies(companies: readonly Company[], search: string, language: string): Company[] {
  return companies.filter((company) => matchesSearch(search, localizedCompanyName(company, language)));
}

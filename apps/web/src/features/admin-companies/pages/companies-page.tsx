import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { Company } from '@parashop/shared/api-types';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard } from '@/components/ui/stat-card';
import { queryState } from '@/components/ui/query-state';
import { useAdminCompanies } from '@/features/admin-kit/api/get-admin-companies';
import { RecordFormModal } from '@/features/admin-kit/components/record-form-modal';
import { useRecordEditing } from '@/features/admin-kit/hooks/use-record-editing';
import { WarningBanner } from '@/features/admin-kit/components/warning-banner';
import { ListHeader } from '@/features/admin-kit/components/list-header';
import { localizedCompanyName } from '@/features/admin-kit/lib/names';
import { useDeleteCompany } from '../api/delete-company';
import { CompaniesTable } from '../components/companies-table';
import { CompanyForm } from '../components/company-form';
import { filterCompanies } from '../lib/company-filters';

// The form's messages load with the list, so opening the form never waits on them.
const FORM_NAMESPACES = ['admin-companies', 'validation'];

/** /admin/companies (SPEC section 2): warning, total, search by localized name, the brands. */
export default function CompaniesPage() {
  const { t, i18n } = useTranslation(FORM_NAMESPACES);
  const companies = useAdminCompanies();
  const deleteCompany = useDeleteCompany();
  const [search, setSearch] = useState('');
  const language = i18n.language;

  const filtered = useMemo(
    () => filterCompanies(companies.data ?? [], search, language),
    [companies.data, search, language],
  );

  const { formTarget, onAdd, onEdit, onDelete, closeForm } = useRecordEditing<Company>({
    t,
    nameOf: (company) => localizedCompanyName(company, language),
    remove: deleteCompany.mutate,
  });

  const body = queryState(companies, {
    loadingLabel: t('loading'),
    error: { message: t('errors.load') },
  }) ?? (
    <>
      <div className="mb-4 grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)]">
        <StatCard
          testId="companies-total"
          label={t('total')}
          value={companies.data?.length ?? 0}
          icon={<Building2 className="h-5 w-5" />}
        />
        <div className="flex items-end rounded-card border border-line bg-surface p-4 shadow-card">
          <SearchInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onValueChange={setSearch}
            className="w-full max-w-md"
          />
        </div>
      </div>
      <CompaniesTable
        companies={filtered}
        emptyText={(companies.data?.length ?? 0) === 0 ? t('table.noCompanies') : t('table.empty')}
        isBusy={companies.isFetching}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </>
  );

  return (
    <>
      <ListHeader title={t('title')} description={t('subtitle')} addLabel={t('add')} onAdd={onAdd} />
      <WarningBanner title={t('warning.title')}>{t('warning.message')}</WarningBanner>
      {body}
      <RecordFormModal
        target={formTarget}
        onClose={closeForm}
        createTitle={t('form.createTitle')}
        editTitle={t('form.editTitle')}
        size="lg"
      >
        {(company) => <CompanyForm company={company} onDone={closeForm} />}
      </RecordFormModal>
    </>
  );
}

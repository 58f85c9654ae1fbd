import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Category } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { useAdminCategories } from '@/features/admin-kit/api/get-admin-categories';
import { RecordFormModal } from '@/features/admin-kit/components/record-form-modal';
import { useRecordEditing } from '@/features/admin-kit/hooks/use-record-editing';
import { WarningBanner } from '@/features/admin-kit/components/warning-banner';
import { ListHeader } from '@/features/admin-kit/components/list-header';
import { SearchedPages } from '@/features/admin-kit/components/searched-pages';
import { useDeleteCategory } from '../api/delete-category';
import { CategoriesTable } from '../components/categories-table';
import { CategoryForm } from '../components/category-form';
import { filterCategories } from '../lib/category-filters';

// The form's messages load with the list, so opening the form never waits on them.
const FORM_NAMESPACES = ['admin-categories', 'validation'];

/** /admin/categories (SPEC section 2): warning, search, the list in sortOrder, 15 per page. */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation(FORM_NAMESPACES);
  const categories = useAdminCategories();
  const deleteCategory = useDeleteCategory();
  const [list, setList] = useState({ search: '', page: 1 });

  const filtered = useMemo(
    () => filterCategories(categories.data ?? [], list.search),
    [categories.data, list.search],
  );

  const { formTarget, onAdd, onEdit, onDelete, closeForm } = useRecordEditing<Category>({
    t,
    nameOf: (category) => localisedName(category, i18n.language),
    remove: deleteCategory.mutate,
  });

  const body = queryState(categories, {
    loadingLabel: t('loading'),
    error: { message: t('errors.load') },
  }) ?? (
    <SearchedPages
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      state={list}
      onStateChange={setList}
      rows={filtered}
      pageSize={PAGE_SIZES.categories}
    >
      {(rows) => (
        <CategoriesTable
          categories={rows}
          emptyText={(categories.data?.length ?? 0) === 0 ? t('table.noCategories') : t('table.empty')}
          isBusy={categories.isFetching}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </SearchedPages>
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
      >
        {(category) => <CategoryForm category={category} onDone={closeForm} />}
      </RecordFormModal>
    </>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Category } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { useAdminCategories } from '@/features/admin-kit/api/get-admin-categories';
import {
  RecordFormModal,
  newRecordTarget,
  type FormTarget,
} from '@/features/admin-kit/components/record-form-modal';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
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
  const confirmThen = useConfirmedMutation();
  const [list, setList] = useState({ search: '', page: 1 });
  const [formTarget, setFormTarget] = useState<FormTarget<Category> | null>(null);

  const filtered = useMemo(
    () => filterCategories(categories.data ?? [], list.search),
    [categories.data, list.search],
  );

  const onEdit = useCallback((category: Category) => setFormTarget({ mode: 'edit', record: category }), []);
  const onDelete = (category: Category) =>
    confirmThen(
      {
        title: t('confirm.deleteTitle'),
        message: t('confirm.delete', {
          name: localisedName(category, i18n.language),
          count: category.products_count,
        }),
        confirmLabel: t('confirm.deleteButton'),
      },
      deleteCategory.mutate,
      category.id,
      { success: () => t('notices.deleted'), failure: () => t('errors.deleteFailed') },
    );

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
      <ListHeader
        title={t('title')}
        description={t('subtitle')}
        addLabel={t('add')}
        onAdd={() => setFormTarget(newRecordTarget())}
      />
      <WarningBanner title={t('warning.title')}>{t('warning.message')}</WarningBanner>
      {body}
      <RecordFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        createTitle={t('form.createTitle')}
        editTitle={t('form.editTitle')}
      >
        {(category) => <CategoryForm category={category} onDone={() => setFormTarget(null)} />}
      </RecordFormModal>
    </>
  );
}

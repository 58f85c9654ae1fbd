import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';
import { Plus } from 'lucide-react';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Category } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { queryState } from '@/components/ui/query-state';
import { paginate } from '@/lib/paginate';
import { useAdminCategories } from '@/features/admin-kit/api/get-admin-categories';
import {
  RecordFormModal,
  newRecordTarget,
  type FormTarget,
} from '@/features/admin-kit/components/record-form-modal';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
import { WarningBanner } from '@/features/admin-kit/components/warning-banner';
import { SearchCard } from '@/features/admin-kit/components/search-card';
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
  const shown = paginate(filtered, list.page, PAGE_SIZES.categories);

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

  const header = (
    <PageHeader
      title={t('title')}
      description={t('subtitle')}
      actions={
        <Button
          onClick={() => setFormTarget(newRecordTarget())}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        >
          {t('add')}
        </Button>
      }
    />
  );

  const body = queryState(categories, {
    loadingLabel: t('loading'),
    error: { message: t('errors.load') },
  }) ?? (
    <>
      <SearchCard
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={list.search}
        onValueChange={(search) => setList({ search, page: 1 })}
      />
      <CategoriesTable
        categories={shown.items}
        emptyText={(categories.data?.length ?? 0) === 0 ? t('table.noCategories') : t('table.empty')}
        isBusy={categories.isFetching}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <Pagination
        className="mt-4"
        page={shown.page}
        pageCount={shown.pages}
        onPageChange={(page) => setList({ ...list, page })}
      />
    </>
  );

  return (
    <>
      {header}
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

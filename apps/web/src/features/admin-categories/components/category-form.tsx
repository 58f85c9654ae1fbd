import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { categoryFormSchema, type CategoryFormValues } from '@parashop/shared/schemas/catalogue';
import type { Category } from '@parashop/shared/api-types';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { NameField } from '@/features/admin-kit/components/form-fields';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { toFormData } from '@/features/admin-kit/lib/form-data';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { TranslatedTextFields, TranslationTabs } from '@/features/admin-kit/components/translation-tabs';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

/** A category's name, and its French and Arabic names (optional). */
export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-categories', 'common']);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useAdminForm<z.input<typeof categoryFormSchema>, CategoryFormValues>(categoryFormSchema, {
    name: category?.name ?? '',
    name_fr: category?.name_fr ?? '',
    name_ar: category?.name_ar ?? '',
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useSaveForm({
    form,
    fields: ['name', 'name_fr', 'name_ar'],
    save: ({ name, name_fr, name_ar }) =>
      category
        ? update.mutateAsync({
            id: category.id,
            body: toFormData({ name, name_fr, name_ar }, { update: true }),
          })
        : create.mutateAsync(toFormData({ name, name_fr, name_ar })),
    successMessage: t(category ? 'notices.updated' : 'notices.created'),
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TranslationTabs errors={errors}>
        {(tab) =>
          tab === 'main' ? (
            <NameField form={form} t={t} autoFocus />
          ) : (
            <TranslatedTextFields language={tab} form={form} withDescription={false} />
          )
        }
      </TranslationTabs>
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <FormActions t={t} creating={category === null} onCancel={onDone} isSubmitting={isSubmitting} />
    </form>
  );
}

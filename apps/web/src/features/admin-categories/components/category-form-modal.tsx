import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { categoryFormSchema, type CategoryFormValues } from '@parashop/shared/schemas/catalogue';
import type { Category } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { toFormData } from '@/features/admin-kit/lib/form-data';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import {
  TranslatedTextFields,
  TranslationTabs,
} from '@/features/admin-kit/components/translation-tabs';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

/** What the modal is open for: a new category, or one to edit. */
export type CategoryFormTarget = { mode: 'create'; opening: number } | { mode: 'edit'; category: Category };

export function CategoryFormModal({
  target,
  onClose,
}: {
  target: CategoryFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-categories');
  const editing = target?.mode === 'edit' ? target.category : null;
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      description={editing?.name}
    >
      {/* A new key per opening: the form starts empty every time it is opened for creation. */}
      {target ? (
        <CategoryForm
          key={target.mode === 'edit' ? `edit-${target.category.id}` : `create-${target.opening}`}
          category={editing}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-categories', 'common']);
  const text = useValidationMessage();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<z.input<typeof categoryFormSchema>, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      name_fr: category?.name_fr ?? '',
      name_ar: category?.name_ar ?? '',
    },
    mode: 'onTouched',
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
            <FormField label={t('form.name')} error={text(errors.name?.message)} required>
              <TextInput
                placeholder={t('form.namePlaceholder')}
                invalid={Boolean(errors.name)}
                autoFocus
                dir="auto"
                {...form.register('name')}
              />
            </FormField>
          ) : (
            <TranslatedTextFields language={tab} form={form} withDescription={false} />
          )
        }
      </TranslationTabs>
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t(category ? 'form.save' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}

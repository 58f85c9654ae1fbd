import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { FormImageField, imageFieldTexts } from '@/features/admin-kit/components/image-field';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import {
  COMPANY_FORM_FIELDS,
  companyFormData,
  companyFormDefaults,
  companyFormSchemaFor,
} from '../lib/company-form';

/** Brand name, its French and Arabic names (optional) and its logo (required on creation). */
export function CompanyForm({ company, onDone }: { company: Company | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-companies', 'common']);
  const text = useValidationMessage();
  const creating = company === null;
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const schema = useMemo(() => companyFormSchemaFor(creating), [creating]);
  const form = useAdminForm(schema, companyFormDefaults(company));
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useSaveForm({
    form,
    fields: COMPANY_FORM_FIELDS,
    save: (values) => {
      const body = companyFormData(values, !creating);
      return company ? update.mutateAsync({ id: company.id, body }) : create.mutateAsync(body);
    },
    successMessage: t(creating ? 'notices.created' : 'notices.updated'),
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('form.name')} error={text(errors.name?.message)} required>
        <TextInput
          placeholder={t('form.namePlaceholder')}
          invalid={Boolean(errors.name)}
          autoFocus
          dir="auto"
          {...form.register('name')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.nameFr')} error={text(errors.nameFr?.message)} hint={t('form.optional')}>
          <TextInput lang="fr" dir="ltr" invalid={Boolean(errors.nameFr)} {...form.register('nameFr')} />
        </FormField>
        <FormField label={t('form.nameAr')} error={text(errors.nameAr?.message)} hint={t('form.optional')}>
          <TextInput lang="ar" dir="rtl" invalid={Boolean(errors.nameAr)} {...form.register('nameAr')} />
        </FormField>
      </div>
      <FormImageField
        form={form}
        texts={imageFieldTexts(t)}
        currentImage={company?.image ?? null}
        error={text(errors.image?.message)}
        required={creating}
      />
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <FormActions
        onCancel={onDone}
        isSubmitting={isSubmitting}
        cancelLabel={t('form.cancel')}
        submitLabel={t(creating ? 'form.create' : 'form.save')}
      />
    </form>
  );
}

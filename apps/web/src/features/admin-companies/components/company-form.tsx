import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { useValidationMessage } from '@/i18n/validation';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { FormTextField } from '@/features/admin-kit/components/form-fields';
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
      <FormTextField
        form={form}
        name="name"
        label={t('form.name')}
        required
        placeholder={t('form.namePlaceholder')}
        autoFocus
        dir="auto"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="nameFr"
          label={t('form.nameFr')}
          hint={t('form.optional')}
          lang="fr"
          dir="ltr"
        />
        <FormTextField
          form={form}
          name="nameAr"
          label={t('form.nameAr')}
          hint={t('form.optional')}
          lang="ar"
          dir="rtl"
        />
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

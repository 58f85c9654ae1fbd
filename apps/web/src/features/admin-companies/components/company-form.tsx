import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { useValidationMessage } from '@/i18n/validation';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { FormTextField, NameField } from '@/features/admin-kit/components/form-fields';
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

// The French and Arabic names, each written in its own direction.
const LOCALIZED_NAMES = [
  { name: 'nameFr', lang: 'fr', dir: 'ltr' },
  { name: 'nameAr', lang: 'ar', dir: 'rtl' },
] as const;

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
      <NameField form={form} t={t} autoFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        {LOCALIZED_NAMES.map(({ name, lang, dir }) => (
          <FormTextField
            key={name}
            form={form}
            name={name}
            label={t(`form.${name}`)}
            hint={t('form.optional')}
            lang={lang}
            dir={dir}
          />
        ))}
      </div>
      <FormImageField
        form={form}
        texts={imageFieldTexts(t)}
        currentImage={company?.image ?? null}
        error={text(errors.image?.message)}
        required={creating}
      />
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <FormActions t={t} creating={creating} onCancel={onDone} isSubmitting={isSubmitting} />
    </form>
  );
}

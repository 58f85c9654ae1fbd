import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { ImageField, imageFieldTexts } from '@/features/admin-kit/components/image-field';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import {
  COMPANY_FORM_FIELDS,
  companyFormData,
  companyFormDefaults,
  companyFormSchemaFor,
  type CompanyFormFields,
  type CompanyFormOutput,
} from '../lib/company-form';

/** Brand name, its French and Arabic names (optional) and its logo (required on creation). */
export function CompanyForm({ company, onDone }: { company: Company | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-companies', 'common']);
  const text = useValidationMessage();
  const creating = company === null;
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const resolver = useMemo(() => zodResolver(companyFormSchemaFor(creating)), [creating]);
  const form = useForm<CompanyFormFields, unknown, CompanyFormOutput>({
    resolver,
    defaultValues: companyFormDefaults(company),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' }) ?? null;

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
      <ImageField
        texts={imageFieldTexts(t)}
        file={image}
        currentImage={company?.image ?? null}
        onFileChange={(file) =>
          form.setValue('image', file, { shouldValidate: true, shouldTouch: true, shouldDirty: true })
        }
        error={text(errors.image?.message)}
        required={creating}
      />
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t(creating ? 'form.create' : 'form.save')}
        </Button>
      </div>
    </form>
  );
}

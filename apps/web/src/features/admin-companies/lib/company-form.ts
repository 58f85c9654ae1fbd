import { z } from 'zod';
import { NAME_MAX } from '@parashop/shared/constants';
import { companyFormSchema } from '@parashop/shared/schemas/catalogue';
import type { Company } from '@parashop/shared/api-types';
import { toFormData } from '@/features/admin-kit/lib/form-data';
import { imageFileField } from '@/features/admin-kit/lib/image-rule';

/** The French and Arabic names are optional; blank means none (the API stores null). */
const localizedName = z.string().trim().max(NAME_MAX, { error: 'validation.textTooLong' });

/** Name (shared rule), optional French and Arabic names, and the logo (required on creation). */
export function companyFormSchemaFor(creating: boolean) {
  return companyFormSchema.extend({
    nameFr: localizedName,
    nameAr: localizedName,
    image: imageFileField(creating),
  });
}

export type CompanyFormFields = z.input<ReturnType<typeof companyFormSchemaFor>>;
export type CompanyFormOutput = z.output<ReturnType<typeof companyFormSchemaFor>>;

export const COMPANY_FORM_FIELDS = [
  'name',
  'nameFr',
  'nameAr',
  'image',
] as const satisfies readonly (keyof CompanyFormFields)[];

export function companyFormDefaults(company?: Company | null): CompanyFormFields {
  return {
    name: company?.name ?? '',
    nameFr: company?.nameFr ?? '',
    nameAr: company?.nameAr ?? '',
    image: null,
  };
}

/**
 * POST /companies (multipart), or POST /companies/{id} with `_method=PUT`. Blank localized names are
 * sent empty so that clearing one on an edit clears it on the server too.
 */
export function companyFormData(values: CompanyFormOutput, update: boolean): FormData {
  return toFormData(
    { name: values.name, nameFr: values.nameFr, nameAr: values.nameAr },
    { image: values.image, update },
  );
}

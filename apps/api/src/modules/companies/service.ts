import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyFormSchema, NAME_MAX, type Company } from '@parashop/shared';
import { z } from 'zod';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { readUploadForm, removeImages } from '../../lib/images';
import { checkImageField, withStoredImage } from '../catalogue-shared/images';
import { FormErrors } from '../../lib/validation';
import { requestLanguage } from '../../lib/accept-language';
import { deleteCompany, findCompany, insertCompany, updateCompany, type CompanyValues } from './repository';

/**
 * The Arabic and French names are optional: blank (or null) means none; left out of an update, the
 * stored one stays.
 */
const localizedName = z
  .union([z.string(), z.null()], { error: 'validation.invalidValue' })
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim(),
  )
  .refine((value) => value === undefined || value === null || value.length <= NAME_MAX, {
    error: 'validation.textTooLong',
  });

const companyWriteSchema = companyFormSchema.extend({ nameAr: localizedName, nameFr: localizedName });

/** Name and image, plus the optional nameAr / nameFr. The image is required on creation. */
async function readCompanyForm(request: FastifyRequest, creating: boolean) {
  const form = await readUploadForm(request);
  const errors = new FormErrors(requestLanguage(request));
  const data = errors.parse(companyWriteSchema, form.fields);
  const image = await checkImageField(errors, form.image, { required: creating });
  errors.throwIfAny();
  if (!data) throw new Error('form parsed without data');
  const values: CompanyValues = { name: data.name, nameAr: data.nameAr, nameFr: data.nameFr };
  return { values, image };
}

async function companyOrThrow(app: FastifyInstance, id: number): Promise<Company> {
  const company = await findCompany(app.db, id);
  if (!company) throw httpError(404, NOT_FOUND_MESSAGE);
  return company;
}

export async function createCompany(request: FastifyRequest): Promise<Company> {
  const app = request.server;
  const { values, image } = await readCompanyForm(request, true);
  const id = await withStoredImage(app, 'companies', image, async (path) => ({
    result: await insertCompany(app.db, values, path),
    obsolete: [],
  }));
  return companyOrThrow(app, id);
}

export async function updateCompanyFromForm(request: FastifyRequest, id: number): Promise<Company> {
  const app = request.server;
  await companyOrThrow(app, id);
  const { values, image } = await readCompanyForm(request, false);
  await withStoredImage(app, 'companies', image, async (path) => {
    const outcome = await updateCompany(app.db, id, values, path);
    if (!outcome) throw httpError(404, NOT_FOUND_MESSAGE);
    return { result: undefined, obsolete: [outcome.previousImage] };
  });
  return companyOrThrow(app, id);
}

export async function removeCompany(app: FastifyInstance, id: number): Promise<void> {
  const deleted = await deleteCompany(app.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(app.storage, [deleted.image, ...deleted.products.images], app.log);
}

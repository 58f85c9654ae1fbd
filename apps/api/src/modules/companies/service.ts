import type { Company, CompanyWriteValues } from '@parashop/shared';
import type { Database } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { removeImages, type ProcessedImage } from '../../lib/images';
import { withStoredImage, type ImageStore } from '../catalogue-shared/images';
import { deleteCompany, findCompany, insertCompany, updateCompany, type CompanyValues } from './repository';

/** What the brand writes need: the database, and the image storage with its logger. */
export type CompanyDeps = { db: Database } & ImageStore;

/** A valid brand form (companyWriteSchema, validated at its route) and its processed image. */
export type CompanyForm = { values: CompanyWriteValues; image: ProcessedImage | null };

const columns = (data: CompanyWriteValues): CompanyValues => ({
  name: data.name,
  nameAr: data.nameAr,
  nameFr: data.nameFr,
});

/** The brand, or the 404. */
export async function companyOrThrow(db: Database, id: number): Promise<Company> {
  const company = await findCompany(db, id);
  if (!company) throw httpError(404, NOT_FOUND_MESSAGE);
  return company;
}

export async function createCompany(deps: CompanyDeps, form: CompanyForm): Promise<Company> {
  const id = await withStoredImage(deps, 'companies', form.image, async (path) => ({
    result: await insertCompany(deps.db, columns(form.values), path),
    obsolete: [],
  }));
  return companyOrThrow(deps.db, id);
}

export async function updateCompanyFromForm(
  deps: CompanyDeps,
  id: number,
  form: CompanyForm,
): Promise<Company> {
  await withStoredImage(deps, 'companies', form.image, async (path) => {
    const outcome = await updateCompany(deps.db, id, columns(form.values), path);
    if (!outcome) throw httpError(404, NOT_FOUND_MESSAGE);
    return { result: undefined, obsolete: [outcome.previousImage] };
  });
  return companyOrThrow(deps.db, id);
}

export async function removeCompany(deps: CompanyDeps, id: number): Promise<void> {
  const deleted = await deleteCompany(deps.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(deps.storage, [deleted.image, ...deleted.products.images], deps.log);
}

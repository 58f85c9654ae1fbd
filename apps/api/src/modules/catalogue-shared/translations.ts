import type { TranslatedDescriptions, TranslatedNames } from '@parashop/shared';

/**
 * The French and Arabic names and descriptions (decision 170) between the API shape (`name_fr`) and
 * the columns (`nameFr`). Products, packs and categories share them; categories have names only.
 */
export type NameColumns = { nameFr: string | null; nameAr: string | null };
export type DescriptionColumns = { descriptionFr: string | null; descriptionAr: string | null };

/** The texts of a product or pack as the columns hold them: its names and descriptions. */
export const itemTextColumns = (
  values: NameColumns & DescriptionColumns & { name: string; description: string },
): NameColumns & DescriptionColumns & { name: string; description: string } => ({
  name: values.name,
  description: values.description,
  nameFr: values.nameFr,
  nameAr: values.nameAr,
  descriptionFr: values.descriptionFr,
  descriptionAr: values.descriptionAr,
});

export const nameColumns = (data: TranslatedNames): NameColumns => ({
  nameFr: data.name_fr,
  nameAr: data.name_ar,
});

export const textColumns = (
  data: TranslatedNames & TranslatedDescriptions,
): NameColumns & DescriptionColumns => ({
  ...nameColumns(data),
  descriptionFr: data.description_fr,
  descriptionAr: data.description_ar,
});

export const namesShape = (row: NameColumns): TranslatedNames => ({
  name_fr: row.nameFr,
  name_ar: row.nameAr,
});

export const textsShape = (
  row: NameColumns & DescriptionColumns,
): TranslatedNames & TranslatedDescriptions => ({
  ...namesShape(row),
  description_fr: row.descriptionFr,
  description_ar: row.descriptionAr,
});

import { z } from 'zod';
import { DESCRIPTION_MAX, NAME_MAX, NAME_MIN } from '../constants';
import type { MessageKey } from './fields';

/**
 * The optional French and Arabic names and descriptions of products, packs and categories
 * (decision 170). Trimmed; empty, blank or missing is null; when given, the same length limits and
 * messages as the main field.
 */
function optionalText(max: readonly [number, MessageKey], min?: readonly [number, MessageKey]) {
  let text = z.string({ error: 'validation.invalidValue' }).max(max[0], { error: max[1] });
  if (min) text = text.min(min[0], { error: min[1], abort: true });
  return z
    .union([z.string(), z.null()], { error: 'validation.invalidValue' })
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim()))
    .pipe(text.nullable());
}

type Entity = 'product' | 'pack' | 'category';

/** `name_fr` and `name_ar`, with the entity's own length messages. */
export function translatedNameFields(entity: Entity) {
  const name = () =>
    optionalText(
      [NAME_MAX, `validation.${entity}.nameMax` as MessageKey],
      [NAME_MIN, `validation.${entity}.nameMin` as MessageKey],
    );
  return { name_fr: name(), name_ar: name() };
}

/** `description_fr` and `description_ar` (products and packs). */
export function translatedDescriptionFields(entity: 'product' | 'pack') {
  const description = () =>
    optionalText([DESCRIPTION_MAX, `validation.${entity}.descriptionMax` as MessageKey]);
  return { description_fr: description(), description_ar: description() };
}

/** The fields as a form or an API shape holds them. */
export type TranslatedNames = { name_fr: string | null; name_ar: string | null };
export type TranslatedDescriptions = { description_fr: string | null; description_ar: string | null };

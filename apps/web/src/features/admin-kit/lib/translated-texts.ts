/** The French and Arabic texts of the product and pack forms (decision 170). */
export const TRANSLATED_TEXT_FIELDS = ['name_fr', 'name_ar', 'description_fr', 'description_ar'] as const;

type Texts = {
  name_fr?: string | null;
  name_ar?: string | null;
  description_fr?: string | null;
  description_ar?: string | null;
};

/** Inputs hold text: an item's missing translation is an empty input. */
export function translatedTextDefaults(item?: Texts | null) {
  return {
    name_fr: item?.name_fr ?? '',
    name_ar: item?.name_ar ?? '',
    description_fr: item?.description_fr ?? '',
    description_ar: item?.description_ar ?? '',
  };
}

import { offerFormSchema } from '@parashop/shared/schemas/catalogue';
import { zodErrorToKeyMap } from '@parashop/shared/schemas/errors';

/** What the create-offer modal holds: the texts of its three inputs. */
export interface OfferDraft {
  offer_price: string;
  start_date: string;
  end_date: string;
}

export const EMPTY_OFFER_DRAFT: OfferDraft = { offer_price: '', start_date: '', end_date: '' };

export interface OfferDraftProblem {
  /** A message key of the shared messages. */
  key: string;
  /** The inputs to mark invalid. */
  fields: (keyof OfferDraft)[];
}

const FIELDS = ['offer_price', 'start_date', 'end_date'] as const;

/**
 * The one message the create-offer modal shows (SPEC section 5 "Offer"), checked in the
 * specification's order: all three fields, then the dates, then the price (above 0, not above the
 * regular price). Null when the offer may be sent.
 */
export function offerDraftProblem(
  draft: OfferDraft,
  product: { id: number; price: number },
): OfferDraftProblem | null {
  const blank = FIELDS.filter((field) => !draft[field].trim());
  if (blank.length > 0) return { key: 'validation.offer.requiredFields', fields: blank };
  // 'YYYY-MM-DD' texts sort like the days they name.
  if (draft.end_date < draft.start_date)
    return { key: 'validation.offer.endBeforeStart', fields: ['end_date'] };
  const result = offerFormSchema(product.price).safeParse({ ...draft, product_id: product.id });
  if (result.success) return null;
  const keys = zodErrorToKeyMap(result.error);
  const field = FIELDS.find((name) => keys[name]);
  return field
    ? { key: keys[field] as string, fields: [field] }
    : { key: 'validation.offer.requiredFields', fields: [] };
}

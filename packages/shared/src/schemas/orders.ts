import { z } from 'zod';
import {
  BLOCK_REASON_MAX,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  NAME_MAX,
  NAME_MIN,
  ORDER_QUANTITY_MAX,
  ORDER_STATUSES,
  PHONE_PATTERN,
  TARGET_NAMES,
} from '../constants';
import { normalisePhone } from '../phone';
import { deliveryAreaRequired } from '../pricing';
import {
  deliveryAreaInput,
  hasAtMostTwoDecimals,
  idInput,
  numberInput,
  requiredText,
  typeError,
} from './fields';

const ADDRESS_MAX = 255;

/**
 * A phone as people type it (spaces, dots, dashes, +212 / 00212, Arabic-Indic or Eastern Arabic
 * digits): normalised to 0XXXXXXXXX first, then the specification's rule (10 digits starting 05, 06
 * or 07) is checked on that (decision 205). The output is the canonical number.
 */
export function phoneInput() {
  return z
    .string(typeError('validation.checkout.phoneRequired', 'validation.checkout.phoneInvalid'))
    .trim()
    .min(1, { error: 'validation.checkout.phoneRequired', abort: true })
    .max(40, { error: 'validation.checkout.phoneInvalid', abort: true })
    .transform(normalisePhone)
    .pipe(z.string().regex(PHONE_PATTERN, { error: 'validation.checkout.phoneInvalid' }));
}

const customerFields = {
  name: requiredText({
    required: 'validation.checkout.nameRequired',
    min: [NAME_MIN, 'validation.checkout.nameMin'],
    max: [NAME_MAX, 'validation.checkout.nameMax'],
  }),
  phone_number: phoneInput(),
  city: requiredText({
    required: 'validation.checkout.cityRequired',
    max: [NAME_MAX, 'validation.city.max'],
  }),
  address: requiredText({
    required: 'validation.checkout.addressRequired',
    max: [ADDRESS_MAX, 'validation.checkout.addressMax'],
  }),
};

/**
 * The info step of the cart wizard. The delivery area is required only while the subtotal
 * (centimes) is under the free-delivery threshold.
 */
export function checkoutInfoSchema(subtotalCentimes: number) {
  return z.object({
    ...customerFields,
    delivery_area_id: deliveryAreaInput(deliveryAreaRequired(subtotalCentimes)),
  });
}
export type CheckoutInfoInput = z.input<ReturnType<typeof checkoutInfoSchema>>;
export type CheckoutInfoValues = z.output<ReturnType<typeof checkoutInfoSchema>>;

export const orderItemPayloadSchema = z.object({
  target_name: z.enum(TARGET_NAMES, { error: 'validation.order.targetInvalid' }),
  target_id: idInput('validation.order.itemInvalid'),
  quantity: numberInput(
    'validation.order.quantityInvalid',
    'validation.order.quantityInvalid',
    z
      .number()
      .int({ error: 'validation.order.quantityInvalid', abort: true })
      .min(1, { error: 'validation.order.quantityInvalid', abort: true })
      .max(ORDER_QUANTITY_MAX, { error: 'validation.order.quantityMax' }),
  ),
  /** The unit price the shopper saw (MAD); the server refuses the order with 409 when it changed. */
  price: numberInput(
    'validation.order.priceInvalid',
    'validation.order.priceInvalid',
    z
      .number()
      .min(0, { error: 'validation.order.priceInvalid', abort: true })
      .max(1_000_000, { error: 'validation.order.priceInvalid', abort: true })
      .refine(hasAtMostTwoDecimals, { error: 'validation.order.priceInvalid' }),
  ),
});
export type OrderItemPayload = z.output<typeof orderItemPayloadSchema>;

/**
 * POST /orders. Whether a delivery area is required depends on the subtotal the server computes
 * (deliveryAreaRequired), so here it is only checked to be a known area or null. user_id is
 * dropped (unknown keys are stripped): the server takes it from the session.
 */
export const orderPayloadSchema = z.object({
  ...customerFields,
  delivery_area_id: deliveryAreaInput(false),
  items: z
    .array(orderItemPayloadSchema, typeError('validation.order.itemsRequired'))
    .min(1, { error: 'validation.order.itemsRequired' })
    .max(100, { error: 'validation.order.itemInvalid' }),
});
/**
 * The body the web app sends (SPEC section 3 "Order payload"): `user_id` when a user is stored; the
 * server strips it and takes the user from the session.
 */
export type OrderPayloadInput = z.input<typeof orderPayloadSchema> & { user_id?: number };
export type OrderPayload = z.output<typeof orderPayloadSchema>;

/** PATCH /orders/{id}. */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.order.statusInvalid' }),
});
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

/**
 * POST /orders/{id}/contacts. `call_back_at` must be an instant in the future for `call_back`; the
 * server checks "in the future" against its own clock.
 */
export const orderContactSchema = z.object({
  outcome: z.enum(CONTACT_OUTCOMES, { error: 'validation.contact.outcomeInvalid' }),
  note: z
    .string(typeError('validation.contact.noteInvalid', 'validation.contact.noteInvalid'))
    .trim()
    .max(CONTACT_NOTE_MAX, { error: 'validation.contact.noteMax' })
    .nullish()
    .transform((value) => (value ? value : null)),
  call_back_at: z
    .string(typeError('validation.contact.callBackInvalid', 'validation.contact.callBackInvalid'))
    .trim()
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), {
      error: 'validation.contact.callBackInvalid',
    })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : null)),
});
export type OrderContactInput = z.input<typeof orderContactSchema>;
export type OrderContactPayload = z.output<typeof orderContactSchema>;

/** POST /blocked-phones. */
export const blockedPhoneSchema = z.object({
  phone_number: customerFields.phone_number,
  reason: z
    .string(typeError('validation.blockedPhone.reasonRequired'))
    .trim()
    .max(BLOCK_REASON_MAX, { error: 'validation.blockedPhone.reasonMax' })
    .optional()
    .default(''),
});
export type BlockedPhoneInput = z.input<typeof blockedPhoneSchema>;
export type BlockedPhonePayload = z.output<typeof blockedPhoneSchema>;

import { z } from 'zod';
import { idInput, typeError } from './fields';
import { orderItemPayloadSchema, orderPayloadSchema } from './orders';

/**
 * POST /orders/{id}/edit (docs/decisions/260-order-edits.md): the whole order as staff want it after
 * the call (its customer fields and every line), with the version they read. The server prices the
 * lines as at placement and moves the stock; `dry_run` answers the same without keeping anything, so
 * staff see the old and new totals before they save. Phones go through the same normalisation as
 * placement; no line may appear twice; an order with no lines left is refused (cancel it instead).
 */
export const orderEditLineSchema = orderItemPayloadSchema.pick({
  target_name: true,
  target_id: true,
  quantity: true,
});
export type OrderEditLine = z.output<typeof orderEditLineSchema>;

export const orderEditSchema = z.object({
  version: idInput('validation.orderEdit.versionInvalid'),
  name: orderPayloadSchema.shape.name,
  phone_number: orderPayloadSchema.shape.phone_number,
  city: orderPayloadSchema.shape.city,
  address: orderPayloadSchema.shape.address,
  delivery_area_id: orderPayloadSchema.shape.delivery_area_id,
  items: z
    .array(orderEditLineSchema, typeError('validation.orderEdit.noLines'))
    .min(1, { error: 'validation.orderEdit.noLines' })
    .max(100, { error: 'validation.order.itemInvalid' })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = `${item.target_name}:${item.target_id}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: 'validation.orderEdit.duplicateLine',
            path: [index, 'target_id'],
            input: item,
          });
        }
        seen.add(key);
      });
    }),
  dry_run: z.boolean(typeError('validation.invalidValue')).optional().default(false),
});
export type OrderEditInput = z.input<typeof orderEditSchema>;
export type OrderEditPayload = z.output<typeof orderEditSchema>;

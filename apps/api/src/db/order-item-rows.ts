import { centimesToDecimalString } from '@parashop/shared/money';
import type { OrderItemComponent } from './schema';

/** One order line as placed (amounts in centimes), before it is stored. */
export type NewOrderLine = {
  targetName: 'product' | 'pack';
  targetId: number;
  productId: number | null;
  packId: number | null;
  name: string;
  /** The French and Arabic names when the item has them (decision 207). */
  nameFr?: string | null;
  nameAr?: string | null;
  image: string | null;
  categoryId: number | null;
  quantity: number;
  unitPrice: number;
  /** The regular price before any offer (centimes); absent or null when not known. */
  regularUnitPrice?: number | null;
  components: OrderItemComponent[];
};

/** The order_items row of a line: name, image and price are copied so the order outlives the catalogue. */
export function orderItemRow(orderId: number, line: NewOrderLine) {
  return {
    orderId,
    targetName: line.targetName,
    targetId: line.targetId,
    productId: line.productId,
    packId: line.packId,
    name: line.name,
    nameFr: line.nameFr ?? null,
    nameAr: line.nameAr ?? null,
    image: line.image,
    categoryId: line.categoryId,
    quantity: line.quantity,
    unitPrice: centimesToDecimalString(line.unitPrice),
    regularUnitPrice:
      line.regularUnitPrice === undefined || line.regularUnitPrice === null
        ? null
        : centimesToDecimalString(line.regularUnitPrice),
    totalPrice: centimesToDecimalString(line.unitPrice * line.quantity),
    components: line.components,
  };
}

import { randomInt } from 'node:crypto';

/**
 * The 4-digit code the customer gives the rider (docs/decisions/240-riders-runs-and-cash.md): an order
 * placed while the shop asks for delivery codes gets one, written with the order by its statement
 * (write-order.ts); null otherwise (such an order never needs one, even if the setting changes later).
 */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

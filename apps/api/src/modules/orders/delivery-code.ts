import { randomInt } from 'node:crypto';
import { executePrepared, type Executor } from '../../db/client';

/**
 * The 4-digit code the customer gives the rider (docs/decisions/240-riders-runs-and-cash.md): an order
 * placed while the shop asks for delivery codes gets one, written in the placing transaction; null
 * otherwise (such an order never needs one, even if the setting changes later).
 */
export async function giveDeliveryCode(tx: Executor, orderId: number): Promise<string | null> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const rows = await executePrepared<{ delivery_code: string }>(
    tx,
    `update orders set delivery_code = $2::text
       where id = $1::int and exists (select 1 from shop_settings where id = 1 and delivery_code_required)
       returning delivery_code`,
    [orderId, code],
  );
  return rows[0]?.delivery_code ?? null;
}

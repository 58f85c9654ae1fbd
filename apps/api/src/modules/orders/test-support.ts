import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { guestHeaders, type RequestHeaders } from '../../../test/helpers';

/** Test support for the orders tests: payloads, the POST call, and what the database holds. */

export type ItemInput = { target_name: string; target_id: number; quantity: number; price?: number | string };

let phoneCounter = 0;

/**
 * A mobile number no other order of the test run used: each order is its own customer unless a
 * test says otherwise, so the per-phone limits of the COD guard stay out of tests about other rules.
 */
export function freshPhone(): string {
  phoneCounter += 1;
  return `06${String(phoneCounter).padStart(8, '0')}`;
}

export function orderPayload(items: ItemInput[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Amina Benali',
    phone_number: freshPhone(),
    city: 'Dakhla',
    address: '12 Avenue Mohammed V',
    delivery_area_id: 1,
    items,
    ...overrides,
  };
}

export type PostOrderOptions = { headers?: RequestHeaders; key?: string; ip?: string };

let addressCounter = 0;

/** POST /api/orders; each call comes from its own client address unless told (the rate limit counts per address). */
export function postOrder(app: FastifyInstance, payload: unknown, options: PostOrderOptions = {}) {
  addressCounter += 1;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...(options.headers ?? guestHeaders()),
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
    },
    remoteAddress:
      options.ip ?? `10.1.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`,
    payload: payload as Record<string, unknown>,
  });
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}

export async function orderCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

export async function orderItemCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItems);
  return Number(row?.n ?? 0);
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 200 { status: ok } when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('has every table of the data model after the migrations', async () => {
    const rows = await executeRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'categories',
        'companies',
        'favourites',
        'idempotency_keys',
        'notifications',
        'offers',
        'order_items',
        'orders',
        'pack_products',
        'packs',
        'password_reset_grants',
        'pending_registrations',
        'products',
        'sessions',
        'users',
        'verification_codes',
      ]),
    );
    const [sequence] = await executeRows<{ value: string | number }>(
      t.db,
      sql`select nextval('order_number_seq') as value`,
    );
    expect(Number(sequence?.value)).toBe(1);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.handle.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await other.close();
  });
});

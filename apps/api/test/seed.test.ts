import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOfferActive } from '@parashop/shared';
import { catalogueCounts, seedDemo } from '../src/db/seed/index';
import { adminNotice, ensureFirstAdmin } from '../src/db/seed/first-admin';
import {
  categories,
  companies,
  offers,
  orderItems,
  orders,
  packProducts,
  products,
  users,
} from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

const NOW = new Date();

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t.close());

  it('fills an empty database, and a second run adds nothing', async () => {
    const first = await seedDemo({
      db: t.db,
      storage: t.app.storage,
      timeZone: t.config.shopTimezone,
      now: NOW,
    });
    expect(first.seeded).toBe(true);
    const counts = await catalogueCounts(t.db);
    expect(counts.categories).toBe(8);
    expect(counts.companies).toBeGreaterThanOrEqual(12);
    expect(counts.products).toBeGreaterThanOrEqual(60);
    expect(counts.packs).toBe(4);
    expect(counts.orders).toBeGreaterThanOrEqual(100);

    const second = await seedDemo({
      db: t.db,
      storage: t.app.storage,
      timeZone: t.config.shopTimezone,
      now: NOW,
    });
    expect(second.seeded).toBe(false);
    expect(await catalogueCounts(t.db)).toEqual(counts);
  }, 120_000);

  it('has the 8 categories of the specification and brands with French and Arabic names', async () => {
    const names = (await t.db.select().from(categories).orderBy(categories.sortOrder)).map((row) => row.name);
    expect(names).toEqual([
      'Skincare',
      'Hair Care',
      'Supplements',
      'Baby & Maternity',
      'Personal Hygiene',
      'Herbal Remedies',
      'Cosmetics',
      'Medical Devices',
    ]);
    const brands = await t.db.select().from(companies);
    for (const brand of brands) {
      expect(brand.nameFr).toBeTruthy();
      expect(brand.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(brand.image).toMatch(/^companies\/[0-9a-f-]{36}\.webp$/);
    }
    expect(brands.map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['La Roche-Posay', 'Avène', 'Bioderma', 'Mustela']),
    );
  });

  it('gives every product a stored picture and mixes stock levels', async () => {
    const rows = await t.db.select().from(products);
    for (const product of rows) {
      expect(product.image).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      await access(join(t.config.dataDir, 'uploads', product.image ?? 'missing'));
      await access(
        join(t.config.dataDir, 'uploads', (product.image ?? '').replace(/\.webp$/, '-thumb.webp')),
      );
    }
    const response = await t.app.inject({ method: 'GET', url: `/storage/${rows[0]?.image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(rows.filter((product) => product.stock === 0).length).toBeGreaterThan(0);
    expect(rows.filter((product) => product.stock >= 1 && product.stock <= 5).length).toBeGreaterThan(0);
  });

  it('has active and expired offers below the regular price', async () => {
    const rows = await t.db
      .select({ offer: offers, price: products.price })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId));
    const periods = rows.map(({ offer }) => ({ start_date: offer.startDate, end_date: offer.endDate }));
    expect(periods.some((period) => isOfferActive(period, NOW, t.config.shopTimezone))).toBe(true);
    expect(periods.some((period) => !isOfferActive(period, NOW, t.config.shopTimezone))).toBe(true);
    for (const { offer, price } of rows) expect(Number(offer.offerPrice)).toBeLessThan(Number(price));
  });

  it('packs hold 2 to 4 products', async () => {
    const links = await t.db.select().from(packProducts);
    const sizes = new Map<number, number>();
    for (const link of links) sizes.set(link.packId, (sizes.get(link.packId) ?? 0) + 1);
    expect(sizes.size).toBe(4);
    for (const size of sizes.values()) {
      expect(size).toBeGreaterThanOrEqual(2);
      expect(size).toBeLessThanOrEqual(4);
    }
  });

  it('spreads orders over the last 90 days with all four statuses and consistent totals', async () => {
    const rows = await t.db.select().from(orders);
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(91 * 24 * 60 * 60 * 1000);
    expect(rows.every((row) => row.createdAt.getTime() <= NOW.getTime())).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'delivered', 'returned', 'cancelled']),
    );
    const delivered = rows.filter((row) => row.status === 'delivered').length;
    expect(delivered).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((row) => row.orderNumber)).size).toBe(rows.length);
    for (const row of rows) expect(row.orderNumber).toMatch(/^CMD-\d{8}-\d{4}$/);

    const items = await t.db.select().from(orderItems);
    for (const order of rows.slice(0, 30)) {
      const lines = items.filter((item) => item.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      const subtotal = lines.reduce((sum, line) => sum + Math.round(Number(line.totalPrice) * 100), 0);
      expect(Math.round(Number(order.subtotal) * 100)).toBe(subtotal);
      expect(Math.round(Number(order.totalOrder) * 100)).toBe(
        subtotal + Math.round(Number(order.deliveryFee) * 100),
      );
      for (const line of lines) {
        expect(line.components.length).toBeGreaterThan(0);
        // Per unit of the line, as an order placed in the shop has them: the stock moves by
        // component × quantity when the order is cancelled, returned or confirmed.
        for (const component of line.components) expect(component.quantity).toBe(1);
      }
    }
    expect(rows.some((row) => row.userId !== null)).toBe(true);
    expect(rows.some((row) => row.userId === null)).toBe(true);
  });

  it('adds customers with argon2id passwords', async () => {
    const customers = await t.db.select().from(users).where(eq(users.roleId, 2));
    expect(customers.length).toBeGreaterThanOrEqual(8);
    expect(customers[0]?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is created once with a generated password printed in the notice', async () => {
    const notice = await ensureFirstAdmin(t.db, { adminEmail: undefined, adminPassword: undefined });
    expect(notice).toContain('admin@parashop.local');
    const password = /Password: (\S+)/.exec(notice ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@parashop.local'));
    expect(admin?.roleId).toBe(1);
    expect(admin?.passwordHash).not.toContain(password);
    expect(await verify(admin?.passwordHash ?? '', password)).toBe(true);

    expect(
      await ensureFirstAdmin(t.db, { adminEmail: 'other@example.com', adminPassword: undefined }),
    ).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.roleId, 1))).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL / ADMIN_PASSWORD when given, without printing the password', async () => {
    const other = await createTestApp();
    try {
      const notice = await ensureFirstAdmin(other.db, {
        adminEmail: 'boss@example.com',
        adminPassword: 'a-long-secret-1',
      });
      expect(notice).toContain('boss@example.com');
      expect(notice).not.toContain('a-long-secret-1');
      const [admin] = await other.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(await verify(admin?.passwordHash ?? '', 'a-long-secret-1')).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('frames the notice', () => {
    const notice = adminNotice({ email: 'a@b.c', generatedPassword: 'xyz' });
    expect(notice).toMatch(/={20,}/);
    expect(notice).toContain('shown only once');
  });
});

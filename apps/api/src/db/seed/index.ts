import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count, sql } from 'drizzle-orm';
import {
  ROLE_CUSTOMER,
  addDays,
  centimesToDecimalString,
  computeOrderTotals,
  dateInZone,
  startOfDay,
  toCentimes,
  type ConfirmationStatus,
} from '@parashop/shared';
import type { Storage } from '../../lib/storage';
import { executeRows, type Database, type Transaction } from '../client';
import { pricedRow, rowsSubtotal } from '../order-item-rows';
import {
  categories,
  companies,
  notifications,
  offers,
  orderItems,
  orders,
  packProducts,
  packs,
  products,
  users,
} from '../schema';
import {
  SEED_BRANDS,
  SEED_CATEGORIES,
  SEED_CUSTOMERS,
  SEED_GUESTS,
  SEED_OFFERS,
  SEED_PACKS,
  SEED_PRODUCTS,
  SEED_STREETS,
} from './catalogue-data';
import { seedAttributeColumns } from './product-attributes';
import { badgeSvg, productSvg, storeSvgImage } from './images';
import { createRandom, type Random } from './random';
import { categoryTexts, packTexts, productTexts } from './catalogue-translations';

export type SeedOptions = {
  db: Database;
  storage: Storage;
  timeZone: string;
  /** "Today" for offers and order dates (tests pin it). */
  now?: Date;
  /** How many orders to spread over the last 90 days. */
  orderCount?: number;
  log?: (message: string) => void;
};

export type SeedResult = {
  seeded: boolean;
  categories: number;
  companies: number;
  products: number;
  packs: number;
  orders: number;
};

const SEED = 20261121;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the shop has no catalogue yet (no category, brand or product). */
export async function isCatalogueEmpty(db: Database | Transaction): Promise<boolean> {
  for (const table of [categories, companies, products]) {
    const [row] = await db.select({ value: count() }).from(table);
    if ((row?.value ?? 0) > 0) return false;
  }
  return true;
}

const initialsOf = (name: string) =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

/** Runs `task` over `items` with at most `limit` at a time (sharp work is CPU-bound). */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

type SeededProduct = {
  id: number;
  key: string;
  name: string;
  image: string;
  categoryId: number;
  price: number;
  stock: number;
};
type SeededPack = { id: number; name: string; price: number; members: SeededProduct[] };

/**
 * Demo data on an empty database: the 8 categories, the brands with French and Arabic names, ~60
 * products with generated pictures, offers (active and expired), 4 packs, customers and ~120 orders
 * over the last 90 days, and a few notifications. Does nothing when the catalogue is not empty, so a
 * second run adds nothing. The same seed gives the same data (apart from image file names and "now").
 */
export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const { db, storage, timeZone } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const none: SeedResult = { seeded: false, categories: 0, companies: 0, products: 0, packs: 0, orders: 0 };
  if (!(await isCatalogueEmpty(db))) return none;

  const random = createRandom(SEED);
  const started = Date.now();

  // Pictures first (outside the transaction: CPU work, and storage is not transactional).
  const brandByKey = new Map(SEED_BRANDS.map((brand) => [brand.key, brand]));
  const [categoryImages, brandImages, productImages] = await Promise.all([
    mapLimited(SEED_CATEGORIES, 2, (category) =>
      storeSvgImage(storage, 'categories', badgeSvg(initialsOf(category.name), category.colour)),
    ),
    mapLimited(SEED_BRANDS, 2, (brand) =>
      storeSvgImage(storage, 'companies', badgeSvg(brand.initials, brand.colour)),
    ),
    mapLimited(SEED_PRODUCTS, 2, (product) => {
      const brand = brandByKey.get(product.brand);
      if (!brand) throw new Error(`seed: unknown brand ${product.brand}`);
      return storeSvgImage(storage, 'products', productSvg(brand.initials, product.name, brand.colour));
    }),
  ]);
  log(`demo images generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // One password nobody knows: demo customers exist to fill the screens, not to log in.
  const customerPasswordHash = await hash(randomBytes(24).toString('base64url'));

  const result = await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile.
    if (!(await isCatalogueEmpty(tx))) return none;

    const categoryRows = await tx
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((category, index) => ({
          name: category.name,
          ...categoryTexts(category.name),
          sortOrder: index + 1,
          image: categoryImages[index] ?? null,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

    const brandRows = await tx
      .insert(companies)
      .values(
        SEED_BRANDS.map((brand, index) => ({
          name: brand.name,
          nameFr: brand.nameFr,
          nameAr: brand.nameAr,
          image: brandImages[index] ?? null,
          createdAt: new Date(now.getTime() - (150 - index) * DAY_MS),
        })),
      )
      .returning({ id: companies.id, name: companies.name });
    const brandId = new Map(SEED_BRANDS.map((brand, index) => [brand.key, brandRows[index]?.id]));

    const productValues = SEED_PRODUCTS.map((product, index) => {
      const category = categoryId.get(product.category);
      const company = brandId.get(product.brand);
      if (!category || !company) throw new Error(`seed: bad category or brand for ${product.key}`);
      return {
        name: product.name,
        description: product.description,
        ...productTexts(product.key),
        price: centimesToDecimalString(toCentimes(product.price)),
        stock: product.stock,
        image: productImages[index] ?? null,
        categoryId: category,
        companyId: company,
        ...seedAttributeColumns(product.key),
        numberClick: random.int(0, 240),
        createdAt: new Date(now.getTime() - random.int(95, 140) * DAY_MS),
      };
    });
    const productRows = await tx.insert(products).values(productValues).returning({ id: products.id });
    const seededProducts: SeededProduct[] = SEED_PRODUCTS.map((product, index) => ({
      id: productRows[index]?.id ?? 0,
      key: product.key,
      name: product.name,
      image: productImages[index] ?? '',
      categoryId: productValues[index]?.categoryId ?? 0,
      price: toCentimes(product.price),
      stock: product.stock,
    }));
    const productByKey = new Map(seededProducts.map((product) => [product.key, product]));
    const byKey = (key: string) => {
      const product = productByKey.get(key);
      if (!product) throw new Error(`seed: unknown product ${key}`);
      return product;
    };

    const today = dateInZone(now, timeZone);
    const offerRows = SEED_OFFERS.map((offer) => {
      const product = byKey(offer.product);
      return {
        productId: product.id,
        offerPrice: centimesToDecimalString(
          Math.round((product.price * (100 - offer.percentOff)) / 100 / 10) * 10,
        ),
        startDate: addDays(today, offer.startInDays),
        endDate: addDays(today, offer.endInDays),
      };
    });
    await tx.insert(offers).values(offerRows);

    const seededPacks: SeededPack[] = [];
    for (const pack of SEED_PACKS) {
      const members = pack.products.map(byKey);
      const sum = members.reduce((total, member) => total + member.price, 0);
      const price = Math.round((sum * (100 - pack.percentOff)) / 100 / 100) * 100;
      const [row] = await tx
        .insert(packs)
        .values({
          name: pack.name,
          description: pack.description,
          ...packTexts(pack.name),
          price: centimesToDecimalString(price),
          numberClick: random.int(10, 180),
          createdAt: new Date(now.getTime() - random.int(60, 90) * DAY_MS),
        })
        .returning({ id: packs.id });
      if (!row) throw new Error('seed: pack insert returned nothing');
      await tx
        .insert(packProducts)
        .values(members.map((member) => ({ packId: row.id, productId: member.id })));
      seededPacks.push({ id: row.id, name: pack.name, price, members });
    }

    const customerRows = await tx
      .insert(users)
      .values(
        SEED_CUSTOMERS.map((customer) => ({
          fullName: customer.fullName,
          email: customer.email,
          city: customer.city,
          roleId: ROLE_CUSTOMER,
          passwordHash: customerPasswordHash,
          createdAt: new Date(now.getTime() - customer.joinedDaysAgo * DAY_MS),
        })),
      )
      .returning({ id: users.id, fullName: users.fullName, city: users.city, createdAt: users.createdAt });

    const orderCount = await seedOrders(tx, {
      random,
      now,
      timeZone,
      count: options.orderCount ?? 120,
      products: seededProducts,
      packs: seededPacks,
      offers: offerRows,
      customers: customerRows,
    });

    // Stock alerts for what is low or out today, and the latest orders: the bell has something to say.
    const alerts = seededProducts
      .filter((product) => product.stock <= 5)
      .map((product) => ({
        type: product.stock === 0 ? 'out_of_stock' : 'low_stock',
        message: product.name,
        isRead: random.next() < 0.4,
        createdAt: new Date(now.getTime() - random.int(1, 20) * 60 * 60 * 1000),
      }));
    if (alerts.length > 0) await tx.insert(notifications).values(alerts);

    return {
      seeded: true,
      categories: categoryRows.length,
      companies: brandRows.length,
      products: productRows.length,
      packs: seededPacks.length,
      orders: orderCount,
    };
  });
  if (result.seeded) {
    log(
      `demo data: ${result.categories} categories, ${result.companies} brands, ${result.products} products, ` +
        `${result.packs} packs, ${result.orders} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return result;
}

type OrderContext = {
  random: Random;
  now: Date;
  timeZone: string;
  count: number;
  products: SeededProduct[];
  packs: SeededPack[];
  offers: { productId: number; offerPrice: string; startDate: string; endDate: string }[];
  customers: { id: number; fullName: string; city: string; createdAt: Date }[];
};

/** A demo order's line before it becomes its row: the item and its prices (centimes). */
type Line = Parameters<typeof pricedRow>;

/**
 * The calls a demo order went through, from its status and age (no random draw, so the rest of the
 * demo stays as it was): pending orders of the last day wait in the confirmation queue, older pending ones
 * were confirmed and wait for delivery (or the timeout would cancel them), shipped ones were
 * confirmed, cancelled ones were refused, fake, unreachable or cancelled after confirmation.
 */
function seedConfirmation(
  status: string,
  ageDays: number,
  index: number,
): { status: ConfirmationStatus; attempts: number } {
  // Under a day old: a day at least before the 48-hour timeout cancels any of them.
  if (status === 'pending' && ageDays < 1) {
    const open: Array<{ status: ConfirmationStatus; attempts: number }> = [
      { status: 'unconfirmed', attempts: 0 },
      { status: 'confirmed', attempts: 0 },
      { status: 'no_answer', attempts: 1 },
    ];
    return open[index % open.length] ?? { status: 'unconfirmed', attempts: 0 };
  }
  if (status === 'cancelled') {
    const closed: Array<{ status: ConfirmationStatus; attempts: number }> = [
      { status: 'refused', attempts: 0 },
      { status: 'fake', attempts: 0 },
      { status: 'unreachable', attempts: 3 },
      { status: 'confirmed', attempts: 0 },
    ];
    return closed[index % closed.length] ?? { status: 'refused', attempts: 0 };
  }
  return { status: 'confirmed', attempts: 0 };
}

/** ~120 orders over the last 90 days, a few of them today, mostly delivered. Returns how many. */
async function seedOrders(tx: Transaction, context: OrderContext): Promise<number> {
  const { random, now, timeZone } = context;
  const startOfToday = startOfDay(now, timeZone).getTime();
  // A handful today (between midnight and now), the rest spread over the previous 90 days.
  const todayCount = Math.min(4, context.count);
  const times: number[] = [];
  for (let i = 0; i < context.count; i++) {
    if (i < todayCount) {
      const elapsed = Math.max(60_000, now.getTime() - startOfToday);
      times.push(now.getTime() - Math.floor(random.next() * Math.min(elapsed, 8 * 60 * 60 * 1000)) - 60_000);
    } else {
      times.push(startOfToday - random.int(1, 90) * DAY_MS + random.int(10 * 60, 22 * 60) * 60_000);
    }
  }
  times.sort((a, b) => a - b);

  const popular = context.products.filter((product) => product.stock > 0);
  const offerFor = new Map(context.offers.map((offer) => [offer.productId, offer]));
  const sequence = await executeRows<{ n: string | number }>(
    tx,
    sql`select nextval('order_number_seq') as n from generate_series(1, ${context.count})`,
  );

  let created = 0;
  for (const [index, time] of times.entries()) {
    const createdAt = new Date(Math.min(time, now.getTime() - 60_000));
    const day = dateInZone(createdAt, timeZone);
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;

    const lines = new Map<string, Line>();
    const lineCount = random.weighted([
      [1, 4],
      [2, 4],
      [3, 2],
      [4, 1],
    ] as const);
    for (let l = 0; l < lineCount; l++) {
      if (random.next() < 0.15 && context.packs.length > 0) {
        const pack = random.pick(context.packs);
        const key = `pack:${pack.id}`;
        const quantity = random.int(1, 2);
        const existing = lines.get(key);
        if (existing) existing[0].quantity += quantity;
        else
          lines.set(key, [
            {
              targetName: 'pack',
              targetId: pack.id,
              productId: null,
              packId: pack.id,
              name: pack.name,
              // Every language's name, as a real order keeps them (decision 207).
              nameFr: packTexts(pack.name).nameFr,
              nameAr: packTexts(pack.name).nameAr,
              image: pack.members[0]?.image ?? null,
              categoryId: null,
              quantity,
              components: pack.members.map((member) => ({ product_id: member.id, quantity: 1 })),
            },
            { unit: pack.price, regular: pack.price },
          ]);
      } else {
        const product = random.pick(popular);
        const key = `product:${product.id}`;
        const quantity = random.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const);
        const offer = offerFor.get(product.id);
        const unitPrice =
          offer && offer.startDate <= day && day <= offer.endDate
            ? toCentimes(offer.offerPrice)
            : product.price;
        const existing = lines.get(key);
        if (existing) existing[0].quantity += quantity;
        else
          lines.set(key, [
            {
              targetName: 'product',
              targetId: product.id,
              productId: product.id,
              packId: null,
              name: product.name,
              nameFr: productTexts(product.key).nameFr,
              nameAr: productTexts(product.key).nameAr,
              image: product.image,
              categoryId: product.categoryId,
              quantity,
              components: [{ product_id: product.id, quantity: 1 }],
            },
            { unit: unitPrice, regular: product.price },
          ]);
      }
    }
    // A component counts the units of a product one unit of the line takes, as placing writes it.
    const items = [...lines.values()].map(([line, price]) => pricedRow(line, price));
    const subtotal = rowsSubtotal(items);
    const deliveryAreaId = random.weighted([
      [1, 6],
      [2, 3],
      [3, 2],
    ] as const);
    const totals = computeOrderTotals({ subtotal, deliveryAreaId });

    // Recent orders are still pending; older ones were mostly delivered.
    const status =
      ageDays < 2
        ? random.weighted([
            ['pending', 7],
            ['delivered', 2],
            ['cancelled', 1],
          ] as const)
        : random.weighted([
            ['delivered', 78],
            ['pending', 4],
            ['cancelled', 10],
            ['returned', 8],
          ] as const);

    const eligible = context.customers.filter(
      (customer) => customer.createdAt.getTime() < createdAt.getTime(),
    );
    const customer = eligible.length > 0 && random.next() < 0.6 ? random.pick(eligible) : null;
    const guest = random.pick(SEED_GUESTS);
    const name = customer?.fullName ?? guest.name;
    const city = customer?.city ?? guest.city;
    const phone = `0${random.pick(['6', '7'])}${String(random.int(10_000_000, 99_999_999))}`;
    const number = sequence[index]?.n ?? index + 1;
    const confirmation = seedConfirmation(status, ageDays, index);

    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: `CMD-${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`,
        status,
        name,
        phoneNumber: phone,
        address: `${random.int(1, 180)} ${random.pick(SEED_STREETS)}`,
        city,
        deliveryAreaId,
        subtotal: centimesToDecimalString(totals.subtotal),
        deliveryFee: centimesToDecimalString(totals.deliveryFee),
        deliveryDiscount: centimesToDecimalString(totals.deliveryDiscount),
        totalOrder: centimesToDecimalString(totals.total),
        userId: customer?.id ?? null,
        confirmationStatus: confirmation.status,
        confirmationAttempts: confirmation.attempts,
        createdAt,
        updatedAt:
          status === 'pending'
            ? createdAt
            : new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 3) * DAY_MS)),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('seed: order insert returned nothing');
    await tx.insert(orderItems).values(items.map((row) => ({ orderId: order.id, ...row })));
    if (ageDays < 1.5) {
      await tx.insert(notifications).values({ type: 'new_order', message: name, isRead: false, createdAt });
    }
    created++;
  }
  return created;
}

/** Row counts of the demo tables (used by tests and the start-up log). */
export async function catalogueCounts(db: Database) {
  const tally = async (
    table: typeof categories | typeof companies | typeof products | typeof packs | typeof orders,
  ) => {
    const [row] = await db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  return {
    categories: await tally(categories),
    companies: await tally(companies),
    products: await tally(products),
    packs: await tally(packs),
    orders: await tally(orders),
  };
}

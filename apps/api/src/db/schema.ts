import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is exact: numeric(10,2) in the database, integer centimes in computation. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    city: text('city').notNull().default(''),
    roleId: smallint('role_id').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_created_idx').on(t.roleId, t.createdAt, t.id),
    // The customers screen's search (docs/decisions/180-server-side-lists.md).
    index('users_name_search_idx').using('gin', sql`parashop_search_text(${t.fullName}) gin_trgm_ops`),
    index('users_email_search_idx').using('gin', sql`parashop_search_text(${t.email}) gin_trgm_ops`),
    index('users_city_search_idx').using('gin', sql`parashop_search_text(${t.city}) gin_trgm_ops`),
    check('users_role_id_check', sql`${t.roleId} in (1, 2)`),
  ],
);

/** A registration waiting for its e-mail code; becomes a user once verified. */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** Opaque random id, sent to the page as pending_user_id. */
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email)],
);

/**
 * A 6-digit code sent by e-mail. `id` is an opaque ticket: for a registration it is paired with a
 * pending registration, for a password reset with the user (or with nobody when the e-mail is unknown,
 * so that the answer looks the same).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    pendingRegistrationId: text('pending_registration_id').references(() => pendingRegistrations.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('verification_codes_purpose_check', sql`${t.purpose} in ('register', 'reset', 'email_change')`),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Wrong code checks per account (e-mail) and UTC day, kept in the database so the daily cap survives a
 * restart and the eviction of in-memory counters.
 */
export const codeCheckFailures = pgTable(
  'code_check_failures',
  {
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.day] })],
);

/** Browser sessions (also anonymous ones, which can hold a password-reset grant). */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The right, given by a verified reset code, to set one user's password once from one session. */
export const passwordResetGrants = pgTable('password_reset_grants', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- catalogue

/** Optional French and Arabic names and descriptions (decision 170); null when none was given. */
const translatedNames = () => ({ nameFr: text('name_fr'), nameAr: text('name_ar') });
const translatedDescriptions = () => ({
  descriptionFr: text('description_fr'),
  descriptionAr: text('description_ar'),
});
/** The same length limits as the main name and description (a null passes). */
function translationsCheck(t: {
  nameFr: AnyPgColumn;
  nameAr: AnyPgColumn;
  descriptionFr?: AnyPgColumn;
  descriptionAr?: AnyPgColumn;
}) {
  const names = sql`char_length(${t.nameFr}) between 2 and 100 and char_length(${t.nameAr}) between 2 and 100`;
  if (!t.descriptionFr || !t.descriptionAr) return names;
  return sql`${names} and char_length(${t.descriptionFr}) <= 500 and char_length(${t.descriptionAr}) <= 500`;
}
/** Text operators only (concat_ws is not immutable): the main name, then the French and Arabic ones. */
const searchNamesExpression = sql`parashop_search_text(name || coalesce(' ' || name_fr, '') || coalesce(' ' || name_ar, ''))`;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...translatedNames(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('categories_name_check', sql`char_length(${t.name}) between 2 and 100`),
    check('categories_translations_check', translationsCheck(t)),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    nameFr: text('name_fr'),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('companies_name_check', sql`char_length(${t.name}) between 2 and 100`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ...translatedNames(),
    ...translatedDescriptions(),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    image: text('image'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    numberClick: integer('number_click').notNull().default(0),
    /** Issue 15 (decision 150): facets of the catalogue and whether the product is sold online. */
    skinTypes: text('skin_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ageGroup: text('age_group'),
    pregnancySafe: boolean('pregnancy_safe').notNull().default(false),
    saleMode: text('sale_mode').notNull().default('online'),
    /** The name as the catalogue search compares it (parashop_search_text, migration 0001); kept by PostgreSQL. */
    searchName: text('search_name').generatedAlwaysAs(sql`parashop_search_text(name)`),
    /** Main, French and Arabic names as the search compares them (migration 0010). */
    searchNames: text('search_names').generatedAlwaysAs(searchNamesExpression),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_names_trgm_idx').using('gin', t.searchNames.op('gin_trgm_ops')),
    check('products_translations_check', translationsCheck(t)),
    index('products_category_idx').on(t.categoryId),
    index('products_company_idx').on(t.companyId),
    // Substring and close-spelling search on product names (pg_trgm).
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} > 0 and ${t.price} <= 10000`),
    check('products_name_check', sql`char_length(${t.name}) between 2 and 100`),
    check('products_description_check', sql`char_length(${t.description}) <= 500`),
    check('products_number_click_check', sql`${t.numberClick} >= 0`),
    check('products_sale_mode_check', sql`${t.saleMode} in ('online', 'in_store_only')`),
    check(
      'products_age_group_check',
      sql`${t.ageGroup} is null or ${t.ageGroup} in ('baby', 'child', 'adult', 'all')`,
    ),
  ],
);

/** At most one offer per product; dates are calendar days in the shop's time zone, both inclusive. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    offerPrice: money('offer_price').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_product_unique').on(t.productId),
    check('offers_price_check', sql`${t.offerPrice} > 0`),
    check('offers_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A pack's stock is derived (smallest stock of its products), never stored. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ...translatedNames(),
    ...translatedDescriptions(),
    price: money('price').notNull(),
    numberClick: integer('number_click').notNull().default(0),
    /** The name as the catalogue search compares it (parashop_search_text, migration 0001). */
    searchName: text('search_name').generatedAlwaysAs(sql`parashop_search_text(name)`),
    searchNames: text('search_names').generatedAlwaysAs(searchNamesExpression),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packs_translations_check', translationsCheck(t)),
    check('packs_price_check', sql`${t.price} >= 0.01 and ${t.price} <= 10000`),
    check('packs_name_check', sql`char_length(${t.name}) between 2 and 100`),
    check('packs_description_check', sql`char_length(${t.description}) <= 500`),
    check('packs_number_click_check', sql`${t.numberClick} >= 0`),
  ],
);

export const packProducts = pgTable(
  'pack_products',
  {
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.productId] }),
    index('pack_products_product_idx').on(t.productId),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    packId: integer('pack_id').references(() => packs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_unique').on(t.userId, t.productId),
    uniqueIndex('favourites_user_pack_unique').on(t.userId, t.packId),
    check('favourites_one_target_check', sql`(${t.productId} is null) <> (${t.packId} is null)`),
  ],
);

// ---------------------------------------------------------------- orders

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('pending'),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    deliveryAreaId: smallint('delivery_area_id'),
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    deliveryDiscount: money('delivery_discount').notNull(),
    totalOrder: money('total_order').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Beside the status: what the confirmation calls found (docs/decisions/090-order-confirmation.md). */
    confirmationStatus: text('confirmation_status').notNull().default('unconfirmed'),
    confirmationAttempts: integer('confirmation_attempts').notNull().default(0),
    callBackAt: timestamp('call_back_at', { withTimezone: true }),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    /** YYYY-NNNNNN, given when the order is first delivered and never changed (invoice_counters). */
    invoiceNumber: text('invoice_number'),
    /** When the invoice number was given (the invoice's date). */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /**
     * A pending order accepted over the stock guard's limits: its units stay on the shelves until staff
     * confirm it (docs/decisions/200-stock-held-by-unconfirmed-orders.md). False once they are taken.
     */
    stockDeferred: boolean('stock_deferred').notNull().default(false),
    /** Who placed it, for the per-client limits: the address (an IPv6 /64), device and session. */
    clientAddress: text('client_address'),
    /** SHA-256 of the device cookie's random token (never the token itself). */
    clientDevice: text('client_device'),
    clientSession: text('client_session'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_client_address_idx').on(t.clientAddress),
    index('orders_client_device_idx').on(t.clientDevice),
    index('orders_client_session_idx').on(t.clientSession),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    index('orders_created_at_idx').on(t.createdAt),
    // The back office's paged lists (docs/decisions/180-server-side-lists.md): newest first, per status
    // or confirmation, the stat cards from the index alone, the search by trigrams.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_confirmation_created_idx').on(t.confirmationStatus, t.createdAt, t.id),
    index('orders_status_total_idx').on(t.status, t.totalOrder),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_name_search_idx').using('gin', sql`parashop_search_text(${t.name}) gin_trgm_ops`),
    index('orders_number_search_idx').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
    index('orders_phone_search_idx').using(
      'gin',
      sql`regexp_replace(${t.phoneNumber}, '\\D', '', 'g') gin_trgm_ops`,
    ),
    index('orders_user_idx').on(t.userId),
    index('orders_phone_idx').on(t.phoneNumber),
    // The confirmation queue and the timeout job read the open pending orders, oldest first.
    index('orders_confirmation_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending' and confirmation_status in ('unconfirmed', 'no_answer', 'call_back')`),
    check('orders_status_check', sql`${t.status} in ('pending', 'delivered', 'returned', 'cancelled')`),
    check(
      'orders_confirmation_status_check',
      sql`${t.confirmationStatus} in ('unconfirmed', 'confirmed', 'no_answer', 'call_back', 'unreachable', 'wrong_number', 'refused', 'duplicate', 'fake')`,
    ),
    check('orders_confirmation_attempts_check', sql`${t.confirmationAttempts} >= 0`),
    check('orders_delivery_area_check', sql`${t.deliveryAreaId} is null or ${t.deliveryAreaId} in (1, 2, 3)`),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.deliveryDiscount} >= 0 and ${t.totalOrder} >= 0`,
    ),
  ],
);

/**
 * The orders screen's stat cards, kept by the database (docs/decisions/184-order-counters.md): each
 * statement that inserts, deletes or updates orders adds one row of what it changed (statement
 * triggers on `orders`, migration 0013); the figures are the sum of the rows. Rows are only added,
 * never updated, so order writes wait for no one here; the reader folds them into one row now and then.
 */
export const orderCounts = pgTable('order_counts', {
  orders: integer('orders').notNull(),
  pending: integer('pending').notNull(),
  delivered: integer('delivered').notNull(),
  returned: integer('returned').notNull(),
  cancelled: integer('cancelled').notNull(),
  /** Sum of total_order over delivered orders. */
  deliveredRevenue: numeric('delivered_revenue', { precision: 14, scale: 2 }).notNull(),
});

/** One confirmation call (or the server's timeout) recorded on an order, oldest first. */
export const orderContacts = pgTable(
  'order_contacts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    note: text('note'),
    callBackAt: timestamp('call_back_at', { withTimezone: true }),
    /** Who called; the name is copied so the history survives a deleted account. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_contacts_order_idx').on(t.orderId),
    check(
      'order_contacts_outcome_check',
      sql`${t.outcome} in ('confirmed', 'no_answer', 'call_back', 'wrong_number', 'refused', 'duplicate', 'fake', 'timeout')`,
    ),
  ],
);

/** Phone numbers whose orders the shop no longer takes online. */
export const blockedPhones = pgTable(
  'blocked_phones',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_phones_phone_unique').on(t.phoneNumber)],
);

/** How many units of which product one order line took; what a cancellation gives back. */
export type OrderItemComponent = { product_id: number; quantity: number };

/** Name, image and price are copied into the line so past orders survive catalogue changes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    targetName: text('target_name').notNull(),
    targetId: integer('target_id').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    packId: integer('pack_id').references(() => packs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The regular price before any offer, as it was when ordered; null for orders placed before it was kept. */
    regularUnitPrice: money('regular_unit_price'),
    totalPrice: money('total_price').notNull(),
    components: jsonb('components').$type<OrderItemComponent[]>().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_target_check', sql`${t.targetName} in ('product', 'pack')`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.unitPrice} >= 0 and ${t.totalPrice} >= 0`),
  ],
);

/** A retried POST /orders with the same key gets the first answer back. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** user_id null = a notification for the shop's staff; otherwise for that customer only. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- lots (docs/decisions/130-product-lots.md)

/**
 * Units of one product received together with one expiry date. A product with at least one lot keeps
 * `products.stock` equal to the units of its lots whose expiry date has not passed in the shop's time
 * zone, in the same transaction that changes a lot (and by the lots job at the day's rollover). Every
 * writer of a product's lots holds that product's row lock first.
 */
export const productLots = pgTable(
  'product_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** When the lots job raised `expiring_soon` for this lot (once per lot and expiry date). */
    expiringNotifiedAt: timestamp('expiring_notified_at', { withTimezone: true }),
    /** When the lots job took this lot's units out of the stock and raised `expired`. */
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_lots_product_number_unique').on(t.productId, t.lotNumber),
    index('product_lots_product_expiry_idx').on(t.productId, t.expiryDate),
    index('product_lots_expiry_idx').on(t.expiryDate),
    check('product_lots_quantity_check', sql`${t.quantity} >= 0`),
    check('product_lots_number_check', sql`char_length(${t.lotNumber}) between 1 and 50`),
  ],
);

/** Which lots an order line took its units from; a cancellation or return puts them back there. */
export const orderItemLots = pgTable(
  'order_item_lots',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null once the lot is deleted: the line keeps its number and date. */
    lotId: integer('lot_id').references(() => productLots.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_item_lots_item_idx').on(t.orderItemId),
    index('order_item_lots_lot_idx').on(t.lotId),
    check('order_item_lots_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- shop settings and invoices

/**
 * The shop's settings: one row (id 1), filled by the migration with the shop's first values.
 * Empty text means "not given"; latitude/longitude are null when not given.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    facebookUrl: text('facebook_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    ice: text('ice').notNull().default(''),
    ifNumber: text('if_number').notNull().default(''),
    rc: text('rc').notNull().default(''),
    patente: text('patente').notNull().default(''),
    /** Percent, e.g. 20.00; prices are VAT-included. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('20'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_vat_rate_check', sql`${t.vatRate} >= 0 and ${t.vatRate} <= 100`),
  ],
);

/** The last invoice number given in each year (shop time zone); locked FOR UPDATE while taking the next. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 0`)],
);

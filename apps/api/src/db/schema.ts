import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { OrderEditChanges } from '@parashop/shared/api-types';
import type { TargetName } from '@parashop/shared/constants';

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
    /** Always stored lower-cased and trimmed. Null only for a rider who signs in with their phone. */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    city: text('city').notNull().default(''),
    roleId: smallint('role_id').notNull().default(2),
    /** Riders (decision 240): their phone, 0XXXXXXXXX, with which they may sign in. */
    phone: text('phone'),
    /** Riders: when staff disabled them; a disabled account cannot sign in and its sessions stop. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_role_created_idx').on(t.roleId, t.createdAt, t.id),
    // The customers screen's search (docs/decisions/180-server-side-lists.md).
    index('users_name_search_idx').using('gin', sql`parashop_search_text(${t.fullName}) gin_trgm_ops`),
    index('users_email_search_idx').using('gin', sql`parashop_search_text(${t.email}) gin_trgm_ops`),
    index('users_city_search_idx').using('gin', sql`parashop_search_text(${t.city}) gin_trgm_ops`),
    check('users_role_id_check', sql`${t.roleId} in (1, 2, 3)`),
    check('users_email_check', sql`${t.email} is not null or ${t.roleId} = 3`),
    check('users_phone_check', sql`${t.phone} is null or ${t.phone} ~ '^0[5-7][0-9]{8}$'`),
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
    /**
     * How many times the stock changed (migration 0022's row trigger): whoever hears of a product's
     * stock (a NOTIFY, Redis, a read) keeps only the newest (decision 305).
     */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
    /** Units returned damaged or expired (decision 265), for a product without lots: never sold. */
    quarantined: integer('quarantined').notNull().default(0),
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
    check('products_quarantined_check', sql`${t.quarantined} >= 0`),
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
    /**
     * The language the customer ordered in (en, fr or ar; decision 207): the confirmation message sent
     * to them follows it, whatever the language of the staff member's screen.
     */
    language: text('language').notNull().default('fr'),
    /**
     * Deliveries by the shop's riders (decision 240): the 4-digit code the customer gives the rider
     * (given at placing while the shop asks for codes), the failed delivery attempts, the flag for staff
     * after the third, and the day a postponed order can go out again.
     */
    deliveryCode: text('delivery_code'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    needsStaff: boolean('needs_staff').notNull().default(false),
    postponedTo: date('postponed_to', { mode: 'string' }),
    /** Units given back by returns after delivery so far (decision 265); > 0 = delivered with returns. */
    returnedUnits: integer('returned_units').notNull().default(0),
    /**
     * Raised by the database (trigger orders_version, migration 0017) on every change of what staff see
     * (status, calls, deliveries, customer, totals); an edit sends the version staff read and is refused
     * when it moved (decision 260).
     */
    version: integer('version').notNull().default(1),
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
    check('orders_language_check', sql`${t.language} in ('en', 'fr', 'ar')`),
    check('orders_delivery_code_check', sql`${t.deliveryCode} is null or ${t.deliveryCode} ~ '^[0-9]{4}$'`),
    check('orders_failed_attempts_check', sql`${t.failedAttempts} >= 0`),
    check('orders_returned_units_check', sql`${t.returnedUnits} >= 0`),
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

/**
 * The units unconfirmed orders hold (docs/decisions/300-held-units-kept-by-the-database.md), kept by
 * statement triggers on `orders` and `order_items` (migration 0021): what each holding order was
 * counted for, and the sums per product that the stock guard reads instead of going through the orders.
 */
export const orderHeldUnits = pgTable(
  'order_held_units',
  {
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ name: 'order_held_units_pk', columns: [t.orderId, t.productId] })],
);

export const productHeldUnits = pgTable('product_held_units', {
  productId: integer('product_id').primaryKey(),
  units: integer('units').notNull(),
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

/**
 * One edit of a pending order (docs/decisions/260-order-edits.md): who, when, the version it made, and
 * what changed (fields and lines, before -> after, and the totals), as OrderEditChanges.
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Who edited; the name is copied so the history survives a deleted account. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    changes: jsonb('changes').$type<OrderEditChanges>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_edits_order_idx').on(t.orderId, t.id)],
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
    /** 'product' or 'pack' (order_items_target_check). */
    targetName: text('target_name').$type<TargetName>().notNull(),
    targetId: integer('target_id').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    packId: integer('pack_id').references(() => packs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The French and Arabic names as they were when ordered (decision 207); null when the item had none. */
    nameFr: text('name_fr'),
    nameAr: text('name_ar'),
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
    /** What a `delivery_outcome` notification is about (decision 240); null for the other types. */
    details: jsonb('details'),
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
    /** Units of this lot returned damaged or expired (decision 265): kept apart, never sold. */
    quarantined: integer('quarantined').notNull().default(0),
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
    check('product_lots_quarantined_check', sql`${t.quarantined} >= 0`),
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
    /** Riders need the customer's 4-digit code to mark an order delivered (decision 240). */
    deliveryCodeRequired: boolean('delivery_code_required').notNull().default(false),
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

// ---------------------------------------------------------------- deliveries (docs/decisions/240-riders-runs-and-cash.md)

/** A rider's run of one day: built by staff (draft), handed over, started on the rider's phone, finished. */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_runs_date_idx').on(t.date, t.id),
    index('delivery_runs_rider_date_idx').on(t.riderId, t.date),
    check('delivery_runs_status_check', sql`${t.status} in ('draft', 'handed_over', 'started', 'finished')`),
  ],
);

/**
 * One order on a run. A stop is open while `assigned` or `out`; the unique partial index keeps an order
 * on at most one open stop, so two staff building runs at once cannot both take it: the second insert
 * fails whatever the timing. Its outcome columns are what the rider reported (money in numeric(10,2)).
 */
export const deliveryStops = pgTable(
  'delivery_stops',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => deliveryRuns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    state: text('state').notNull().default('assigned'),
    collected: money('collected'),
    amountReason: text('amount_reason'),
    reason: text('reason'),
    note: text('note'),
    postponedTo: date('postponed_to', { mode: 'string' }),
    /** Wrong delivery codes typed; DELIVERY_CODE_MAX_TRIES of them lock the stop until staff unlock it. */
    codeTries: integer('code_tries').notNull().default(0),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeBy: integer('outcome_by').references(() => users.id, { onDelete: 'set null' }),
    /** The rider's name copied, so the order's history survives a deleted account. */
    outcomeByName: text('outcome_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_stops_run_idx').on(t.runId, t.position),
    index('delivery_stops_order_idx').on(t.orderId),
    uniqueIndex('delivery_stops_open_order_unique')
      .on(t.orderId)
      .where(sql`state in ('assigned', 'out')`),
    check(
      'delivery_stops_state_check',
      sql`${t.state} in ('assigned', 'out', 'delivered', 'failed', 'postponed')`,
    ),
    check(
      'delivery_stops_reason_check',
      sql`${t.reason} is null or ${t.reason} in ('no_answer', 'refused_at_door', 'wrong_address', 'customer_absent', 'other')`,
    ),
    check('delivery_stops_collected_check', sql`${t.collected} is null or ${t.collected} >= 0`),
    check('delivery_stops_code_tries_check', sql`${t.codeTries} >= 0`),
  ],
);

/**
 * The outcome keys a rider's phone sent (one UUID per outcome): a repeat of a key gets the first answer
 * back and changes nothing. Applied outcomes and wrong-code refusals are kept.
 */
export const deliveryOutcomeKeys = pgTable('delivery_outcome_keys', {
  key: text('key').primaryKey(),
  stopId: integer('stop_id')
    .notNull()
    .references(() => deliveryStops.id, { onDelete: 'cascade' }),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  createdAt: createdAt(),
});

/**
 * A rider's cash of one day (the runs' date): what the rider declared handed over, what staff counted
 * and closed. The expected amount is always the sum of that day's delivered stops; `expected` here is
 * the figure at the last close.
 */
export const riderCashDays = pgTable(
  'rider_cash_days',
  {
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    declared: money('declared'),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    counted: money('counted'),
    expectedAtClose: money('expected_at_close'),
    note: text('note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.riderId, t.date] }),
    index('rider_cash_days_date_idx').on(t.date),
    check(
      'rider_cash_days_amounts_check',
      sql`coalesce(${t.declared}, 0) >= 0 and coalesce(${t.counted}, 0) >= 0`,
    ),
  ],
);

/** Every change of a rider's cash day, oldest first: declared, closed, closed again, or an outcome after the close. */
export const riderCashEvents = pgTable(
  'rider_cash_events',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    what: text('what').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    declared: money('declared'),
    counted: money('counted'),
    expected: money('expected'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rider_cash_events_day_idx').on(t.riderId, t.date, t.id),
    check(
      'rider_cash_events_what_check',
      sql`${t.what} in ('declared', 'closed', 'reclosed', 'changed_after_close')`,
    ),
  ],
);

// ---------------------------------------------------------------- couriers (decision 270)

/** A courier's districts as its API lists them (refreshed daily); prices in centimes. */
export const courierDistricts = pgTable(
  'courier_districts',
  {
    courier: text('courier').notNull(),
    districtId: text('district_id').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    city: text('city').notNull(),
    price: integer('price').notNull(),
    delay: text('delay'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'courier_districts_pk', columns: [t.courier, t.districtId] }),
    check('courier_districts_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * One attempt to send an order by courier. It is reserved as `sending` before the courier is called
 * (the partial unique index keeps one live parcel per order, whoever clicks), becomes `sent` with the
 * courier's code, or `refused` when the courier said no (then the order can be sent again). `reference`
 * is ours, given to the courier, and finds the parcel again after a timeout. `attempt_until` is the
 * lease of the request talking to the courier: nobody else calls it for this parcel before then.
 */
export const courierParcels = pgTable(
  'courier_parcels',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    reference: text('reference').notNull(),
    state: text('state').notNull().default('sending'),
    districtId: text('district_id').notNull(),
    districtName: text('district_name').notNull(),
    city: text('city').notNull(),
    /** Cash the courier collects (centimes). */
    amount: integer('amount').notNull(),
    quotedFee: integer('quoted_fee').notNull(),
    code: text('code'),
    fee: integer('fee'),
    labelUrl: text('label_url'),
    rawStatus: text('raw_status'),
    deliveryState: text('delivery_state').notNull().default('waiting'),
    failureReason: text('failure_reason'),
    unknownStatus: boolean('unknown_status').notNull().default(false),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    lastError: text('last_error'),
    attemptUntil: timestamp('attempt_until', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    receivedBackAt: timestamp('received_back_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courier_parcels_reference_unique').on(t.reference),
    uniqueIndex('courier_parcels_code_unique').on(t.courier, t.code),
    uniqueIndex('courier_parcels_live_order_unique')
      .on(t.orderId)
      .where(sql`state in ('sending', 'sent')`),
    index('courier_parcels_sync_idx')
      .on(t.syncedAt)
      .where(sql`state = 'sent' and delivery_state not in ('delivered', 'returned', 'cancelled')`),
    index('courier_parcels_created_idx').on(t.createdAt, t.id),
    check('courier_parcels_state_check', sql`${t.state} in ('sending', 'sent', 'refused')`),
    check(
      'courier_parcels_delivery_state_check',
      sql`${t.deliveryState} in ('waiting', 'out', 'delivered', 'failed', 'postponed', 'cancelled', 'returned')`,
    ),
    check(
      'courier_parcels_amounts_check',
      sql`${t.amount} >= 0 and ${t.quotedFee} >= 0 and coalesce(${t.fee}, 0) >= 0`,
    ),
  ],
);

/** The courier's status events of a parcel, each kept once under its key (poll and webhook alike). */
export const courierParcelEvents = pgTable(
  'courier_parcel_events',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => courierParcels.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    rawStatus: text('raw_status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    /** False for an event older than the parcel's last one: kept in its history, the state unchanged. */
    applied: boolean('applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_parcel_events_key_unique').on(t.parcelId, t.eventKey),
    index('courier_parcel_events_parcel_idx').on(t.parcelId, t.occurredAt, t.id),
    check('courier_parcel_events_source_check', sql`${t.source} in ('poll', 'webhook', 'send')`),
  ],
);

/** What the courier paid back for a parcel (entered or imported), reconciled against the parcels. */
export const courierRemittances = pgTable(
  'courier_remittances',
  {
    id: serial('id').primaryKey(),
    courier: text('courier').notNull(),
    code: text('code').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courier_remittances_code_unique').on(t.courier, t.code),
    check('courier_remittances_amounts_check', sql`${t.amount} >= 0 and ${t.fee} >= 0`),
  ],
);

// ---------------------------------------------------------------- returns (docs/decisions/265-order-returns.md)

/** The last credit note number given in each year (shop time zone); locked FOR UPDATE while taking the next. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('credit_note_counters_last_number_check', sql`${t.lastNumber} >= 0`)],
);

/** One return of some units of a delivered order, with its credit note and how it was paid back. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** AV-YYYY-NNNNNN, from credit_note_counters, never reused. */
    creditNoteNumber: text('credit_note_number').notNull(),
    refundMethod: text('refund_method').notNull(),
    /** The returned units at the price paid. */
    linesAmount: money('lines_amount').notNull(),
    /** What the customer paid for delivery, refunded when the return brings back every unit. */
    deliveryRefund: money('delivery_refund').notNull().default('0'),
    refundTotal: money('refund_total').notNull(),
    exchangeOrderId: integer('exchange_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    /** The exchange order's total minus the refund: > 0 to collect, < 0 to give back. */
    exchangeDifference: money('exchange_difference'),
    note: text('note'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_returns_credit_note_unique').on(t.creditNoteNumber),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_created_idx').on(t.createdAt),
    check('order_returns_refund_method_check', sql`${t.refundMethod} in ('cash', 'rider', 'store_credit')`),
    check(
      'order_returns_amounts_check',
      sql`${t.linesAmount} >= 0 and ${t.deliveryRefund} >= 0 and ${t.refundTotal} >= 0`,
    ),
  ],
);

/** The lots a returned line's units went back to (or were quarantined in). */
export type ReturnLineLot = { lot_number: string; expiry_date: string; quantity: number };

/** Units of one order line in a return, with their reason. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The line's product (null for a pack line), for the return rates by product. */
    productId: integer('product_id'),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    /** Damaged or expired: the units went to quarantine, not back on sale. */
    quarantined: boolean('quarantined').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    lots: jsonb('lots')
      .$type<ReturnLineLot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_return_lines_reason_check',
      sql`${t.reason} in ('damaged', 'wrong_item', 'changed_mind', 'expired', 'other')`,
    ),
  ],
);

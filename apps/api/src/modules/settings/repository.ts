import { and, eq } from 'drizzle-orm';
import type { PublicSettings, ShopSettings, ShopSettingsUpdate } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

type SettingsRow = typeof shopSettings.$inferSelect;

/** The row the migration writes; read again only if it was removed by hand. */
const SETTINGS_ROW_ID = 1;

function coordinate(value: string | null): number | null {
  return value === null ? null : Number(value);
}

function toShopSettings(row: SettingsRow, orderMaxUnitsPerLine: number): ShopSettings {
  return {
    whatsapp: row.whatsapp === '' ? null : row.whatsapp,
    order_max_units_per_line: orderMaxUnitsPerLine,
    shop_name: row.shopName,
    address: row.address,
    city: row.city,
    phone: row.phone,
    email: row.email,
    opening_hours: row.openingHours,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    ice: row.ice,
    if_number: row.ifNumber,
    rc: row.rc,
    patente: row.patente,
    vat_rate: Number(row.vatRate),
    delivery_code_required: row.deliveryCodeRequired,
  };
}

/** What anyone may read: the settings without the legal identifiers and the VAT rate. */
export function publicPart(settings: ShopSettings): PublicSettings {
  const { ice: _ice, if_number: _if, rc: _rc, patente: _patente, vat_rate: _vat, ...rest } = settings;
  return rest;
}

async function settingsRow(db: Executor): Promise<SettingsRow> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID));
  if (row) return row;
  // The migration writes the row; a database whose row was deleted gets a bare one back.
  await db.insert(shopSettings).values({ id: SETTINGS_ROW_ID, shopName: 'Parashop' }).onConflictDoNothing();
  const [created] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID));
  if (!created) throw new Error('The shop settings row is missing.');
  return created;
}

/**
 * The shop's settings, every field (for the server: printed documents, server-rendered metadata).
 * `orderMaxUnitsPerLine` comes from the configuration (ORDER_MAX_UNITS_PER_LINE).
 */
export async function readShopSettings(
  db: Executor,
  options: { orderMaxUnitsPerLine: number },
): Promise<ShopSettings> {
  return toShopSettings(await settingsRow(db), options.orderMaxUnitsPerLine);
}

/** Writes the fields given (a validated PUT /settings body); the others stay. */
export async function updateShopSettings(db: Executor, patch: ShopSettingsUpdate, now: Date): Promise<void> {
  await settingsRow(db);
  const values: Partial<typeof shopSettings.$inferInsert> = { updatedAt: now };
  if (patch.shop_name !== undefined) values.shopName = patch.shop_name;
  if (patch.address !== undefined) values.address = patch.address;
  if (patch.city !== undefined) values.city = patch.city;
  if (patch.phone !== undefined) values.phone = patch.phone;
  if (patch.whatsapp !== undefined) values.whatsapp = patch.whatsapp ?? '';
  if (patch.email !== undefined) values.email = patch.email;
  if (patch.opening_hours !== undefined) values.openingHours = patch.opening_hours;
  if (patch.latitude !== undefined) values.latitude = patch.latitude === null ? null : String(patch.latitude);
  if (patch.longitude !== undefined)
    values.longitude = patch.longitude === null ? null : String(patch.longitude);
  if (patch.facebook_url !== undefined) values.facebookUrl = patch.facebook_url;
  if (patch.instagram_url !== undefined) values.instagramUrl = patch.instagram_url;
  if (patch.ice !== undefined) values.ice = patch.ice;
  if (patch.if_number !== undefined) values.ifNumber = patch.if_number;
  if (patch.rc !== undefined) values.rc = patch.rc;
  if (patch.patente !== undefined) values.patente = patch.patente;
  if (patch.vat_rate !== undefined) values.vatRate = patch.vat_rate.toFixed(2);
  if (patch.delivery_code_required !== undefined) values.deliveryCodeRequired = patch.delivery_code_required;
  await db.update(shopSettings).set(values).where(eq(shopSettings.id, SETTINGS_ROW_ID));
}

/** SHOP_WHATSAPP fills the WhatsApp number at start-up while the stored one is empty. */
export async function fillEmptyWhatsapp(db: Executor, whatsapp: string): Promise<void> {
  await settingsRow(db);
  await db
    .update(shopSettings)
    .set({ whatsapp })
    .where(and(eq(shopSettings.id, SETTINGS_ROW_ID), eq(shopSettings.whatsapp, '')));
}

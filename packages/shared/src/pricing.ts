import { DEFAULT_SHOP_TIMEZONE, FREE_DELIVERY_THRESHOLD, LOW_STOCK_MAX, deliveryAreaById } from './constants';
import { dateInZone } from './dates';
import { toCentimes } from './money';

/** Offer dates are calendar days ('YYYY-MM-DD') in the shop's time zone, both inclusive. */
export interface OfferPeriod {
  start_date: string;
  end_date: string;
}

export function isOfferActive(
  offer: OfferPeriod | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_SHOP_TIMEZONE,
): boolean {
  if (!offer) return false;
  const today = dateInZone(now, timeZone);
  // 'YYYY-MM-DD' texts sort like the days they name.
  return offer.start_date <= today && today <= offer.end_date;
}

/** What the products table shows: no offer, an active one, or one outside its dates ("Expired"). */
export type OfferState = 'none' | 'active' | 'expired';

/**
 * The state of a product's offer as the API judged it on the shop's clock: it sends `offer_price`
 * only while the offer is active. Read from the answer, not from the browser's clock, whose time
 * zone data may not know the shop's zone as the server does (a browser on the system's ICU put
 * Africa/Casablanca an hour off).
 */
export function offerState(product: {
  offer: OfferPeriod | null | undefined;
  offer_price: number | string | null;
}): OfferState {
  if (!product.offer) return 'none';
  return product.offer_price === null ? 'expired' : 'active';
}

/**
 * Percent off = round((1 - offer / price) x 100), computed on centimes so that 0.1 + 0.2 style float
 * errors never move a rounding. 0 when the price is not positive.
 */
export function discountPercent(price: number | string, offerPrice: number | string): number {
  const priceCentimes = toCentimes(price);
  const offerCentimes = toCentimes(offerPrice);
  if (priceCentimes <= 0) return 0;
  return Math.round(((priceCentimes - offerCentimes) * 100) / priceCentimes);
}

export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

/** 0 = Out Of Stock; 1 to 5 = Low Stock; above 5 = In Stock. */
export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= LOW_STOCK_MAX) return 'low_stock';
  return 'in_stock';
}

/** A pack holds one unit of each of its products: its stock is the smallest of theirs (0 if empty). */
export function packStock(productStocks: readonly number[]): number {
  if (productStocks.length === 0) return 0;
  return Math.max(0, Math.min(...productStocks));
}

/** Centimes of one order line. */
export function lineTotal(unitCentimes: number, quantity: number): number {
  return unitCentimes * quantity;
}

export function orderSubtotal(lines: readonly { unitCentimes: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitCentimes, line.quantity), 0);
}

/** A product with its offer, as the API reads it (prices in MAD, numbers or numeric text). */
export interface PricedProduct {
  price: number | string;
  offer?: (OfferPeriod & { offer_price: number | string }) | null;
}

/** What a product costs now: its active offer price, else its price (centimes). */
export function effectivePriceCentimes(
  product: PricedProduct,
  now: Date,
  timeZone: string = DEFAULT_SHOP_TIMEZONE,
): number {
  if (product.offer && isOfferActive(product.offer, now, timeZone))
    return toCentimes(product.offer.offer_price);
  return toCentimes(product.price);
}

export function isFreeDelivery(subtotal: number): boolean {
  return subtotal >= FREE_DELIVERY_THRESHOLD;
}

/** Below 500 MAD the shopper must choose a delivery area (its fee applies). */
export function deliveryAreaRequired(subtotal: number): boolean {
  return !isFreeDelivery(subtotal);
}

/** Centimes still to add for free delivery (0 once reached). */
export function amountUntilFreeDelivery(subtotal: number): number {
  return Math.max(0, FREE_DELIVERY_THRESHOLD - subtotal);
}

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  /** The area fee waived by free delivery; 0 when no area was chosen or delivery is not free. */
  deliveryDiscount: number;
  total: number;
  freeDelivery: boolean;
}

/**
 * Totals of an order in centimes: delivery is free from 500 MAD, otherwise the chosen area's fee;
 * total = subtotal + fee. An unknown or missing area costs nothing here: requiring one below the
 * threshold is the validation's job (deliveryAreaRequired).
 */
export function computeOrderTotals(input: {
  subtotal: number;
  deliveryAreaId: number | null | undefined;
}): OrderTotals {
  const areaFee = deliveryAreaById(input.deliveryAreaId)?.fee ?? 0;
  const freeDelivery = isFreeDelivery(input.subtotal);
  const deliveryFee = freeDelivery ? 0 : areaFee;
  return {
    subtotal: input.subtotal,
    deliveryFee,
    deliveryDiscount: freeDelivery ? areaFee : 0,
    total: input.subtotal + deliveryFee,
    freeDelivery,
  };
}

import { centimesToDecimalString, fromCentimes, toCentimes } from '@parashop/shared';

/** numeric(10,2) text from the database ("12.50") -> the API's number with two decimals (12.5). */
export function moneyNumber(value: string | number): number {
  return fromCentimes(toCentimes(value));
}

/** The API's number (12.5) -> numeric(10,2) text for the database ("12.50"), through integer centimes. */
export function moneyText(value: number): string {
  return centimesToDecimalString(toCentimes(value));
}

import type { BlockedPhone } from '@parashop/shared/api-types';
import { foldDigits } from '@parashop/shared/digits';

const digits = (value: string) => value.replace(/\D/g, '');

/** Search by number (spaces and dashes ignored, +212 or 0, Arabic-keyboard digits) or by words of the reason. */
export function filterBlockedPhones(phones: readonly BlockedPhone[], search: string): BlockedPhone[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...phones];
  const number = digits(foldDigits(needle)).replace(/^(00212|212|0)/, '');
  return phones.filter(
    (phone) =>
      (number.length > 0 && digits(phone.phone_number).includes(number)) ||
      phone.reason.toLowerCase().includes(needle),
  );
}

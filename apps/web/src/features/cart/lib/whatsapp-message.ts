import type { TFunction } from 'i18next';
import { formatPhone, isolatedPhone, localisedName, toCentimes, whatsappLink } from '@parashop/shared';
import type { Order } from '@parashop/shared/api-types';
import { formatAmount } from '@/components/ui/number-format';

/**
 * The message a shopper sends the shop to confirm an order on WhatsApp, in the page's language
 * (`t` of the cart namespace, `language` its language for the amounts): the order number and "I confirm my order", each line, the amount to
 * pay at the door and the delivery address.
 */
export function confirmationMessage(order: Order, t: TFunction<'cart'>, language: string): string {
  const money = (amount: number) => formatAmount(toCentimes(amount), 'DH', language);
  const lines = order.order_items.map((item) =>
    t('whatsapp.line', {
      quantity: item.quantity,
      name: localisedName(item.target, language),
      total: money(item.total_price),
    }),
  );
  return [
    t('whatsapp.confirm', { number: order.order_number }),
    '',
    ...lines,
    '',
    t('whatsapp.total', { total: money(order.total_order) }),
    t('whatsapp.name', {
      name: order.name,
      phone: language.startsWith('ar') ? isolatedPhone(order.phone_number) : formatPhone(order.phone_number),
    }),
    t('whatsapp.address', { address: order.address, city: order.city }),
  ].join('\n');
}

/** The wa.me link to the shop's number with that message typed in; null without a usable number. */
export function confirmationLink(
  shopNumber: string | null,
  order: Order,
  t: TFunction<'cart'>,
  language: string,
): string | null {
  return shopNumber === null ? null : whatsappLink(shopNumber, confirmationMessage(order, t, language));
}

import type { TFunction } from 'i18next';
import { toCentimes } from '@parashop/shared/money';
import { localisedName } from '@parashop/shared/localised';
import { whatsappLink } from '@parashop/shared/phone';
import type { Order } from '@parashop/shared/api-types';
import { formatAmount } from '@/components/ui/number-format';

/** The languages staff may write the customer in. */
export const MESSAGE_LANGUAGES = ['fr', 'ar', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export function isMessageLanguage(value: string): value is MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}

type MessageOrder = Pick<
  Order,
  'name' | 'order_number' | 'order_items' | 'total_order' | 'address' | 'city' | 'phone_number'
> &
  Partial<Pick<Order, 'language' | 'delivery_code'>>;

/**
 * The confirmation message a customer receives on WhatsApp: greeting, order number, each line with
 * its quantity, the amount to pay at the door, the address, and the question. `t` is fixed to the
 * message's language (the `admin-confirmation-shared` namespace), which `language` names for the amount.
 */
export function confirmationMessage(order: MessageOrder, t: TFunction, language: string): string {
  return [
    t('whatsapp.greeting', { name: order.name }),
    t('whatsapp.intro', { number: order.order_number }),
    '',
    t('whatsapp.items'),
    ...order.order_items.map((item) =>
      // The item's name in the message's language as it was when ordered (decision 207).
      t('whatsapp.item', { quantity: item.quantity, name: localisedName(item.target, language) }),
    ),
    '',
    t('whatsapp.total', { total: formatAmount(toCentimes(order.total_order), 'DH', language) }),
    t('whatsapp.address', { address: order.address, city: order.city }),
    // The code the rider asks at the door, when the shop requires one (issue 29).
    ...(order.delivery_code ? [t('whatsapp.deliveryCode', { code: order.delivery_code })] : []),
    '',
    t('whatsapp.ask'),
  ].join('\n');
}

/** The wa.me link with the message typed in; null when the phone is not a Moroccan mobile number. */
export function confirmationLink(order: MessageOrder, t: TFunction, language: string): string | null {
  return whatsappLink(order.phone_number, confirmationMessage(order, t, language));
}

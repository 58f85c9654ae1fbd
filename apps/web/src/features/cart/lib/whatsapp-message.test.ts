import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@parashop/shared/api-types';
import { i18n, initI18n } from '@/i18n';
import { confirmationLink, confirmationMessage } from './whatsapp-message';

const order: Order = {
  id: 9,
  order_number: 'CMD-20261125-0042',
  status: 'pending',
  created_at: '2026-11-25T10:00:00.000Z',
  name: 'Amina Benali',
  phone_number: '0698765432',
  address: '12 Rue Al Massira & fils',
  city: 'Dakhla',
  delivery_area_id: 1,
  subtotal: 270,
  delivery_fee: 10,
  delivery_discount: 0,
  total_order: 280,
  user_id: null,
  order_items: [
    {
      id: 1,
      quantity: 2,
      unit_price: 120,
      total_price: 240,
      target_name: 'product',
      target_id: 4,
      target: { id: 4, name: 'Crème hydratante', image: null },
      lots: [],
    },
    {
      id: 2,
      quantity: 1,
      unit_price: 30,
      total_price: 30,
      target_name: 'pack',
      target_id: 2,
      target: { id: 2, name: 'Sun Kit', image: null },
      lots: [],
    },
  ],
  confirmation_status: 'unconfirmed',
  confirmation_attempts: 0,
  call_back_at: null,
  possible_duplicate: false,
  invoice_number: null,
  invoiced_at: null,
};

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('cart');
  await i18n.loadLanguages('fr');
});

describe('confirmationMessage', () => {
  it('says "I confirm my order" with the number, each line, the total and the address, in English', () => {
    expect(confirmationMessage(order, i18n.getFixedT('en', 'cart'), 'en')).toBe(
      [
        'Hello, I confirm my order CMD-20261125-0042.',
        '',
        '- 2 × Crème hydratante: 240.00 DH',
        '- 1 × Sun Kit: 30.00 DH',
        '',
        'Total to pay at delivery: 280.00 DH',
        'Name: Amina Benali (06 98 76 54 32)',
        'Delivery address: 12 Rue Al Massira & fils, Dakhla',
      ].join('\n'),
    );
  });

  it('is written in French on a French page', () => {
    const text = confirmationMessage(order, i18n.getFixedT('fr', 'cart'), 'fr');
    expect(text).toContain('Bonjour, je confirme ma commande CMD-20261125-0042.');
    expect(text).toContain('- 2 × Crème hydratante : 240,00 DH');
    expect(text).toContain('Total à payer à la livraison : 280,00 DH');
    expect(text).toContain('Adresse de livraison : 12 Rue Al Massira & fils, Dakhla');
  });
});

describe('confirmationLink', () => {
  it("opens a chat with the shop's number (the 0 dropped) and the message typed in", () => {
    const t = i18n.getFixedT('en', 'cart');
    const link = confirmationLink('06 12 34 56 78', order, t, 'en');
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/212612345678');
    expect(url.searchParams.get('text')).toBe(confirmationMessage(order, t, 'en'));
  });

  it('is null without a shop number or with one WhatsApp cannot take', () => {
    const t = i18n.getFixedT('en', 'cart');
    expect(confirmationLink(null, order, t, 'en')).toBeNull();
    expect(confirmationLink('12345', order, t, 'en')).toBeNull();
  });
});

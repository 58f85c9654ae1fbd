import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '@/locales/en/admin-confirmation-shared.json';
import fr from '@/locales/fr/admin-confirmation-shared.json';
import ar from '@/locales/ar/admin-confirmation-shared.json';
import { confirmationLink, confirmationMessage } from './whatsapp-message';

const order = {
  name: 'Amina Tazi',
  order_number: 'CMD-20261118-0007',
  phone_number: '06 12 34 56 78',
  address: '12 Rue des Dunes',
  city: 'Dakhla',
  total_order: 235.5,
  order_items: [
    {
      quantity: 2,
      target: { name: 'Avène Cicalfate', name_fr: 'Avène Cicalfate crème', name_ar: 'سيكالفات أفين' },
    },
    { quantity: 1, target: { name: 'Pack Été' } },
  ],
} as unknown as Parameters<typeof confirmationMessage>[0];

async function fixedT(language: 'en' | 'fr' | 'ar') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { ns: en }, fr: { ns: fr }, ar: { ns: ar } },
    defaultNS: 'ns',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'ns');
}

describe('the WhatsApp confirmation message', () => {
  it('greets, names the order, each line, the total in DH, the address, and asks to confirm', async () => {
    const text = confirmationMessage(order, await fixedT('en'), 'en');
    expect(text).toBe(
      [
        'Hello Amina Tazi,',
        'Thank you for your order CMD-20261118-0007 at Parashop.',
        '',
        'Items:',
        '- 2 × Avène Cicalfate',
        '- 1 × Pack Été',
        '',
        'Total to pay on delivery: 235.50 DH',
        'Delivery address: 12 Rue des Dunes, Dakhla',
        '',
        'Could you please confirm your order by replying to this message? Thank you!',
      ].join('\n'),
    );
  });

  it('is written in French or Arabic when staff choose so', async () => {
    const french = confirmationMessage(order, await fixedT('fr'), 'fr');
    expect(french).toContain('Bonjour Amina Tazi,');
    expect(french).toContain('Total à payer à la livraison : 235,50 DH');
    const arabic = confirmationMessage(order, await fixedT('ar'), 'ar');
    expect(arabic).toContain('CMD-20261118-0007');
    // Each line in the message's language as it was when ordered (decision 207); the main name without one.
    expect(french).toContain('- 2 × Avène Cicalfate crème');
    expect(arabic).toContain('- 2 × سيكالفات أفين');
    expect(arabic).toContain('- 1 × Pack Été');
    // Latin digits with the decimal comma, as the Arabic screens write numbers.
    expect(arabic).toContain('235,50 DH');
    expect(arabic).toContain('المرجو تأكيد طلبكم');
  });

  it('links to wa.me with the number without its 0 and the text encoded', async () => {
    const t = await fixedT('en');
    const link = confirmationLink(order, t, 'en');
    expect(link).toMatch(/^https:\/\/wa\.me\/212612345678\?text=/);
    expect(decodeURIComponent(new URL(link!).searchParams.get('text')!)).toBe(
      confirmationMessage(order, t, 'en'),
    );
    expect(confirmationLink({ ...order, phone_number: '12345' }, t, 'en')).toBeNull();
  });
});

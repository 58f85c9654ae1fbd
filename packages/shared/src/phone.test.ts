import { describe, expect, it } from 'vitest';
import { checkoutInfoSchema } from './schemas/orders';
import {
  formatPhone,
  internationalPhone,
  nationalPhone,
  normalisePhone,
  phoneSearchDigits,
  phoneSearchPatterns,
  whatsappLink,
} from './phone';

const WRITTEN_AS_PEOPLE_DO = [
  '0612345678',
  '06 12 34 56 78',
  '06.12.34.56.78',
  '0612-345-678',
  '+212612345678',
  '+212 6 12 34 56 78',
  '00212 6-12-34-56-78',
  '(0612) 34 56 78',
  '212612345678',
  '٠٦١٢٣٤٥٦٧٨',
  '٠٦ ١٢ ٣٤ ٥٦ ٧٨',
  '۰۶۱۲۳۴۵۶۷۸',
  '+٢١٢٦١٢٣٤٥٦٧٨',
  '\u200e06 12 34 56 78\u200e',
];

describe('phone numbers', () => {
  it('drop the 0 and add 212 for WhatsApp, however the number is written', () => {
    for (const text of WRITTEN_AS_PEOPLE_DO) {
      expect(internationalPhone(text), text).toBe('212612345678');
      expect(nationalPhone(text), text).toBe('0612345678');
      expect(normalisePhone(text), text).toBe('0612345678');
    }
  });

  it('refuse what is not a Moroccan mobile number', () => {
    for (const text of ['', '0812345678', '061234567', '+33612345678', 'abc', '06123456789']) {
      expect(internationalPhone(text)).toBeNull();
    }
  });

  it('are checked by the specification rule after normalising (checkout schema)', () => {
    const base = { name: 'Amina', city: 'Dakhla', address: 'Hay Salam 152', delivery_area_id: 1 };
    for (const text of WRITTEN_AS_PEOPLE_DO) {
      const parsed = checkoutInfoSchema(0).safeParse({ ...base, phone_number: text });
      expect(parsed.success && parsed.data.phone_number, text).toBe('0612345678');
    }
    for (const [text, key] of [
      ['', 'validation.checkout.phoneRequired'],
      ['0812345678', 'validation.checkout.phoneInvalid'],
      ['٠٦١٢٣', 'validation.checkout.phoneInvalid'],
      ['+33 6 12 34 56 78', 'validation.checkout.phoneInvalid'],
    ] as const) {
      const parsed = checkoutInfoSchema(0).safeParse({ ...base, phone_number: text });
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message, text).toBe(key);
    }
  });

  it('show grouped in pairs', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+212 7 00 12 34 56')).toBe('07 00 12 34 56');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });

  it('searched by their digits, however typed', () => {
    expect(phoneSearchDigits('06 12-34')).toBe('061234');
    expect(phoneSearchDigits('+212 6 12')).toBe('0612');
    expect(phoneSearchDigits('00212612')).toBe('0612');
    expect(phoneSearchDigits('٠٦١٢')).toBe('0612');
    expect(phoneSearchDigits('345678')).toBe('345678');
    expect(phoneSearchDigits('Amina')).toBeNull();
    expect(phoneSearchDigits('CMD-12')).toBeNull();
    expect(phoneSearchPatterns('+212 6 12')).toEqual(['0612', '212612']);
    expect(phoneSearchPatterns('06 12')).toEqual(['0612']);
    expect(phoneSearchPatterns('Amina')).toBeNull();
  });

  it('build a wa.me link with the message encoded', () => {
    expect(whatsappLink('0712345678', 'Commande CMD-1 : 12,50 DH ?')).toBe(
      'https://wa.me/212712345678?text=Commande%20CMD-1%20%3A%2012%2C50%20DH%20%3F',
    );
    expect(whatsappLink('٠٧١٢٣٤٥٦٧٨', 'x')).toBe('https://wa.me/212712345678?text=x');
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { internationalPhone, nationalPhone, whatsappLink } from './phone';

describe('phone numbers', () => {
  it('drop the 0 and add 212 for WhatsApp, however the number is written', () => {
    for (const text of [
      '0612345678',
      '06 12 34 56 78',
      '+212612345678',
      '00212 6-12-34-56-78',
      '212612345678',
    ]) {
      expect(internationalPhone(text)).toBe('212612345678');
      expect(nationalPhone(text)).toBe('0612345678');
    }
  });

  it('refuse what is not a Moroccan mobile number', () => {
    for (const text of ['', '0812345678', '061234567', '+33612345678', 'abc']) {
      expect(internationalPhone(text)).toBeNull();
    }
  });

  it('build a wa.me link with the message encoded', () => {
    expect(whatsappLink('0712345678', 'Commande CMD-1 : 12,50 DH ?')).toBe(
      'https://wa.me/212712345678?text=Commande%20CMD-1%20%3A%2012%2C50%20DH%20%3F',
    );
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});

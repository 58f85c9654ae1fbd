/**
 * Moroccan mobile numbers as staff and shoppers write them (0612345678, 06 12 34 56 78,
 * +212 6 12 34 56 78, 00212612345678) and as WhatsApp links need them (212612345678).
 */

/** 212XXXXXXXXX (the 0 dropped), or null when the text is not a Moroccan mobile number. */
export function internationalPhone(text: string): string | null {
  const digits = text.replace(/[\s.\-()]/g, '');
  const match = /^(?:\+212|00212|212|0)([5-7]\d{8})$/.exec(digits);
  return match ? `212${match[1]}` : null;
}

/** 0XXXXXXXXX, or null when the text is not a Moroccan mobile number. */
export function nationalPhone(text: string): string | null {
  const international = internationalPhone(text);
  return international === null ? null : `0${international.slice(3)}`;
}

/** A wa.me link that opens a chat with the number, the message typed in; null for a number WhatsApp cannot take. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = internationalPhone(phone);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

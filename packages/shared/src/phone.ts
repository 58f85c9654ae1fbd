import { foldDigits } from './digits';

/**
 * Moroccan mobile numbers as staff and shoppers write them (0612345678, 06 12 34 56 78, 06.12.34.56.78,
 * 0612-345-678, +212 6 12 34 56 78, 00212612345678, ٠٦١٢٣٤٥٦٧٨ or ۰۶۱۲۳۴۵۶۷۸ from an Arabic or Persian
 * keyboard) and as WhatsApp links need them (212612345678). Decision 205: the canonical form stored is
 * 0XXXXXXXXX, shown grouped in pairs.
 */

/** The number's characters with the digits folded to 0-9 and spaces, dots, dashes and brackets dropped. */
export function compactPhoneText(text: string): string {
  // Bidirectional marks an Arabic keyboard or a copy from a right-to-left page may add are dropped too.
  return foldDigits(text).replace(/[\s.\-()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/** 212XXXXXXXXX (the 0 dropped), or null when the text is not a Moroccan mobile number. */
export function internationalPhone(text: string): string | null {
  const match = /^(?:\+212|00212|212|0)([5-7]\d{8})$/.exec(compactPhoneText(text));
  return match ? `212${match[1]}` : null;
}

/** 0XXXXXXXXX, or null when the text is not a Moroccan mobile number. */
export function nationalPhone(text: string): string | null {
  const international = internationalPhone(text);
  return international === null ? null : `0${international.slice(3)}`;
}

/**
 * What a typed phone becomes before the specification's rule (10 digits starting 05/06/07) is checked:
 * the canonical 0XXXXXXXXX when the text is a Moroccan mobile number however written, otherwise the
 * text with its digits folded and separators dropped (so the rule's message names the real problem).
 */
export function normalisePhone(text: string): string {
  const national = nationalPhone(text);
  if (national !== null) return national;
  const compact = compactPhoneText(text);
  // +212 / 00212 followed by something that is not 9 digits: show it as a national number would read.
  return compact.replace(/^(?:\+212|00212)/, '0');
}

/** A stored number grouped for reading: `06 12 34 56 78`; any other text is returned as it is. */
export function formatPhone(phone: string): string {
  // A partial answer (an order without its phone) shows nothing rather than failing the screen.
  if (typeof phone !== 'string') return '';
  const national = nationalPhone(phone);
  if (national === null) return phone;
  return national.replace(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4 $5');
}

/**
 * The grouped number wrapped in a left-to-right isolate (U+2066 ... U+2069): inside Arabic text its pairs
 * would otherwise be laid out right to left (`78 56 34 12 06`). For texts where markup cannot isolate it.
 */
export function isolatedPhone(phone: string): string {
  return `\u2066${formatPhone(phone)}\u2069`;
}

/**
 * The digits a phone search looks for in stored numbers, or null when the text is not a phone search
 * (anything but digits, spaces, dots, dashes, brackets and a leading +). `+212 6 12`, `00212612` and
 * `٠٦١٢` all look for `0612…`.
 */
export function phoneSearchDigits(text: string): string | null {
  const compact = compactPhoneText(text.trim());
  if (!/^\+?\d+$/.test(compact)) return null;
  const international = /^(?:\+212|00212|\+?212(?=[5-7]))(\d*)$/.exec(compact);
  if (international) return `0${international[1]}`;
  return compact.replace(/^\+/, '');
}

/**
 * Every digit string a phone search should look for: the digits as typed and, for `+212…`/`00212…`, the
 * national form (so `+212 6 12` finds a stored `0612…` and an old `+212612…` alike); null when not a phone.
 */
export function phoneSearchPatterns(text: string): string[] | null {
  const national = phoneSearchDigits(text);
  if (national === null) return null;
  const typed = compactPhoneText(text.trim()).replace(/^\+/, '');
  return [...new Set([national, typed])];
}

/** A wa.me link that opens a chat with the number, the message typed in; null for a number WhatsApp cannot take. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = internationalPhone(phone);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

import { whatsappLink } from '@parashop/shared/phone';

/** Google Maps' search for the stop's address (it opens the Maps app on a phone). */
export function mapLink(address: string, city: string): string {
  const query = [address, city].filter((part) => part.trim() !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A `tel:` address with only what a dialler reads (digits and a leading +). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The wa.me link with "I am on my way" typed in; null when the number is not a mobile WhatsApp reaches. */
export function onMyWayLink(phone: string, message: string): string | null {
  return whatsappLink(phone, message);
}

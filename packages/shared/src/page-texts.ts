import type { Language } from './constants';

/**
 * The words of the public pages' `<title>` and meta description, in each language: the server writes
 * them into the HTML it answers (search engines, link previews) and the web app sets the same ones
 * while the shopper moves between pages.
 */
export const SITE_NAME = 'Parashop';

/** How long a meta description may grow before it is cut (search engines show about 155 characters). */
export const META_DESCRIPTION_MAX = 160;

type PageTexts = {
  homeTitle: string;
  homeDescription: string;
  brandDescription: (brand: string) => string;
  productDescription: (name: string, brand: string) => string;
  packDescription: (name: string, count: number) => string;
  notFoundTitle: string;
  locale: string;
};

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    homeTitle: 'Your parapharmacy online',
    homeDescription:
      'Parashop, your parapharmacy in Dakhla: health and beauty products from trusted brands, cash on delivery across the southern regions.',
    brandDescription: (brand) =>
      `${brand} products at Parashop, your parapharmacy in Dakhla. Cash on delivery.`,
    productDescription: (name, brand) => `${name} by ${brand} at Parashop, your parapharmacy in Dakhla.`,
    packDescription: (name, count) =>
      `${name}: a pack of ${count} ${count === 1 ? 'product' : 'products'} at Parashop, your parapharmacy in Dakhla.`,
    notFoundTitle: 'Page Not Found',
    locale: 'en_US',
  },
  fr: {
    homeTitle: 'Votre parapharmacie en ligne',
    homeDescription:
      'Parashop, votre parapharmacie à Dakhla : produits de santé et de beauté de marques de confiance, paiement à la livraison dans les régions du Sud.',
    brandDescription: (brand) =>
      `Les produits ${brand} chez Parashop, votre parapharmacie à Dakhla. Paiement à la livraison.`,
    productDescription: (name, brand) => `${name} de ${brand} chez Parashop, votre parapharmacie à Dakhla.`,
    packDescription: (name, count) =>
      `${name} : un pack de ${count} produit${count > 1 ? 's' : ''} chez Parashop, votre parapharmacie à Dakhla.`,
    notFoundTitle: 'Page introuvable',
    locale: 'fr_FR',
  },
  ar: {
    homeTitle: 'صيدليتك شبه الطبية على الإنترنت',
    homeDescription:
      'باراشوب، صيدليتك شبه الطبية في الداخلة: منتجات الصحة والتجميل من علامات موثوقة، والدفع عند الاستلام في جهات الجنوب.',
    brandDescription: (brand) =>
      `منتجات ${brand} لدى باراشوب، صيدليتك شبه الطبية في الداخلة. الدفع عند الاستلام.`,
    productDescription: (name, brand) => `${name} من ${brand} لدى باراشوب، صيدليتك شبه الطبية في الداخلة.`,
    packDescription: (name, count) =>
      `${name}: باقة من ${count} منتجات لدى باراشوب، صيدليتك شبه الطبية في الداخلة.`,
    notFoundTitle: 'الصفحة غير موجودة',
    locale: 'ar_MA',
  },
};

/** "<title> · Parashop", as the tab shows it; the site name alone without a title. */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * A meta description from a text (an item's own description when it has one): one line, cut at a
 * word before META_DESCRIPTION_MAX characters with an ellipsis.
 */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

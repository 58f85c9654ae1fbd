import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  type ConfirmationStatus,
  type Language,
  type OrderStatus,
} from '@parashop/shared/constants';
import { requestLanguage } from './accept-language';

/**
 * The words of the CSV exports in the staff member's language (decision 206): the column headers and
 * the values staff read on their screens (order statuses, confirmation statuses), with the same words
 * as the back office (apps/web/src/locales/<lang>/admin-orders.json and admin-confirmation-shared.json;
 * a test keeps them equal).
 */

/**
 * The language of a file: `?lang=` (the back office's export link names the language on screen),
 * else the language cookie the web app keeps, else Accept-Language, else English.
 */
export function fileLanguage(request: FastifyRequest, asked: Language | undefined): Language {
  if (asked) return asked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie as Language;
  return requestLanguage(request);
}

/** A header row of `Length` columns, so that every language names each column. */
type Columns<Length extends number, Row extends string[] = []> = Row['length'] extends Length
  ? Readonly<Row>
  : Columns<Length, [...Row, string]>;
type OrderColumns = Columns<12>;
type CustomerColumns = Columns<9>;

export const ORDER_CSV_HEADERS: Record<Language, OrderColumns> = {
  en: [
    'Order number',
    'Date',
    'Customer',
    'Phone',
    'City',
    'Address',
    'Items',
    'Subtotal',
    'Delivery fee',
    'Total',
    'Status',
    'Confirmation',
  ],
  fr: [
    'N° de commande',
    'Date',
    'Client',
    'Téléphone',
    'Ville',
    'Adresse',
    'Articles',
    'Sous-total',
    'Frais de livraison',
    'Total',
    'Statut',
    'Confirmation',
  ],
  ar: [
    'رقم الطلب',
    'التاريخ',
    'العميل',
    'الهاتف',
    'المدينة',
    'العنوان',
    'المنتجات',
    'المجموع الفرعي',
    'رسوم التوصيل',
    'المجموع',
    'الحالة',
    'التأكيد',
  ],
};

export const CUSTOMER_CSV_HEADERS: Record<Language, CustomerColumns> = {
  en: [
    'Name',
    'Email',
    'Phone',
    'City',
    'Joined',
    'Orders',
    'Delivered total',
    'Average delivered order',
    'Last order',
  ],
  fr: [
    'Nom',
    'E-mail',
    'Téléphone',
    'Ville',
    'Inscrit le',
    'Commandes',
    'Total livré',
    'Commande livrée moyenne',
    'Dernière commande',
  ],
  ar: [
    'الاسم',
    'البريد الإلكتروني',
    'الهاتف',
    'المدينة',
    'تاريخ الانضمام',
    'الطلبات',
    'إجمالي الطلبات المسلَّمة',
    'متوسط الطلب المسلَّم',
    'آخر طلب',
  ],
};

export const ORDER_STATUS_WORDS: Record<Language, Record<OrderStatus, string>> = {
  en: { pending: 'Pending', delivered: 'Delivered', returned: 'Returned', cancelled: 'Cancelled' },
  fr: { pending: 'En attente', delivered: 'Livrée', returned: 'Retournée', cancelled: 'Annulée' },
  ar: { pending: 'قيد الانتظار', delivered: 'تم التسليم', returned: 'مُرجَع', cancelled: 'ملغى' },
};

export const CONFIRMATION_WORDS: Record<Language, Record<ConfirmationStatus, string>> = {
  en: {
    unconfirmed: 'To confirm',
    confirmed: 'Confirmed',
    no_answer: 'No answer',
    call_back: 'Call back',
    unreachable: 'Unreachable',
    wrong_number: 'Wrong number',
    refused: 'Refused',
    duplicate: 'Duplicate',
    fake: 'Fake',
  },
  fr: {
    unconfirmed: 'À confirmer',
    confirmed: 'Confirmée',
    no_answer: 'Pas de réponse',
    call_back: 'À rappeler',
    unreachable: 'Injoignable',
    wrong_number: 'Faux numéro',
    refused: 'Refusée',
    duplicate: 'Doublon',
    fake: 'Fausse commande',
  },
  ar: {
    unconfirmed: 'للتأكيد',
    confirmed: 'مؤكَّد',
    no_answer: 'لا رد',
    call_back: 'إعادة الاتصال',
    unreachable: 'تعذّر الوصول',
    wrong_number: 'رقم خاطئ',
    refused: 'مرفوض',
    duplicate: 'مكرَّر',
    fake: 'طلب وهمي',
  },
};

/** A stored status in the file's language (the code itself if it is one this table does not know). */
export function statusWord(lang: Language, status: string): string {
  return (ORDER_STATUS_WORDS[lang] as Record<string, string>)[status] ?? status;
}

export function confirmationWord(lang: Language, status: string): string {
  return (CONFIRMATION_WORDS[lang] as Record<string, string>)[status] ?? status;
}

import { useTranslation } from 'react-i18next';
import { DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';

/** Locales for dates and numbers: Moroccan Arabic and French keep Latin digits, as the shop writes them. */
const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-MA' };

export function displayLocale(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

export type DateStyle = 'date' | 'dateTime' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'medium' },
};

/**
 * A date as the shop sees it: in the shop's time zone (not the browser's), in the reader's
 * language. An invalid or missing value gives ''.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: string,
  style: DateStyle = 'dateTime',
  timeZone: string = DEFAULT_SHOP_TIMEZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(displayLocale(language), { ...STYLES[style], timeZone }).format(date);
}

/** `<time>` with the machine-readable instant and the shop-zone text. */
export function DateTime({
  value,
  style = 'dateTime',
  className,
}: {
  value: string | null | undefined;
  style?: DateStyle;
  className?: string;
}) {
  const { i18n } = useTranslation();
  if (!value) return null;
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, i18n.language, style)}
    </time>
  );
}

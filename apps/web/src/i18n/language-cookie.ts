import { LANGUAGE_COOKIE, type Language } from '@parashop/shared/constants';
import type { AppStore } from '@/store';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment for the shopper's chosen language (null: none chosen, the cookie
 * is removed). The server reads it to render a page whose address names no language in that one.
 */
export function languageCookie(language: Language | null, secure: boolean): string {
  return [
    `${LANGUAGE_COOKIE}=${language ?? ''}`,
    'Path=/',
    `Max-Age=${language ? YEAR_SECONDS : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Keeps the language cookie equal to the saved choice: written at once (a shopper who chose before
 * the cookie existed gets it on this visit) and again whenever the choice changes.
 */
export function syncLanguageCookie(store: AppStore, doc: Document = document): () => void {
  let written: string | undefined;
  const write = () => {
    const { language, languageChosen } = store.getState().ui;
    const value = languageChosen ? language : null;
    if (written === String(value)) return;
    written = String(value);
    doc.cookie = languageCookie(value, doc.location.protocol === 'https:');
  };
  write();
  return store.subscribe(write);
}

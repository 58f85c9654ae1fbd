import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@parashop/shared/constants';
import { createAppStore } from '@/store';
import { setLanguage } from '@/store/ui-slice';
import { languageCookie, syncLanguageCookie } from './language-cookie';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

describe('the language cookie', () => {
  it('is kept a year on the whole site, secure on https, and removed when nothing is chosen', () => {
    expect(languageCookie('ar', true)).toBe(
      `${LANGUAGE_COOKIE}=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(languageCookie('fr', false)).toBe(`${LANGUAGE_COOKIE}=fr; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(languageCookie(null, false)).toBe(`${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('follows the chosen language from the start and on every change, not the unchosen default', () => {
    const store = createAppStore();
    const stop = syncLanguageCookie(store);
    // The persisted default ('fr') is nobody's choice: no cookie.
    expect(cookieValue()).toBeUndefined();
    store.dispatch(setLanguage('ar'));
    expect(cookieValue()).toBe('ar');
    store.dispatch(setLanguage('en'));
    expect(cookieValue()).toBe('en');
    stop();
    store.dispatch(setLanguage('fr'));
    expect(cookieValue()).toBe('en');
    // A store that starts with a choice writes it at once.
    const chosen = createAppStore();
    chosen.dispatch(setLanguage('fr'));
    syncLanguageCookie(chosen)();
    expect(cookieValue()).toBe('fr');
  });
});

import type { Language } from '../constants';
import { ar } from './ar';
import { en } from './en';
import type { MessageKey } from './en';
import { fr } from './fr';

export { ar, en, fr };
export type { MessageKey };

export const messages: Record<Language, Record<MessageKey, string>> = { en, fr, ar };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/**
 * The text of a key in a language, falling back to English, then to the key itself (so a message
 * that is not a key, e.g. a server's own text, passes through). `{{name}}` placeholders are filled
 * from `params`.
 */
export function translateMessage(
  key: string,
  lang: Language | string = 'en',
  params?: Record<string, string | number>,
): string {
  const table = (messages as Record<string, Record<string, string>>)[lang] ?? en;
  const text = (isMessageKey(key) ? (table[key] ?? en[key]) : undefined) ?? key;
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export interface NestedMessages {
  [segment: string]: string | NestedMessages;
}

/**
 * The messages of a language as a tree split on dots ('validation.pack.nameRequired' ->
 * { validation: { pack: { nameRequired } } }), the shape i18next resources take by default.
 */
export function nestedMessages(lang: Language): NestedMessages {
  const tree: NestedMessages = {};
  for (const [key, text] of Object.entries(messages[lang])) {
    const segments = key.split('.');
    const last = segments.pop() as string;
    let node = tree;
    for (const segment of segments) {
      const child = node[segment];
      if (typeof child === 'object') node = child;
      else node = node[segment] = {};
    }
    node[last] = text;
  }
  return tree;
}

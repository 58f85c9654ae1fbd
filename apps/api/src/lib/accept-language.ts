import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@parashop/shared/constants';

/**
 * The first of `supported` that an Accept-Language header asks for, by quality then by order
 * (`fr-MA;q=0.9, ar;q=0.8` -> `fr`); `fallback` when the header is missing or names none of them.
 * The one parser of the header: error messages and mails differ only in what they support and fall
 * back to.
 */
export function preferredLanguage<L extends string>(
  header: string | string[] | undefined,
  supported: readonly L[],
  fallback: L,
): L {
  if (typeof header !== 'string' || header === '') return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => entry.q > 0 && (supported as readonly string[]).includes(entry.tag));
  return (match?.tag as L | undefined) ?? fallback;
}

/** The language of API messages (en, fr or ar; English, the specification's language, by default). */
export function requestLanguage(request: FastifyRequest): Language {
  return preferredLanguage(request.headers['accept-language'], LANGUAGES, 'en');
}

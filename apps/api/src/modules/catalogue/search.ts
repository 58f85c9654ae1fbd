import { sql, type SQL } from 'drizzle-orm';

/**
 * The catalogue search: every word of the query must be found in the item's text (its name, its
 * category and brand names, the brand's Arabic and French names; for a pack, those of its products).
 * Both sides go through `parashop_search_text` (migration 0001: unaccent, Arabic letter variants
 * folded, lower case), so `creme` finds `Crème` and `BIODERMA` finds `Bioderma`. A word is found as a
 * substring (`bioderm` finds `Bioderma`), or, from 4 letters on, as a close spelling of a part of the
 * text: pg_trgm's word_similarity of at least 0.5 tolerates about one typo in a word of 6 to 8 letters
 * (`bioderna`, `avenne`, `serave`) without matching unrelated words.
 */

export const MAX_SEARCH_WORDS = 8;
export const FUZZY_MIN_LENGTH = 4;
export const FUZZY_THRESHOLD = 0.5;

/** The distinct words of a query, at most MAX_SEARCH_WORDS of them. */
export function searchWords(query: string): string[] {
  const words = query
    .split(/[\s,;]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** `select parashop_search_text($1) as w0, …`: the words normalised once per query, not per row. */
export function normalisedWords(words: readonly string[]): SQL {
  return sql.join(
    words.map((word, index) => sql`parashop_search_text(${word}) as ${sql.identifier(`w${index}`)}`),
    sql`, `,
  );
}

/** True when every word is found in `haystack` (already normalised); `words` is the alias of normalisedWords. */
export function matchesEveryWord(haystack: SQL, count: number, words = 'words'): SQL {
  return sql.join(
    Array.from({ length: count }, (_, index) => {
      const word = sql`${sql.identifier(words)}.${sql.identifier(`w${index}`)}`;
      return sql`(strpos(${haystack}, ${word}) > 0 or (char_length(${word}) >= ${sql.raw(String(FUZZY_MIN_LENGTH))} and word_similarity(${word}, ${haystack}) >= ${sql.raw(String(FUZZY_THRESHOLD))}))`;
    }),
    sql` and `,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Executor } from '../../db/client';

/**
 * The catalogue search: every word of the query must be found in the item's names (main, French,
 * Arabic: the `search_names` column of migration 0010), its category's names
 * or its brand's names (name, Arabic, French); for a pack, in its name or the categories and brands of
 * its products. Both sides go through `parashop_search_text` (migration 0001: unaccent, Arabic letter
 * variants folded, lower case), so `creme` finds `Crème` and `BIODERMA` finds `Bioderma`. A word is
 * found as a substring (`bioderm` finds `Bioderma`), or, from 4 letters on, as a close spelling of a
 * part of the text: pg_trgm's word_similarity of at least 0.5 tolerates about one typo in a word of 6
 * to 8 letters (`bioderna`, `avenne`, `serave`) without matching unrelated words.
 *
 * Two steps, in one transaction: `searchTerms` normalises the words, finds the categories and brands
 * each one names (a few rows) and sets the `<%` threshold for the transaction; the page query then gets
 * them as plain values, so the planner sees them and answers product names from the trigram index of
 * `products.search_names` (LIKE and `<%`) instead of scanning the table.
 */

export const MAX_SEARCH_WORDS = 8;
export const FUZZY_MIN_LENGTH = 4;
export const FUZZY_THRESHOLD = 0.5;

export type SearchWord = { text: string; fuzzy: boolean };

/** A word ready for the page query. */
export type SearchTerm = {
  /** The word as parashop_search_text gives it. */
  normalised: string;
  fuzzy: boolean;
  categoryIds: number[];
  companyIds: number[];
};

/** The distinct words of a query (at most MAX_SEARCH_WORDS); short ones are matched exactly. */
export function searchWords(query: string): SearchWord[] {
  const words = query
    .split(/[\s,;]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS).map((text) => ({
    text,
    // Letters left once accents and Arabic diacritics are gone, as parashop_search_text counts them.
    fuzzy: text.normalize('NFD').replace(/\p{M}/gu, '').length >= FUZZY_MIN_LENGTH,
  }));
}

/** Whether a normalised `text` holds `word` (a normalised word expression). */
function holds(text: SQL, word: SQL, fuzzy: boolean): SQL {
  return fuzzy
    ? sql`(strpos(${text}, ${word}) > 0 or word_similarity(${word}, ${text}) >= ${sql.raw(String(FUZZY_THRESHOLD))})`
    : sql`strpos(${text}, ${word}) > 0`;
}

/** Step one (run inside the search's transaction): normalised words and the categories and brands they name. */
export async function searchTerms(tx: Executor, words: readonly SearchWord[]): Promise<SearchTerm[]> {
  const columns = words.map((word, index) => {
    const w = sql`parashop_search_text(${word.text})`;
    const categoryText = sql`parashop_search_text(concat_ws(' ', c.name, c.name_fr, c.name_ar))`;
    const brandText = sql`parashop_search_text(concat_ws(' ', co.name, co.name_ar, co.name_fr))`;
    return sql`${w} as ${sql.identifier(`w${index}`)},
      array(select c.id from categories c where ${holds(categoryText, w, word.fuzzy)}) as ${sql.identifier(`c${index}`)},
      array(select co.id from companies co where ${holds(brandText, w, word.fuzzy)}) as ${sql.identifier(`b${index}`)}`;
  });
  const [row] = await executeRows<Record<string, unknown>>(
    tx,
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true) as threshold,
      ${sql.join(columns, sql`, `)}`,
  );
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
  return words.map((word, index) => ({
    normalised: String(row?.[`w${index}`] ?? ''),
    fuzzy: word.fuzzy,
    categoryIds: ids(row?.[`c${index}`]),
    companyIds: ids(row?.[`b${index}`]),
  }));
}

/** `%word%` for LIKE, the word's own `%`, `_` and `\` taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const inList = (column: SQL, ids: readonly number[]) =>
  ids.length === 0 ? sql`false` : sql`${column} in ${ids}`;

/** Every term found in a product (alias `p`): its name (trigram index), its category or its brand. */
export function productMatches(terms: readonly SearchTerm[]): SQL {
  return sql.join(
    terms.map((term) => {
      const name = term.fuzzy
        ? sql`(p.search_names like ${containsPattern(term.normalised)} or ${term.normalised} <% p.search_names)`
        : sql`p.search_names like ${containsPattern(term.normalised)}`;
      return sql`(${name} or ${inList(sql`p.category_id`, term.categoryIds)} or ${inList(sql`p.company_id`, term.companyIds)})`;
    }),
    sql` and `,
  );
}

const overlaps = (column: SQL, ids: readonly number[]) =>
  ids.length === 0
    ? sql`false`
    : sql`${column} && array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`;

/** Every term found in a pack (alias `k`, its products' category and brand ids in `m`). */
export function packMatches(terms: readonly SearchTerm[]): SQL {
  return sql.join(
    terms.map(
      (term) =>
        sql`(${holds(sql`k.search_names`, sql`${term.normalised}`, term.fuzzy)}
          or ${overlaps(sql`m.category_ids`, term.categoryIds)} or ${overlaps(sql`m.company_ids`, term.companyIds)})`,
    ),
    sql` and `,
  );
}

import { sql } from 'drizzle-orm';
import {
  normaliseSearchText,
  SUGGEST_MAX_GROUP,
  SUGGEST_MAX_ITEMS,
  SUGGEST_MIN_LENGTH,
  type CatalogueSuggestions,
} from '@parashop/shared';
import { executeRows, type Executor } from '../../db/client';

/**
 * The search box's suggestions (`GET /api/catalogue/suggest?q=`) from an index held in memory and
 * rebuilt per catalogue version (plugins/catalogue-cache.ts `derived`): a keystroke never waits on SQL
 * (decision 152). Names are compared as the catalogue search compares them (normaliseSearchText mirrors
 * parashop_search_text): every word typed must appear in the names; names starting with the text come
 * first, then names with a word starting with it, then the most viewed. An item's names in every
 * language are compared (main, French, Arabic: `hydratante`, `كريم`), and each suggestion carries
 * them all so the search box shows the reader's language (decision 208).
 */

type Entry<T> = { value: T; text: string; words: string[]; clicks: number };

export type SuggestIndex = {
  items: Entry<CatalogueSuggestions['items'][number]>[];
  brands: Entry<CatalogueSuggestions['brands'][number]>[];
  categories: Entry<CatalogueSuggestions['categories'][number]>[];
  /** Answers already given from this index, by normalised text (shoppers type the same prefixes). */
  answers: Map<string, Omit<CatalogueSuggestions, 'q'>>;
};

const MAX_REMEMBERED_ANSWERS = 500;

function entry<T>(value: T, names: readonly (string | null)[], clicks = 0): Entry<T> {
  const text = names
    .filter((name): name is string => Boolean(name))
    .map(normaliseSearchText)
    .join(' ');
  return { value, text, words: text.split(/[\s\-'’,.()/]+/u).filter(Boolean), clicks };
}

/** Reads what the storefront can show (in-stock products and packs, brands, active categories). */
export async function buildSuggestIndex(db: Executor): Promise<SuggestIndex> {
  const rows = await executeRows<{
    kind: 'product' | 'pack' | 'brand' | 'category';
    id: number;
    name: string;
    name_ar: string | null;
    name_fr: string | null;
    image: string | null;
    clicks: number;
  }>(
    db,
    sql`select 'product' as kind, p.id, p.name, p.name_ar, p.name_fr, p.image, p.number_click as clicks
        from products p where p.stock > 0
        union all
        select 'pack', k.id, k.name, k.name_ar, k.name_fr, m.image, k.number_click
        from packs k cross join lateral (
          select min(p.stock) as stock, min(p.image) as image
          from pack_products pp join products p on p.id = pp.product_id where pp.pack_id = k.id) m
        where m.stock > 0
        union all
        select 'brand', co.id, co.name, co.name_ar, co.name_fr, null, 0 from companies co
        union all
        select 'category', c.id, c.name, c.name_ar, c.name_fr, null, 0 from categories c where c.is_active`,
  );
  const index: SuggestIndex = { items: [], brands: [], categories: [], answers: new Map() };
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'product' || row.kind === 'pack') {
      index.items.push(
        entry(
          {
            kind: row.kind,
            id,
            name: row.name,
            name_fr: row.name_fr,
            name_ar: row.name_ar,
            image: row.image,
          },
          [row.name, row.name_fr, row.name_ar],
          Number(row.clicks),
        ),
      );
    } else if (row.kind === 'brand') {
      index.brands.push(
        entry({ id, name: row.name, name_ar: row.name_ar, name_fr: row.name_fr }, [
          row.name,
          row.name_ar,
          row.name_fr,
        ]),
      );
    } else {
      index.categories.push(
        entry({ id, name: row.name, name_fr: row.name_fr, name_ar: row.name_ar }, [
          row.name,
          row.name_fr,
          row.name_ar,
        ]),
      );
    }
  }
  return index;
}

/** 0: the name starts with the text; 1: one of its words does; 2: the words are inside it; -1: no match. */
function rank(entry: Entry<unknown>, text: string, words: readonly string[]): number {
  for (const word of words) if (!entry.text.includes(word)) return -1;
  if (entry.text.startsWith(text)) return 0;
  const first = words[0]!;
  return entry.words.some((word) => word.startsWith(first)) ? 1 : 2;
}

type Found<T> = { entry: Entry<T>; rank: number };

/** a before b: better rank, then more views, then by name (plain code-point order: cheap). */
function before<T>(a: Found<T>, b: Found<T>): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.entry.clicks !== b.entry.clicks) return a.entry.clicks > b.entry.clicks;
  return a.entry.text < b.entry.text;
}

/** The `limit` best matches in one pass, without sorting every match (a 2-letter prefix matches thousands). */
function best<T>(entries: readonly Entry<T>[], text: string, words: readonly string[], limit: number): T[] {
  const kept: Found<T>[] = [];
  for (const entry of entries) {
    const r = rank(entry, text, words);
    if (r < 0) continue;
    const found = { entry, rank: r };
    if (kept.length === limit && !before(found, kept[limit - 1]!)) continue;
    let at = kept.length < limit ? kept.length : limit - 1;
    while (at > 0 && before(found, kept[at - 1]!)) at -= 1;
    kept.splice(at, 0, found);
    if (kept.length > limit) kept.pop();
  }
  return kept.map((item) => item.entry.value);
}

/** The suggestions for what the shopper typed (nothing under SUGGEST_MIN_LENGTH letters). */
export function suggest(index: SuggestIndex, query: string): CatalogueSuggestions {
  const q = query.trim();
  const text = normaliseSearchText(q).replace(/\s+/gu, ' ');
  const words = [...new Set(text.split(' ').filter(Boolean))];
  if (text.replace(/\s/gu, '').length < SUGGEST_MIN_LENGTH)
    return { q, items: [], brands: [], categories: [] };
  const key = text;
  let answer = index.answers.get(key);
  if (!answer) {
    answer = {
      items: best(index.items, text, words, SUGGEST_MAX_ITEMS),
      brands: best(index.brands, text, words, SUGGEST_MAX_GROUP),
      categories: best(index.categories, text, words, SUGGEST_MAX_GROUP),
    };
    // Oldest first out: a Map keeps insertion order.
    if (index.answers.size >= MAX_REMEMBERED_ANSWERS)
      index.answers.delete(index.answers.keys().next().value!);
    index.answers.set(key, answer);
  }
  return { q, ...answer };
}

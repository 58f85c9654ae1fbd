import { sql, type SQL } from 'drizzle-orm';
import {
  HERO_MAX_OFFERS,
  HERO_POPULAR_PACKS,
  HERO_POPULAR_PRODUCTS,
  type CatalogueSort,
} from '@parashop/shared';
import type { ParsedCatalogueQuery } from '@parashop/shared/schemas/catalogue-query';
import { executeRows, type Executor } from '../../db/client';
import { matchesEveryWord, normalisedWords, searchWords } from './search';

/**
 * The catalogue's filter, sort and paging in SQL, over products and packs as one list of
 * `{ kind, id }` (the caller loads the items themselves with the shared loaders). Rules of SPEC
 * section 2 and 9: only stock above 0 (a pack's stock is the smallest of its products'), the price
 * filter and sorts on what an item costs today (the offer price while its offer is active in the shop's
 * time zone), featured = current offers first then newest products then newest packs.
 */

export type ItemRef = { kind: 'product' | 'pack'; id: number };

const ITEM_COLUMNS = sql`kind, id, name, created_at, stock, price, offer_price`;

/** Offer active on `today` (a 'YYYY-MM-DD' in the shop's zone), both ends inclusive. */
const activeOfferPrice = (today: string) =>
  sql`case when o.start_date <= ${today}::date and o.end_date >= ${today}::date then o.offer_price end`;

function productItems(query: ParsedCatalogueQuery, today: string, wordCount: number): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.category_id !== undefined) conditions.push(sql`p.category_id = ${query.category_id}`);
  if (query.company_id !== undefined) conditions.push(sql`p.company_id = ${query.company_id}`);
  const searching = wordCount > 0;
  if (searching) {
    conditions.push(
      matchesEveryWord(
        sql`parashop_search_text(concat_ws(' ', p.name, c.name, co.name, co.name_ar, co.name_fr))`,
        wordCount,
      ),
    );
  }
  return sql`
    select 'product'::text as kind, p.id, p.name, p.created_at, p.stock, p.price,
      ${activeOfferPrice(today)} as offer_price
    from products p
    left join offers o on o.product_id = p.id
    ${searching ? sql`join categories c on c.id = p.category_id join companies co on co.id = p.company_id cross join words` : sql``}
    where ${sql.join(conditions, sql` and `)}`;
}

/** A pack belongs to the categories and brands of its products, and is found by their names too. */
function packItems(query: ParsedCatalogueQuery, wordCount: number): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.category_id !== undefined) conditions.push(sql`m.in_category`);
  if (query.company_id !== undefined) conditions.push(sql`m.in_company`);
  const searching = wordCount > 0;
  if (searching) {
    conditions.push(matchesEveryWord(sql`parashop_search_text(concat_ws(' ', k.name, m.names))`, wordCount));
  }
  const inCategory =
    query.category_id === undefined ? sql`false` : sql`bool_or(p.category_id = ${query.category_id})`;
  const inCompany =
    query.company_id === undefined ? sql`false` : sql`bool_or(p.company_id = ${query.company_id})`;
  return sql`
    select 'pack'::text as kind, k.id, k.name, k.created_at, m.stock, k.price, null::numeric as offer_price
    from packs k
    cross join lateral (
      select coalesce(min(p.stock), 0) as stock,
        coalesce(${inCategory}, false) as in_category,
        coalesce(${inCompany}, false) as in_company,
        ${searching ? sql`string_agg(concat_ws(' ', c.name, co.name, co.name_ar, co.name_fr), ' ')` : sql`''`} as names
      from pack_products pp
      join products p on p.id = pp.product_id
      ${searching ? sql`join categories c on c.id = p.category_id join companies co on co.id = p.company_id` : sql``}
      where pp.pack_id = k.id
    ) m
    ${searching ? sql`cross join words` : sql``}
    where ${sql.join(conditions, sql` and `)}`;
}

const nameKey = sql`parashop_search_text(name)`;
const effectivePrice = sql`coalesce(offer_price, price)`;

const ORDER_BY: Record<CatalogueSort, SQL> = {
  featured: sql`(offer_price is not null) desc, (kind = 'product') desc, created_at desc, id desc`,
  price_asc: sql`${effectivePrice} asc, ${nameKey} asc, name asc, kind asc, id asc`,
  price_desc: sql`${effectivePrice} desc, ${nameKey} asc, name asc, kind asc, id asc`,
  name_asc: sql`${nameKey} asc, name asc, kind asc, id asc`,
  name_desc: sql`${nameKey} desc, name desc, kind asc, id asc`,
};

/** The items of one page, in order, and how many items match in all. */
export async function findCatalogueItems(
  db: Executor,
  query: ParsedCatalogueQuery,
  today: string,
): Promise<{ items: ItemRef[]; total: number }> {
  const words = searchWords(query.q);
  const withProducts = query.type !== 'packs';
  // Packs have no offer of their own, so "special offers" lists products only.
  const withPacks = query.type === 'all' || query.type === 'packs';

  const parts: SQL[] = [];
  if (withProducts) parts.push(sql`select ${ITEM_COLUMNS} from product_items`);
  if (withPacks) parts.push(sql`select ${ITEM_COLUMNS} from pack_items`);

  const ctes: SQL[] = [];
  if (words.length > 0) ctes.push(sql`words as materialized (select ${normalisedWords(words)})`);
  if (withProducts) ctes.push(sql`product_items as (${productItems(query, today, words.length)})`);
  if (withPacks) ctes.push(sql`pack_items as (${packItems(query, words.length)})`);

  const filters: SQL[] = [sql`true`];
  if (query.in_stock) filters.push(sql`stock > 0`);
  if (query.type === 'offers') filters.push(sql`offer_price is not null`);
  if (query.min_price !== undefined) filters.push(sql`${effectivePrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) filters.push(sql`${effectivePrice} <= ${query.max_price}`);

  const matching = (columns: SQL, tail: SQL = sql``) => sql`
    with ${sql.join(ctes, sql`, `)}
    select ${columns} from (${sql.join(parts, sql` union all `)}) items
    where ${sql.join(filters, sql` and `)}
    ${tail}`;

  const offset = (query.page - 1) * query.per_page;
  const rows = await executeRows<{ kind: 'product' | 'pack'; id: number; total: number | string }>(
    db,
    matching(
      sql`kind, id, count(*) over () as total`,
      sql`order by ${ORDER_BY[query.sort]} limit ${query.per_page} offset ${offset}`,
    ),
  );
  if (rows.length > 0) {
    return {
      items: rows.map((row) => ({ kind: row.kind, id: Number(row.id) })),
      total: Number(rows[0]!.total),
    };
  }
  // Past the last page (or nothing matched): the window count has no row to ride on.
  if (query.page === 1) return { items: [], total: 0 };
  const [count] = await executeRows<{ total: number | string }>(db, matching(sql`count(*) as total`));
  return { items: [], total: Number(count?.total ?? 0) };
}

/**
 * The hero carousel (SPEC section 2): the in-stock products with an active offer, largest discount
 * first, at most 8; when there is none, the 4 most-clicked in-stock products and the 4 most-clicked
 * in-stock packs.
 */
export async function findHeroItems(
  db: Executor,
  today: string,
): Promise<(ItemRef & { badge: 'offer' | 'popular' | 'pack' })[]> {
  const offers = await executeRows<{ id: number }>(
    db,
    sql`select p.id from products p join offers o on o.product_id = p.id
        where p.stock > 0 and o.start_date <= ${today}::date and o.end_date >= ${today}::date
        order by round((p.price - o.offer_price) * 100 / p.price) desc, p.number_click desc, p.id asc
        limit ${HERO_MAX_OFFERS}`,
  );
  if (offers.length > 0)
    return offers.map((row) => ({ kind: 'product', id: Number(row.id), badge: 'offer' }));

  const rows = await executeRows<{ kind: 'product' | 'pack'; id: number }>(
    db,
    sql`(select 'product' as kind, p.id, p.number_click from products p where p.stock > 0
         order by p.number_click desc, p.id asc limit ${HERO_POPULAR_PRODUCTS})
        union all
        (select 'pack' as kind, k.id, k.number_click from packs k
         cross join lateral (select min(p.stock) as stock from pack_products pp
                             join products p on p.id = pp.product_id where pp.pack_id = k.id) m
         where m.stock > 0
         order by k.number_click desc, k.id asc limit ${HERO_POPULAR_PACKS})`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    badge: row.kind === 'product' ? 'popular' : 'pack',
  }));
}

import { sql, type SQL } from 'drizzle-orm';
import {
  HERO_MAX_OFFERS,
  HERO_POPULAR_PACKS,
  HERO_POPULAR_PRODUCTS,
  AGE_GROUPS,
  CONCERNS,
  SKIN_TYPES,
  type CatalogueFacets,
  type CatalogueSort,
} from '@parashop/shared';
import type { ParsedCatalogueQuery } from '@parashop/shared/schemas/catalogue-query';
import { executeRows, type Database, type Executor } from '../../db/client';
import { packMatches, productMatches, searchTerms, searchWords, type SearchTerm } from './search';

/**
 * The catalogue's filter, sort and paging in SQL, over products and packs as one list of
 * `{ kind, id }` (the caller loads the items themselves with the shared loaders). Rules of SPEC
 * section 2 and 9: only stock above 0 (a pack's stock is the smallest of its products'), the price
 * filter and sorts on what an item costs today (the offer price while its offer is active in the shop's
 * time zone), featured = current offers first then newest products then newest packs.
 */

export type ItemRef = { kind: 'product' | 'pack'; id: number };

const ITEM_COLUMNS = sql`kind, id, name, search_name, created_at, stock, price, offer_price,
  skin_types, concerns, age_group, pregnancy_safe`;

/** Offer active on `today` (a 'YYYY-MM-DD' in the shop's zone), both ends inclusive. */
const activeOfferPrice = (today: string) =>
  sql`case when o.start_date <= ${today}::date and o.end_date >= ${today}::date then o.offer_price end`;

function productItems(query: ParsedCatalogueQuery, today: string, terms: readonly SearchTerm[]): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.category_id !== undefined) conditions.push(sql`p.category_id = ${query.category_id}`);
  if (query.company_id !== undefined) conditions.push(sql`p.company_id = ${query.company_id}`);
  if (terms.length > 0) conditions.push(productMatches(terms));
  return sql`
    select 'product'::text as kind, p.id, p.name, p.search_name, p.created_at, p.stock, p.price,
      ${activeOfferPrice(today)} as offer_price,
      p.skin_types, p.concerns, p.age_group, p.pregnancy_safe
    from products p
    left join offers o on o.product_id = p.id
    where ${sql.join(conditions, sql` and `)}`;
}

/** A pack belongs to the categories and brands of its products, and is found by their names too. */
function packItems(query: ParsedCatalogueQuery, terms: readonly SearchTerm[]): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.category_id !== undefined) conditions.push(sql`${query.category_id} = any(m.category_ids)`);
  if (query.company_id !== undefined) conditions.push(sql`${query.company_id} = any(m.company_ids)`);
  if (terms.length > 0) conditions.push(packMatches(terms));
  return sql`
    select 'pack'::text as kind, k.id, k.name, k.search_name, k.created_at, m.stock, k.price,
      null::numeric as offer_price,
      '{}'::text[] as skin_types, '{}'::text[] as concerns, null::text as age_group, false as pregnancy_safe
    from packs k
    cross join lateral (
      select coalesce(min(p.stock), 0) as stock,
        coalesce(array_agg(distinct p.category_id) filter (where p.id is not null), '{}') as category_ids,
        coalesce(array_agg(distinct p.company_id) filter (where p.id is not null), '{}') as company_ids
      from pack_products pp
      join products p on p.id = pp.product_id
      where pp.pack_id = k.id
    ) m
    where ${sql.join(conditions, sql` and `)}`;
}

const nameKey = sql`search_name`;
const effectivePrice = sql`coalesce(offer_price, price)`;

const ORDER_BY: Record<CatalogueSort, SQL> = {
  featured: sql`(offer_price is not null) desc, (kind = 'product') desc, created_at desc, id desc`,
  price_asc: sql`${effectivePrice} asc, ${nameKey} asc, name asc, kind asc, id asc`,
  price_desc: sql`${effectivePrice} desc, ${nameKey} asc, name asc, kind asc, id asc`,
  name_asc: sql`${nameKey} asc, name asc, kind asc, id asc`,
  name_desc: sql`${nameKey} desc, name desc, kind asc, id asc`,
};

type FacetName = 'skin_type' | 'concern' | 'age_group' | 'pregnancy_safe';

const FACET_VALUES = {
  skin_type: SKIN_TYPES,
  concern: CONCERNS,
  age_group: AGE_GROUPS,
  pregnancy_safe: ['true'],
} as const satisfies Record<FacetName, readonly string[]>;

/** An item (products only: packs carry no attributes) having `value` of a facet. */
function hasValue(facet: FacetName, value: string): SQL {
  if (facet === 'skin_type') return sql`${value} = any(skin_types)`;
  if (facet === 'concern') return sql`${value} = any(concerns)`;
  if (facet === 'age_group') return sql`age_group = ${value}`;
  return sql`pregnancy_safe`;
}

/** The active attribute filters, by facet: values of one facet ORed (decision 150). */
function attributeFilters(query: ParsedCatalogueQuery): Map<FacetName, SQL> {
  const filters = new Map<FacetName, SQL>();
  const anyOf = (facet: FacetName, values: readonly string[]) => {
    if (values.length > 0)
      filters.set(
        facet,
        sql`(${sql.join(
          values.map((value) => hasValue(facet, value)),
          sql` or `,
        )})`,
      );
  };
  anyOf('skin_type', query.skin_type);
  anyOf('concern', query.concern);
  anyOf('age_group', query.age_group);
  if (query.pregnancy_safe) filters.set('pregnancy_safe', sql`pregnancy_safe`);
  return filters;
}

/** The items of one page, in order, how many items match in all, and the facet counts. */
export async function findCatalogueItems(
  db: Database,
  query: ParsedCatalogueQuery,
  today: string,
): Promise<{ items: ItemRef[]; total: number; facets: CatalogueFacets }> {
  const words = searchWords(query.q);
  if (words.length === 0) return pageOfItems(db, query, today, []);
  // The search terms set the `<%` threshold for their transaction only.
  return db.transaction(async (tx) => pageOfItems(tx, query, today, await searchTerms(tx, words)));
}

async function pageOfItems(
  db: Executor,
  query: ParsedCatalogueQuery,
  today: string,
  terms: SearchTerm[],
): Promise<{ items: ItemRef[]; total: number; facets: CatalogueFacets }> {
  const withProducts = query.type !== 'packs';
  // Packs have no offer of their own, so "special offers" lists products only.
  const withPacks = query.type === 'all' || query.type === 'packs';

  const parts: SQL[] = [];
  if (withProducts) parts.push(sql`select ${ITEM_COLUMNS} from product_items`);
  if (withPacks) parts.push(sql`select ${ITEM_COLUMNS} from pack_items`);

  const ctes: SQL[] = [];
  if (withProducts) ctes.push(sql`product_items as (${productItems(query, today, terms)})`);
  if (withPacks) ctes.push(sql`pack_items as (${packItems(query, terms)})`);

  const baseFilters: SQL[] = [sql`true`];
  if (query.type === 'offers') baseFilters.push(sql`offer_price is not null`);
  if (query.min_price !== undefined) baseFilters.push(sql`${effectivePrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) baseFilters.push(sql`${effectivePrice} <= ${query.max_price}`);
  const attributes = attributeFilters(query);
  const filters = [...baseFilters, ...attributes.values()];
  if (query.in_stock) filters.push(sql`stock > 0`);

  const from = (where: readonly SQL[]) => sql`
    with ${sql.join(ctes, sql`, `)}
    select * from (${sql.join(parts, sql` union all `)}) items
    where ${sql.join([...where], sql` and `)}`;
  const matching = (columns: SQL, tail: SQL = sql``) =>
    sql`select ${columns} from (${from(filters)}) matching ${tail}`;

  const facets = await facetCounts(db, from([...baseFilters, sql`stock > 0`]), attributes);

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
      facets,
    };
  }
  // Past the last page (or nothing matched): the window count has no row to ride on.
  if (query.page === 1) return { items: [], total: 0, facets };
  const [count] = await executeRows<{ total: number | string }>(db, matching(sql`count(*) as total`));
  return { items: [], total: Number(count?.total ?? 0), facets };
}

/**
 * For each value of each facet, the in-stock items (of `base`: every filter but the attribute ones)
 * having that value and matching every OTHER facet's active filter. One scan, one row.
 */
async function facetCounts(
  db: Executor,
  base: SQL,
  active: ReadonlyMap<FacetName, SQL>,
): Promise<CatalogueFacets> {
  const facets = Object.keys(FACET_VALUES) as FacetName[];
  const columns: SQL[] = [];
  for (const facet of facets) {
    const others = facets
      .filter((other) => other !== facet && active.has(other))
      .map((other) => active.get(other)!);
    FACET_VALUES[facet].forEach((value, index) => {
      const condition = sql.join([hasValue(facet, value), ...others], sql` and `);
      columns.push(sql`count(*) filter (where ${condition}) as ${sql.identifier(`${facet}_${index}`)}`);
    });
  }
  const [row] = await executeRows<Record<string, number | string>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from (${base}) base`,
  );
  const countsOf = <V extends string>(facet: FacetName, values: readonly V[]) =>
    Object.fromEntries(
      values.map((value, index) => [value, Number(row?.[`${facet}_${index}`] ?? 0)]),
    ) as Record<V, number>;
  return {
    skin_type: countsOf('skin_type', SKIN_TYPES),
    concern: countsOf('concern', CONCERNS),
    age_group: countsOf('age_group', AGE_GROUPS),
    pregnancy_safe: countsOf('pregnancy_safe', ['true'] as const),
  };
}

/**
 * The hero carousel (SPEC section 2): the in-stock products with an active offer, largest discount
 * first, at most 8; when there is none, the 4 most-clicked in-stock products and the 4 most-clicked
 * in-stock packs. What is sold in store only (or a pack holding it) never shows there (issue 15).
 */
export async function findHeroItems(
  db: Executor,
  today: string,
): Promise<(ItemRef & { badge: 'offer' | 'popular' | 'pack' })[]> {
  const offers = await executeRows<{ id: number }>(
    db,
    sql`select p.id from products p join offers o on o.product_id = p.id
        where p.stock > 0 and p.sale_mode = 'online' and o.start_date <= ${today}::date and o.end_date >= ${today}::date
        order by round((p.price - o.offer_price) * 100 / p.price) desc, p.number_click desc, p.id asc
        limit ${HERO_MAX_OFFERS}`,
  );
  if (offers.length > 0)
    return offers.map((row) => ({ kind: 'product', id: Number(row.id), badge: 'offer' }));

  const rows = await executeRows<{ kind: 'product' | 'pack'; id: number }>(
    db,
    sql`(select 'product' as kind, p.id, p.number_click from products p
         where p.stock > 0 and p.sale_mode = 'online'
         order by p.number_click desc, p.id asc limit ${HERO_POPULAR_PRODUCTS})
        union all
        (select 'pack' as kind, k.id, k.number_click from packs k
         cross join lateral (select min(p.stock) as stock from pack_products pp
                             join products p on p.id = pp.product_id where pp.pack_id = k.id) m
         where m.stock > 0 and not exists (
           select 1 from pack_products pp join products p on p.id = pp.product_id
           where pp.pack_id = k.id and p.sale_mode = 'in_store_only')
         order by k.number_click desc, k.id asc limit ${HERO_POPULAR_PACKS})`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    badge: row.kind === 'product' ? 'popular' : 'pack',
  }));
}

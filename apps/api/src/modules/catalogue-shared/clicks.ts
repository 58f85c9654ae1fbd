import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packs, products } from '../../db/schema';
import type { AttemptStore } from '../../lib/attempt-store';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';

/** A client counts once per item in this window, however often it opens the item. */
export const CLICK_WINDOW_MS = 10 * 60_000;

const tables = { product: products, pack: packs } as const;

/** What counting a click needs: the database, and the counters shared by the API's processes. */
export type ClickDeps = { db: Database; attempts: Pick<AttemptStore, 'fail'> };

/**
 * `POST /products/{id}/click` and `POST /packs/{id}/click` (docs/decisions/081-click-counts.md): an
 * unknown id is a 404 with nothing written; a client (its session, else its address) counts at most once
 * per item and CLICK_WINDOW_MS; the answer is the item's count either way. The counter's update does
 * not count as a catalogue write (db/client.ts), so clicks never empty the catalogue cache. `client` is
 * the request's `sessionClient` (lib/client-address.ts), read by the route.
 */
export async function countClick(
  deps: ClickDeps,
  kind: keyof typeof tables,
  id: number,
  client: string,
): Promise<{ number_click: number }> {
  const table = tables[kind];
  const [item] = await deps.db
    .select({ numberClick: table.numberClick })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!item) throw httpError(404, NOT_FOUND_MESSAGE);
  const seen = await deps.attempts.fail(`click:${kind}:${id}:${client}`, CLICK_WINDOW_MS);
  if (seen > 1) return { number_click: item.numberClick };
  const [row] = await deps.db
    .update(table)
    .set({ numberClick: sql`${table.numberClick} + 1` })
    .where(eq(table.id, id))
    .returning({ numberClick: table.numberClick });
  if (!row) throw httpError(404, NOT_FOUND_MESSAGE);
  return { number_click: row.numberClick };
}

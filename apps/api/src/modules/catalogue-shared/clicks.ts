import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { packs, products } from '../../db/schema';
import { rateLimitKey } from '../../lib/client-address';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';

/** A client counts once per item in this window, however often it opens the item. */
export const CLICK_WINDOW_MS = 10 * 60_000;

const tables = { product: products, pack: packs } as const;

/**
 * `POST /products/{id}/click` and `POST /packs/{id}/click` (docs/decisions/081-click-counts.md): an
 * unknown id is a 404 with nothing written; a client (its session, else its address) counts at most once
 * per item and CLICK_WINDOW_MS; the answer is the item's count either way. The counter's update does
 * not count as a catalogue write (db/client.ts), so clicks never empty the catalogue cache.
 */
export async function countClick(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: keyof typeof tables,
  id: number,
): Promise<{ number_click: number }> {
  const table = tables[kind];
  const [item] = await app.db
    .select({ numberClick: table.numberClick })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!item) throw httpError(404, NOT_FOUND_MESSAGE);
  const client = request.sessionId ? `session:${request.sessionId}` : `ip:${rateLimitKey(request.ip)}`;
  const seen = await app.attempts.fail(`click:${kind}:${id}:${client}`, CLICK_WINDOW_MS);
  if (seen > 1) return { number_click: item.numberClick };
  const [row] = await app.db
    .update(table)
    .set({ numberClick: sql`${table.numberClick} + 1` })
    .where(eq(table.id, id))
    .returning({ numberClick: table.numberClick });
  if (!row) throw httpError(404, NOT_FOUND_MESSAGE);
  return { number_click: row.numberClick };
}

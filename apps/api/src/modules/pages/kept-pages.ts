/** A page's ETag is its bytes' weak ETag (lib/http-cache.ts), cut to this many characters. */
export const PAGE_ETAG_LENGTH = 16;

/** A page ready to send: its bytes and their ETag. */
export type RenderedDocument = { body: Buffer; etag: string };

/**
 * Renders of pages not kept yet, counted per client (its address, an IPv6 /64 as one) over a
 * sliding minute: `take` says whether one more may start. Clients are forgotten once their minute
 * has passed; at most `maxClients` are followed (the oldest go first), so the map stays small.
 */
export class RenderAllowance {
  private readonly clients = new Map<string, number[]>();
  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 10_000,
  ) {}

  take(client: string, now = Date.now()): boolean {
    const since = now - 60_000;
    const times = (this.clients.get(client) ?? []).filter((time) => time > since);
    this.clients.delete(client);
    const allowed = times.length < this.perMinute;
    if (allowed) times.push(now);
    if (times.length > 0) this.clients.set(client, times);
    while (this.clients.size > this.maxClients) {
      this.clients.delete(this.clients.keys().next().value as string);
    }
    return allowed;
  }
}

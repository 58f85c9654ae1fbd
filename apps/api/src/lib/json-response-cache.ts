import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, weakEtag } from './http-cache';
import type { StockSlot } from './stock-map';

/**
 * JSON answers kept in memory: the exact bytes, their ETag, and brotli/gzip variants made on first
 * demand, so a hit costs no database query, no serialisation and no compression. Entries carry the
 * version of the data they were read at and are only served while that version is current (see
 * catalogue-cache.ts for who bumps it). Least recently used entries go first when a limit is reached.
 */

export type Encoding = 'br' | 'gzip';

export type JsonEntry = {
  version: string;
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  /** The stocks the answer shows, patched from the stock map when served (catalogue-cache.ts). */
  slots?: StockSlot[];
  /** The stock map's `seq` the shown stocks were last checked at. */
  stockSeq?: number;
};

/** Below this, compression saves less than the headers it costs (the compress plugin's own threshold). */
const COMPRESS_THRESHOLD = 1024;
/** Quality 5: close to the best ratio on JSON for a fraction of the time of 11; done once per version. */
const BROTLI_OPTIONS = {
  params: {
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
  },
};

export function toEntry(
  body: unknown,
  version: string,
  stock?: { slots: StockSlot[]; seq: number },
): JsonEntry {
  const json = Buffer.from(JSON.stringify(body));
  const entry: JsonEntry = { version, json, etag: weakEtag(json.toString()), bytes: json.length };
  if (stock && stock.slots.length > 0) {
    entry.slots = stock.slots;
    entry.stockSeq = stock.seq;
  }
  return entry;
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  let gzip = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export class JsonResponseCache {
  private readonly entries = new Map<string, JsonEntry>();
  private totalBytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** Puts `entry` in place of `old` under `key` (when `old` is still the one kept there). */
  replace(key: string, old: JsonEntry, entry: JsonEntry): void {
    if (this.entries.get(key) === old) this.set(key, entry);
  }

  /** The entry for `key` if it was read at `version`; a stale one is dropped. */
  get(key: string, version: string): JsonEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used goes last
    return entry;
  }

  set(key: string, entry: JsonEntry): void {
    this.delete(key);
    if (entry.bytes > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.evict();
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.totalBytes -= old.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** The compressed bytes of an entry, made once and kept with it. */
  variant(key: string, entry: JsonEntry, encoding: Encoding): Buffer {
    const existing = entry[encoding];
    if (existing) return existing;
    const compressed =
      encoding === 'br' ? brotliCompressSync(entry.json, BROTLI_OPTIONS) : gzipSync(entry.json, { level: 6 });
    entry[encoding] = compressed;
    entry.bytes += compressed.length;
    // Only counted when the entry is still held (it may have been evicted meanwhile).
    if (this.entries.get(key) === entry) {
      this.totalBytes += compressed.length;
      this.evict();
    }
    return compressed;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) return;
      this.entries.delete(key);
      this.totalBytes -= entry.bytes;
    }
  }
}

/**
 * Answers with an entry: 304 when the client already has this ETag, else the bytes in the best
 * encoding it accepts. `no-cache` keeps the browser asking (the answer changes with any write).
 */
export function sendEntry(
  cache: JsonResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  entry: JsonEntry,
): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    entry.json.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.json);
  // A content-encoding already set makes @fastify/compress leave the payload alone.
  return reply.header('content-encoding', encoding).send(cache.variant(key, entry, encoding));
}

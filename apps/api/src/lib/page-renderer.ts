import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** The server entry of the web app (apps/web/src/entry-server.tsx, built to dist-server/). */
type ServerEntry = {
  render(request: {
    url: string;
    lang: string;
    languageChosen: boolean;
  }): Promise<{ html: string; data: string; lang: string }>;
  setServerFetch(fetchApi: (url: string, init: RequestInit) => Promise<Response>): void;
  PAGE_DATA_ID: string;
};

/** A page ready to send: its bytes and their ETag. */
export type RenderedDocument = { body: Buffer; etag: string };

/** The language a page is rendered in, and whether the visitor chose it (by the address or earlier). */
export type PageLanguage = { lang: string; chosen: boolean };

export type PageRenderer = {
  /**
   * The page at `url` in `language` with its body rendered into `shell` (index.html with the page's
   * head), or null when rendering failed (the caller sends the shell: the browser renders it as before).
   */
  render(
    url: string,
    status: number,
    shell: RenderedDocument,
    language: PageLanguage,
  ): Promise<RenderedDocument | null>;
  /**
   * A rendered page's bytes in the best encoding the request accepts (brotli, then gzip), made once
   * per page and kept with it: a rendered page is some 150 KB of markup, too much to compress on
   * every request (the compress plugin leaves an answer that has its encoding alone).
   */
  encoded(document: RenderedDocument, acceptEncoding: string | undefined): Promise<EncodedBody>;
  stats(): { entries: number; bytes: number; hits: number; renders: number; skipped: number };
};

/**
 * How long a rendered page is kept. A catalogue write in this process drops every page at once; the
 * limit bounds what another process's write or a settings change leaves on show (as the pages'
 * heads, modules/pages/describe.ts, and the API cache across processes).
 */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/**
 * Renders running at once (each takes some 25-70 ms of the process's one thread). Beyond them a page
 * goes out as the built shell, which the browser renders as before: a burst of addresses never seen
 * (a crawler, or someone varying the query string) cannot hold the API's thread.
 */
const MAX_RENDERS_AT_ONCE = 4;

export type EncodedBody = { body: Buffer; encoding: 'br' | 'gzip' | null };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a request accepts, by name (a `;q=0` refuses one). */
function accepts(header: string | undefined, encoding: string): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== encoding) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

type Kept = { document: RenderedDocument; until: number; bytes: number };

/**
 * Loads the web app's server renderer and renders the public pages with it (decision 192). The
 * pages' queries reach the API in process (Fastify's inject), in the page's language and without
 * the visitor's cookies, so a rendered page is the same for everyone: it is kept per address (path,
 * query and so language) and shell, until the catalogue changes or a minute has passed.
 */
export async function pageRenderer(
  app: FastifyInstance,
  entryPath: string,
  { onCatalogueWrite }: { onCatalogueWrite?: ((listener: () => void) => void) | undefined } = {},
): Promise<PageRenderer | null> {
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  } catch (error) {
    app.log.warn(
      { err: error },
      `could not load the server renderer ${entryPath}: pages are sent unrendered`,
    );
    return null;
  }

  const language = new AsyncLocalStorage<string>();
  entry.setServerFetch(async (url, init) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init.headers).entries()) headers[name] = value;
    headers['accept-language'] = language.getStore() ?? 'en';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const kept = new Map<string, Kept>();
  const inflight = new Map<string, Promise<RenderedDocument | null>>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let renders = 0;
  let skipped = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
    bytes = 0;
  };
  onCatalogueWrite?.(forget);

  const keep = (key: string, document: RenderedDocument) => {
    if (kept.size >= MAX_ENTRIES || bytes + document.body.length > MAX_BYTES) forget();
    kept.set(key, { document, until: Date.now() + PAGE_TTL_MS, bytes: document.body.length });
    bytes += document.body.length;
  };

  async function build(
    url: string,
    shell: RenderedDocument,
    { lang, chosen }: PageLanguage,
  ): Promise<RenderedDocument | null> {
    renders += 1;
    try {
      const page = await language.run(lang, () => entry.render({ url, lang, languageChosen: chosen }));
      // React writes the hints it found (the first pictures' preloads) ahead of the markup: they
      // belong in the head, where the browser sees them before the body.
      const hints = /^(?:<link\b[^>]*>)+/.exec(page.html)?.[0] ?? '';
      const markup = page.html.slice(hints.length);
      const html = shell.body
        .toString('utf8')
        .replace(/<\/head>/i, hints ? `  ${hints}\n  </head>` : '</head>')
        .replace(
          /<div id="root"><\/div>/,
          `<div id="root">${markup}</div>\n    <script type="application/json" id="${entry.PAGE_DATA_ID}">${page.data}</script>`,
        );
      const body = Buffer.from(html, 'utf8');
      const digest = createHash('sha1').update(body).digest('base64url').slice(0, 16);
      return { body, etag: `W/"${digest}"` };
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed: the page is sent unrendered');
      return null;
    }
  }

  const encodings = new WeakMap<RenderedDocument, { br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();

  return {
    async encoded(document, acceptEncoding) {
      const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
      if (!encoding) return { body: document.body, encoding: null };
      let made = encodings.get(document);
      if (!made) {
        made = {};
        encodings.set(document, made);
      }
      // Brotli 10, once per kept page and off the main thread: the home page is 6 % smaller than at 9
      // (13.6 against 14.5 KB), inside the first round trip of a new connection (about 14 KB).
      made[encoding] ??=
        encoding === 'br'
          ? brotli(document.body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
            })
          : gzipped(document.body, { level: 9 });
      return { body: await made[encoding], encoding };
    },
    async render(url, status, shell, pageLanguage) {
      const key = `${status} ${shell.etag} ${pageLanguage.lang} ${pageLanguage.chosen} ${url}`;
      const hit = kept.get(key);
      if (hit && hit.until > Date.now()) {
        hits += 1;
        return hit.document;
      }
      const running = inflight.get(key);
      if (running) return running;
      if (inflight.size >= MAX_RENDERS_AT_ONCE) {
        skipped += 1;
        return null;
      }
      const startedAt = generation;
      const rendering = build(url, shell, pageLanguage).then((document) => {
        // A render that overlapped a catalogue write is not kept.
        if (document && startedAt === generation) keep(key, document);
        return document;
      });
      inflight.set(key, rendering);
      try {
        return await rendering;
      } finally {
        inflight.delete(key);
      }
    },
    stats: () => ({ entries: kept.size, bytes, hits, renders, skipped }),
  };
}

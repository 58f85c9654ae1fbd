import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@parashop/shared/constants';
import type { LoadedPage, RenderAnswer } from '@parashop/shared/page-load';
import { weakEtag } from '../../lib/http-cache';
import { KeptValues } from '../../lib/kept-values';
import { slotProductIds, stockSlots } from '../../lib/stock-map';
import { PAGE_ETAG_LENGTH, RenderAllowance, type RenderedDocument } from './kept-pages';

/** How the entry's route loaders reach the API: in process, in the page's language, without cookies. */
type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/** The server entry of the web app (apps/web/src/entry-server.tsx, built to dist-server/). */
export type ServerEntry = {
  render(request: {
    url: string;
    lang: string;
    languageChosen: boolean;
    fetchApi: FetchApi;
  }): Promise<RenderAnswer>;
  PAGE_DATA_ID: string;
};

/** The language a page is rendered in, and whether the visitor chose it (by the address or earlier). */
export type PageLanguage = { lang: Language; chosen: boolean };

/** A rendered page's loaded data and how its shell (index.html with the page's head) is made from it. */
export type ShellFor = (page: LoadedPage) => { document: RenderedDocument; status: 200 | 404 };

export type RenderOutcome =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      document: RenderedDocument;
      status: number;
      /** The products the page shows (null: not known, any stock change drops it). */
      shown?: Set<number> | null;
    };

/** The products a page's data shows: its products', and its packs' products'. */
function productsShown(data: string): Set<number> | null {
  try {
    return slotProductIds(stockSlots(JSON.parse(data)));
  } catch {
    return null;
  }
}

export type PageRequest = {
  /** The canonical address: path and only the parameters the page reads (`canonicalPageUrl`). */
  url: string;
  /** The built index.html's ETag: a new build is a new page. */
  build: string;
  language: PageLanguage;
  /** Whom a render not kept yet is counted against (rateLimitKey of the client's address). */
  client: string;
  shellFor: ShellFor;
};

export type PageRenderer = {
  /**
   * The page at `request.url`: kept, or rendered now (its loaders run once, the tree renders once),
   * or null when it is not kept and may not be rendered now (the client's renders of the minute are
   * spent, too many renders are running, or rendering failed): the caller sends the unrendered shell.
   */
  page(request: PageRequest): Promise<RenderOutcome | null>;
  /**
   * A rendered page's bytes in the best encoding the request accepts (brotli, then gzip), made once
   * per page and kept with it: a rendered page is some 150 KB of markup, too much to compress on
   * every request (the compress plugin leaves an answer that has its encoding alone).
   */
  encoded(document: RenderedDocument, acceptEncoding: string | undefined): Promise<EncodedBody>;
  stats(): {
    entries: number;
    bytes: number;
    hits: number;
    renders: number;
    skipped: number;
    limited: number;
  };
};

/**
 * How long a rendered page is kept. A catalogue write in this process drops every page at once; the
 * limit bounds what another process's write or a settings change leaves on show (as the API cache
 * across processes).
 */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/**
 * Renders running at once (each takes some 25-70 ms of the process's one thread). Beyond them a page
 * goes out as the built shell, which the browser renders as before.
 */
const MAX_RENDERS_AT_ONCE = 4;

/**
 * A rendered page is read, and its links and GET forms work, before any script runs; taps on its other
 * controls are held by the inline capture script until hydration (decision 220). So its scripts are
 * fetched at low priority (decision 310): the stylesheet and the first pictures come first, the scripts
 * right after, and no script is counted into the first paint. Pages built in the browser keep them high.
 */
export function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

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

export type RendererOptions = {
  /** The built web app: its Vite manifest (.vite/manifest.json) names the pages' chunks. */
  distDir: string;
  onCatalogueWrite?: ((listener: () => void) => void) | undefined;
  /** Stock changes alone (decision 305): the pages showing those products are rendered again. */
  onStockChange?: ((listener: (ids: number[]) => void) => void) | undefined;
  /** Renders of pages not kept yet that one client may cause per minute (PAGE_RENDERS_PER_MINUTE). */
  rendersPerMinute: number;
  maxEntries?: number;
  maxBytes?: number;
};

/**
 * Loads the web app's server renderer and renders the public pages with it (decisions 192, 215). The
 * pages' loaders reach the API in process (Fastify's inject), in the page's language and without the
 * visitor's cookies, so a rendered page is the same for everyone: it is kept per canonical address
 * (path and the parameters the page reads), language and build, until the catalogue changes or a
 * minute has passed.
 */
export async function pageRenderer(
  app: FastifyInstance,
  entryPath: string,
  options: RendererOptions,
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

  /** The API answering a loader's request in process, in `lang`, as a fetch Response. */
  const fetchApiIn =
    (lang: string): FetchApi =>
    async (url, init) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of new Headers(init.headers).entries()) headers[name] = value;
      headers['accept-language'] = lang;
      delete headers.cookie;
      const answer = await app.inject({ method: 'GET', url, headers });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  // Kept by the canonical address with only the parameters the page reads, its language and its shell.
  const kept = new KeptValues<{ document: RenderedDocument; status: number }>({
    maxEntries: options.maxEntries ?? MAX_ENTRIES,
    maxBytes: options.maxBytes ?? MAX_BYTES,
    sizeOf: (page) => page.document.body.length,
    ttlMs: PAGE_TTL_MS,
  });
  const allowance = new RenderAllowance(options.rendersPerMinute);
  const inflight = new Map<string, Promise<RenderOutcome | null>>();
  let hits = 0;
  let renders = 0;
  let skipped = 0;
  let limited = 0;
  options.onCatalogueWrite?.(() => {
    kept.forget();
    shownBy.clear();
  });
  // Which products each kept page shows (its data's products and packs' products; null: not known),
  // so a stock change drops those pages only: their markup says "Only 3 left". Stock changes are also
  // logged a while, so a render that overlapped one of its products' is not kept.
  const shownBy = new Map<string, Set<number> | null>();
  const stockLog: { n: number; ids: number[] }[] = [];
  let stockChanges = 0;
  options.onStockChange?.((ids) => {
    stockChanges += 1;
    stockLog.push({ n: stockChanges, ids });
    if (stockLog.length > 500) stockLog.shift();
    const changed = new Set(ids);
    for (const [key, shown] of shownBy) {
      if (!kept.has(key)) shownBy.delete(key);
      else if (shown === null || [...changed].some((id) => shown.has(id))) {
        kept.delete(key);
        shownBy.delete(key);
      }
    }
  });
  /** Whether a stock change since `mark` touched a product of `shown`. */
  const stockMovedSince = (mark: number, shown: Set<number> | null) => {
    if (mark === stockChanges) return false;
    if (shown === null || stockLog[0] === undefined || stockLog[0].n > mark + 1) return true;
    return stockLog.some((change) => change.n > mark && change.ids.some((id) => shown.has(id)));
  };

  const manifest = viteManifest(join(options.distDir, '.vite', 'manifest.json'));

  async function build({ url, language, shellFor }: PageRequest): Promise<RenderOutcome | null> {
    renders += 1;
    try {
      const answer = await entry.render({
        url,
        lang: language.lang,
        languageChosen: language.chosen,
        fetchApi: fetchApiIn(language.lang),
      });
      if (answer.kind === 'redirect') return answer;
      if (answer.unloaded?.length) {
        app.log.warn(
          { url, queries: answer.unloaded },
          'a rendered page mounted queries its loaders did not load',
        );
      }
      const { document: shell, status } = shellFor(answer.page);
      const source = scriptsAtLowPriority(shell.body.toString('utf8'));
      // The page's own chunks, fetched with the entry rather than after it (hydration starts sooner).
      const preloads = manifest
        .chunks(answer.modules ?? [])
        .filter((file) => !source.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
        .join('');
      // React writes the hints it found (the first pictures' preloads) ahead of the markup: they
      // belong in the head, where the browser sees them before the body.
      const hints = /^(?:<link\b[^>]*>)+/.exec(answer.html)?.[0] ?? '';
      const markup = answer.html.slice(hints.length);
      const head = `${preloads}${hints}`;
      const html = source
        .replace(/<\/head>/i, head ? `  ${head}\n  </head>` : '</head>')
        .replace(
          /<div id="root"><\/div>/,
          `<div id="root">${markup}</div>\n    <script type="application/json" id="${entry.PAGE_DATA_ID}">${answer.data}</script>`,
        );
      const body = Buffer.from(html, 'utf8');
      return {
        kind: 'page',
        document: { body, etag: weakEtag(body, PAGE_ETAG_LENGTH) },
        status,
        shown: productsShown(answer.data),
      };
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
    async page(request) {
      const { lang, chosen } = request.language;
      const key = `${request.build} ${lang} ${chosen} ${request.url}`;
      const hit = kept.get(key);
      if (hit) {
        hits += 1;
        return { kind: 'page', document: hit.document, status: hit.status };
      }
      const running = inflight.get(key);
      if (running) return running;
      if (inflight.size >= MAX_RENDERS_AT_ONCE) {
        skipped += 1;
        return null;
      }
      if (!allowance.take(request.client)) {
        limited += 1;
        return null;
      }
      const mark = kept.mark();
      const stockMark = stockChanges;
      const rendering = build(request).then((outcome) => {
        // A render that overlapped a catalogue write, or a stock change of what it shows, is not kept.
        if (
          outcome?.kind === 'page' &&
          !stockMovedSince(stockMark, outcome.shown ?? null) &&
          kept.keep(key, { document: outcome.document, status: outcome.status }, mark)
        )
          shownBy.set(key, outcome.shown ?? null);
        return outcome;
      });
      inflight.set(key, rendering);
      try {
        return await rendering;
      } finally {
        inflight.delete(key);
      }
    },
    stats: () => ({ entries: kept.size, bytes: kept.totalBytes, hits, renders, skipped, limited }),
  };
}

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The client build's Vite manifest, read again when the file changes (a new build): `chunks` gives
 * the built files of some source modules and of the chunks they import, each once.
 */
function viteManifest(path: string) {
  let cached: { mtimeMs: number; chunks: Record<string, ManifestChunk> } | null = null;
  const current = (): Record<string, ManifestChunk> => {
    try {
      const { mtimeMs } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, chunks: JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk> };
      }
      return cached.chunks;
    } catch {
      return {};
    }
  };
  return {
    chunks(modules: string[]): string[] {
      const all = current();
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const chunk = all[key];
        if (!chunk) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const module of modules) visit(module);
      return [...files];
    },
  };
}

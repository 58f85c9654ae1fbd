import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../lib/http-errors';
import { precompressAssets } from '../lib/precompress-assets';
import { pageRenderer, type PageRenderer } from '../lib/page-renderer';

export const WEB_NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';
/** Vite puts content-hashed files under /assets: they never change, so they cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the SPA never answers: the API, uploaded files and /metrics get JSON 404s instead. */
export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/storage' ||
    path.startsWith('/storage/') ||
    path === '/metrics'
  );
}

/**
 * What the server knows of a page of the web app before any script runs: a redirect to its
 * canonical address, or its status, language and the `<head>` tags to write (null: the built ones).
 */
export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      lang: string;
      /** Whether the visitor chose the language (`?lang=`, or the language cookie) rather than the default. */
      languageChosen: boolean;
      dir: 'ltr' | 'rtl';
      head: string | null;
    };

export type WebAppOptions = {
  distDir: string;
  /** Describes the page at a request's path (modules/pages); without it every path is index.html as built. */
  describePage?: (request: FastifyRequest) => Promise<PageAnswer>;
  /**
   * The web app's server renderer (apps/web's `npm run build` writes it next to dist, in
   * dist-server/entry-server.js). Absent, or false: the public pages are sent as the built shell.
   */
  serverEntry?: string | false;
  /** Calls `listener` on every catalogue write (rendered pages are dropped then). */
  onCatalogueWrite?: (listener: () => void) => void;
};

/**
 * Serves the built web app (apps/web/dist) and answers every other GET with index.html so that the
 * client router handles it. Also owns the not-found handler: JSON 404 under /api and /storage.
 */
export default fp<WebAppOptions>(
  async (app, { distDir, describePage, serverEntry, onCatalogueWrite }) => {
    const indexPath = join(distDir, 'index.html');
    const built = existsSync(indexPath);
    if (!built) app.log.warn(`${distDir} has no index.html: ${WEB_NOT_BUILT_MESSAGE}`);
    const entry = serverEntry ?? join(dirname(distDir), 'dist-server', 'entry-server.js');
    const renderer: PageRenderer | null =
      built && entry !== false && existsSync(entry)
        ? await pageRenderer(app, entry, { onCatalogueWrite })
        : null;

    const index = indexFile(indexPath);
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await index.current();
      if (!page) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(WEB_NOT_BUILT_MESSAGE);
      }
      const answer = describePage ? await describePage(request) : null;
      if (answer?.kind === 'redirect') {
        return reply.code(301).header('cache-control', 'public, max-age=3600').redirect(answer.location, 301);
      }
      const headed = answer ? withPageHead(page, answer) : page;
      // The public pages (those with a head of their own) come with their body rendered (decision 192).
      const rendered =
        renderer && answer?.kind === 'page' && answer.head !== null
          ? await renderer.render(request.url, answer.status, headed, {
              lang: answer.lang,
              chosen: answer.languageChosen,
            })
          : null;
      const shown = rendered ?? headed;
      // index.html names the current hashed bundles: always revalidate it (a 304 while unchanged).
      reply
        .code(answer?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', shown.etag);
      // The language of an address without `?lang=` comes from the shopper's language cookie.
      if (answer) reply.header('vary', 'Accept-Encoding, Cookie');
      const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
      const wanted = request.headers['if-none-match'];
      if (shown === page || answer?.status === 200) {
        if (wanted?.split(',').some((tag) => opaque(tag) === opaque(shown.etag)))
          return reply.code(304).send();
      }
      if (rendered && renderer) {
        const { body, encoding } = await renderer.encoded(rendered, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      return reply.send(shown.body);
    };

    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        decorateReply: false,
        dotfiles: 'ignore',
        cacheControl: false,
        schemaHide: true,
        // Serves `<file>.br` / `<file>.gz` when present (made below), else the compress plugin compresses.
        preCompressed: true,
        // Missing files fall through to the not-found handler (SPA fallback or JSON 404).
        setHeaders(reply, path) {
          if (path.startsWith(join(distDir, 'assets') + sep)) reply.header('cache-control', IMMUTABLE);
          else if (path === indexPath) reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    }
    if (built) {
      // Hashed assets never change: compress them once, at the best ratio, next to the files.
      app.addHook('onReady', async () => {
        void precompressAssets(join(distDir, 'assets')).catch((error: unknown) =>
          app.log.warn(
            { err: error },
            'could not precompress the web assets (they are compressed per request)',
          ),
        );
      });
    }
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const method = request.method;
      const path = request.url.split('?')[0] ?? '';
      const looksLikeFile = /\/[^/]+\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/assets/');
      if ((method === 'GET' || method === 'HEAD') && !isServerPath(request.url) && !looksLikeFile) {
        return sendIndex(request, reply);
      }
      return reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE });
    });
  },
  { name: 'web-app' },
);

type IndexPage = { body: Buffer; etag: string; mtimeMs: number };

const pageCopies = new WeakMap<IndexPage, Map<string, IndexPage>>();
const MAX_PAGE_COPIES = 5000;

/**
 * index.html with the page's `<html lang dir>` and head tags (its own title and description give
 * way), kept per built file and answer so each page is assembled once.
 */
function withPageHead(page: IndexPage, answer: Extract<PageAnswer, { kind: 'page' }>): IndexPage {
  let copies = pageCopies.get(page);
  if (!copies) {
    copies = new Map();
    pageCopies.set(page, copies);
  }
  const key = `${answer.status} ${answer.lang} ${answer.dir} ${answer.head ?? ''}`;
  const kept = copies.get(key);
  if (kept) return kept;
  let html = page.body
    .toString('utf8')
    .replace(/<html[^>]*>/i, `<html lang="${answer.lang}" dir="${answer.dir}">`);
  if (answer.head !== null) {
    html = html
      .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      .replace(/<\/head>/i, `    ${answer.head}\n  </head>`);
  }
  const body = Buffer.from(html, 'utf8');
  const digest = createHash('sha1').update(body).digest('base64url').slice(0, 16);
  const copy = { body, etag: `W/"${digest}"`, mtimeMs: page.mtimeMs };
  if (copies.size >= MAX_PAGE_COPIES) copies.clear();
  copies.set(key, copy);
  return copy;
}

/** index.html from memory, read again only when the file changes (a new build). */
function indexFile(path: string) {
  let cached: IndexPage | undefined;
  return {
    async current(): Promise<IndexPage | undefined> {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(path).mtimeMs;
      } catch {
        cached = undefined;
        return undefined;
      }
      if (cached?.mtimeMs !== mtimeMs) {
        const body = await readFile(path);
        // Weak: the compress plugin may change the bytes on the wire.
        cached = { body, etag: `W/"${mtimeMs.toString(36)}-${body.length.toString(36)}"`, mtimeMs };
      }
      return cached;
    },
  };
}

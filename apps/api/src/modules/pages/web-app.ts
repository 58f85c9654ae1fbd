import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@parashop/shared/constants';
import { canonicalPageUrl, type LoadedPage } from '@parashop/shared/page-load';
import { rateLimitKey } from '../../lib/client-address';
import { etagMatches, weakEtag } from '../../lib/http-cache';
import { NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import type { DatabasePage } from './describe';
import { pageLanguage } from './describe';
import { pageHead, renderHead, textDirection } from './head';
import { PAGE_ETAG_LENGTH, type RenderedDocument } from './kept-pages';
import { precompressAssets } from './precompress';
import type { PageRenderer } from './renderer';
import { CLIENT_PAGES } from './sitemap';

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

export type WebAppOptions = {
  distDir: string;
  /** The public page at a decoded path read from the database (for a page sent unrendered). */
  pageFromDatabase: (pathname: string, search: string) => Promise<DatabasePage>;
  /** The server renderer, or null: every page goes out as the built shell with its head. */
  renderer: PageRenderer | null;
};

type IndexPage = RenderedDocument & { mtimeMs: number };

/**
 * Serves the built web app (apps/web/dist) and answers every other GET with index.html so that the
 * client router handles it: the public pages rendered (renderer.ts) with their head (head.ts), or the
 * shell with the head when they cannot be rendered. Also owns the not-found handler: JSON 404 under
 * /api and /storage.
 */
/** How long the language a shopper chose by a language link is kept (as the page's own script does). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export async function webApp(
  app: FastifyInstance,
  { distDir, pageFromDatabase, renderer }: WebAppOptions,
): Promise<void> {
  const origin = app.config.publicUrl;
  const secureCookies = app.config.secureCookies;
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  if (!built) app.log.warn(`${distDir} has no index.html: ${WEB_NOT_BUILT_MESSAGE}`);
  const index = indexFile(indexPath);

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    document: RenderedDocument,
    status: number,
    { rendered, varies }: { rendered: boolean; varies: boolean },
  ) => {
    // index.html names the current hashed bundles: always revalidate it (a 304 while unchanged).
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', document.etag);
    // The language of an address without `?lang=` comes from the shopper's language cookie.
    if (varies) reply.header('vary', 'Accept-Encoding, Cookie');
    if (status === 200 && etagMatches(request.headers['if-none-match'], document.etag)) {
      return reply.code(304).send();
    }
    if (rendered && renderer) {
      const { body, encoding } = await renderer.encoded(document, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return reply.send(document.body);
  };

  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(301).header('cache-control', 'public, max-age=3600').redirect(location, 301);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const shell = await index.current();
    if (!shell) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(WEB_NOT_BUILT_MESSAGE);
    }
    const url = new URL(request.url, 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const language = pageLanguage(url.searchParams, request.cookies?.[LANGUAGE_COOKIE]);
    // A language the address names (`?lang=`, the storefront's language links) is the shopper's choice:
    // kept in the cookie here, so the next page follows it even when it is opened before this page's
    // script has run and saved the choice itself (decision 220).
    const asked = url.searchParams.get('lang');
    if (asked === language.lang && request.cookies?.[LANGUAGE_COOKIE] !== asked) {
      reply.setCookie(LANGUAGE_COOKIE, asked, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_SECONDS,
        sameSite: 'lax',
        secure: secureCookies,
      });
    }
    const headed = (page: LoadedPage) => {
      const { status, meta } = pageHead(page, { lang: language.lang, explicit: language.chosen }, origin);
      return {
        status,
        document: withPageHead(shell, language.lang, textDirection(language.lang), renderHead(meta, origin)),
      };
    };

    // A public page: rendered from one load of its route loaders, or kept from an earlier render.
    if (renderer && isPublicPage(pathname)) {
      const outcome = await renderer.page({
        url: canonicalPageUrl(pathname, url.searchParams),
        build: shell.etag,
        language,
        client: rateLimitKey(request.ip),
        shellFor: headed,
      });
      if (outcome?.kind === 'redirect') return redirect(reply, `${outcome.location}${url.search}`);
      if (outcome)
        return send(request, reply, outcome.document, outcome.status, { rendered: true, varies: true });
    }

    // Unrendered: the shell, with the page's head from the same data read from the database.
    const page = await pageFromDatabase(pathname, url.search);
    if (page?.kind === 'redirect') return redirect(reply, page.location);
    if (!page) {
      const document = withPageHead(shell, language.lang, textDirection(language.lang), null);
      return send(request, reply, document, 200, { rendered: false, varies: true });
    }
    const { document, status } = headed(page);
    return send(request, reply, document, status, { rendered: false, varies: true });
  };

  if (built) {
    // The build's files are looked for on disk; an address that cannot be one of them (a page) is
    // answered before the file server would look for it (a stat per encoding and a directory read per
    // page request: a fifth of a kept page's time).
    await app.register(async (files) => {
      files.addHook('onRequest', async (request, reply) => {
        if (isPageRequest(request)) return sendIndex(request, reply);
      });
      await files.register(fastifyStatic, {
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
    });
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
    if (isPageRequest(request)) return sendIndex(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE });
  });
}

/**
 * A GET or HEAD the web app answers with a page: not an address of the server's own (API, files,
 * metrics) and not a file's (a name with an extension, or anything under /assets/).
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  const looksLikeFile = /\/[^/]+\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/assets/');
  return !looksLikeFile && !isServerPath(path);
}

/**
 * The pages rendered on the server: home, a brand, a product or pack and any path the app does not
 * know (its not-found page). The cart, sign-in, account, back office and riders' screen are built in
 * the browser (CLIENT_PAGES).
 */
function isPublicPage(pathname: string): boolean {
  const [, first = ''] = pathname.split('/');
  return !CLIENT_PAGES.includes(first);
}

const pageCopies = new WeakMap<IndexPage, Map<string, RenderedDocument>>();
const MAX_PAGE_COPIES = 5000;

/**
 * index.html with the page's `<html lang dir>` and head tags (its own title and description give
 * way), kept per built file and head so each page is assembled once (least recently used go first).
 */
function withPageHead(page: IndexPage, lang: string, dir: string, head: string | null): RenderedDocument {
  let copies = pageCopies.get(page);
  if (!copies) {
    copies = new Map();
    pageCopies.set(page, copies);
  }
  const key = `${lang} ${dir} ${head ?? ''}`;
  const kept = copies.get(key);
  if (kept) {
    copies.delete(key);
    copies.set(key, kept);
    return kept;
  }
  let html = page.body.toString('utf8').replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${dir}">`);
  if (head !== null) {
    html = html
      .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      .replace(/<\/head>/i, `    ${head}\n  </head>`);
  }
  const body = Buffer.from(html, 'utf8');
  const copy = { body, etag: weakEtag(body, PAGE_ETAG_LENGTH) };
  if (copies.size >= MAX_PAGE_COPIES) copies.delete(copies.keys().next().value as string);
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

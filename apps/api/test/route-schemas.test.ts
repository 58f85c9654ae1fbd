import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { ROUTES } from './hardening/support/routes';

const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * Every API route declares what it takes (issue 28): a route with a path parameter declares a `params`
 * schema (packages/shared `idParams`…: a bad id is a 404 from the schema, not a cast in the handler),
 * and a route taking a JSON body declares a `body` schema. The route table is the app's own (its
 * onRoute hook); which routes take a body comes from the authorisation matrix
 * (hardening/support/routes.ts, itself compared with the app's routes). The catalogue's forms with an
 * image declare theirs too (`uploadFormBody`): their handler validates it once the row was looked up
 * (lib/upload-form.ts, docs/decisions/301-upload-forms-at-the-route.md). No route is left out.
 */

type Seen = { method: string; url: string; schema: Record<string, unknown> };

let t: TestApp;
const seen: Seen[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        seen.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
      }
    },
  });
});
afterAll(async () => t?.close());

/** The API's routes in the authorisation matrix's form: /api/products/{id}. */
const apiRoutes = () =>
  seen
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:([A-Za-z]+)/g, '{$1}') }));

describe('every route declares what it takes', () => {
  it('sees the whole route table', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(ROUTES.length);
  });

  it('a route with a path parameter has a params schema', () => {
    const missing = apiRoutes()
      .filter((route) => route.url.includes(':') && !route.schema.params)
      .map(routeName);
    expect(missing).toEqual([]);
  });

  it('a route taking a body has a body schema', () => {
    const bodies = new Map(ROUTES.map((spec) => [routeName(spec), spec.body]));
    const missing = apiRoutes()
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => {
        const body = bodies.get(routeName(route));
        expect(body, `${routeName(route)} is in the authorisation matrix`).toBeDefined();
        return body !== 'none' && !route.schema.body;
      })
      .map(routeName);
    expect(missing).toEqual([]);
  });
});

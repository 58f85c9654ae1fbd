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
 * (hardening/support/routes.ts, itself compared with the app's routes).
 */

/**
 * Bodies still read and validated in their service: the catalogue forms with an image (products,
 * categories, companies; multipart, or JSON without an image), decision 295. Two answers they give
 * would change with a route schema, which validates the body before the handler runs:
 * - an update of an unknown product, category or brand is a 404 before its form is looked at (a form
 *   sent to /api/products/abc or /api/products/999999 is a 404 whatever it holds; tested);
 * - their one 422 holds every problem at once: the fields, the category and brand still existing
 *   (the database), and the image (required on create, a picture by its first bytes). The cheap
 *   image checks can join a body schema, but the references cannot, so a missing category beside a
 *   missing image would come only on a second attempt.
 * Nothing else may go without a body schema, and this list only shrinks.
 */
const BODIES_VALIDATED_IN_THEIR_SERVICE = new Set([
  'POST /api/products',
  'POST /api/products/{id}',
  'PUT /api/products/{id}',
  'POST /api/categories',
  'POST /api/categories/{id}',
  'PUT /api/categories/{id}',
  'POST /api/companies',
  'POST /api/companies/{id}',
  'PUT /api/companies/{id}',
]);

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

  it('a route taking a body has a body schema (multipart forms aside, listed)', () => {
    const bodies = new Map(ROUTES.map((spec) => [routeName(spec), spec.body]));
    const missing = apiRoutes()
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => {
        const body = bodies.get(routeName(route));
        expect(body, `${routeName(route)} is in the authorisation matrix`).toBeDefined();
        return (
          body !== 'none' && !route.schema.body && !BODIES_VALIDATED_IN_THEIR_SERVICE.has(routeName(route))
        );
      })
      .map(routeName);
    expect(missing).toEqual([]);
  });
});

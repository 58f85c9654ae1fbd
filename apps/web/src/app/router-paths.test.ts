import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { isClientRoute } from '@parashop/shared/item-urls';
import { appRoutes } from './router';

/** The page a path shows: the last matched route's path ('*' is the not-found page). */
const leaf = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route.path;

describe('the server and the router agree on which paths are pages', () => {
  it.each([
    '/',
    '/brands/3',
    '/products/12-creme',
    '/packs/4-routine',
    '/shopping-cart',
    '/favorites',
    '/login',
    '/register',
    '/verify-gmail',
    '/verify-code',
    '/reset-password',
    '/change-password',
    '/account-profile',
  ])('%s is a page of both', (path) => {
    expect(isClientRoute(path)).toBe(true);
    expect(leaf(path)).not.toBe('*');
  });

  it.each(['/nope', '/products', '/products/1/extra', '/brand/3', '/cart'])(
    '%s is the not-found page of both',
    (path) => {
      expect(isClientRoute(path)).toBe(false);
      expect(leaf(path)).toBe('*');
    },
  );
});

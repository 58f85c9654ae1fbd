/**
 * Query keys that more than one feature names. Each feature keeps its own keys in its `api/` files;
 * a key lives here only when another feature must refresh it (features never import each other).
 */

/** Every storefront catalogue answer (pages and hero): a change of stock or price refreshes them all. */
export const catalogueQueryKey = ['catalogue'] as const;

import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { hydrateQueries, PAGE_DATA_ID, readPageData, serialisePageData, toSentError } from './page-data';

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
});

describe('the data block of a server-rendered page (decision 192)', () => {
  it('cannot close its script element, and reads back as it was written', () => {
    const data = {
      lang: 'en',
      namespaces: ['common'],
      queries: { mutations: [], queries: [] },
      note: '</script><script>alert(1)</script> & \u2028',
    };
    const text = serialisePageData(data);
    expect(text).not.toMatch(/<|>/);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = text;
    document.body.append(block);
    expect(readPageData()).toEqual(data);
  });

  it('is absent or unreadable: the page is built in the browser', () => {
    expect(readPageData()).toBeNull();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = '{not json';
    document.body.append(block);
    expect(readPageData()).toBeNull();
  });

  it("puts the server's answers in the cache as fresh, and a failed one back as an ApiError", async () => {
    const server = new QueryClient();
    server.setQueryData(['catalogue', 'hero'], { data: [1, 2] }, { updatedAt: Date.now() - 55_000 });
    await server
      .fetchQuery({
        queryKey: ['catalogue', 'item', 'product', 9],
        queryFn: () =>
          Promise.reject(new ApiError({ status: 404, message: 'Not found.', hasServerMessage: true })),
        retry: false,
      })
      .catch(() => undefined);
    const state = dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
    for (const query of state.queries)
      if (query.state.status === 'error')
        (query.state as { error: unknown }).error = toSentError(query.state.error);
    const sent = JSON.parse(JSON.stringify(state)) as typeof state;

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const before = Date.now();
    const release = hydrateQueries(browser, sent);
    const after = Date.now();
    const hero = browser.getQueryCache().find({ queryKey: ['catalogue', 'hero'] })!;
    expect(hero.state.data).toEqual({ data: [1, 2] });
    // Kept up to a minute on the server, the answer counts from the moment it is put in the browser's
    // cache (not from the server's 55 s old one): no refetch on mount. Bounded by the clock readings
    // around the call, so a slow machine cannot fail it.
    expect(hero.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(hero.state.dataUpdatedAt).toBeLessThanOrEqual(after);
    expect(hero.isStaleByTime(30_000)).toBe(false);

    const failed = browser.getQueryCache().find({ queryKey: ['catalogue', 'item', 'product', 9] })!;
    expect(failed.state.status).toBe('error');
    expect(failed.state.error).toBeInstanceOf(ApiError);
    expect((failed.state.error as ApiError).status).toBe(404);
    expect(browser.getQueryDefaults(['catalogue', 'item', 'product', 9]).retryOnMount).toBe(false);
    release();
    expect(browser.getQueryDefaults(['catalogue', 'item', 'product', 9]).retryOnMount).toBeUndefined();
  });
});

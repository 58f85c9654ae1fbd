import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth/user-query';
import { createQueryClient } from '@/lib/query-client';
import { useCatalogueWrite } from './refresh-catalogue';

function setup(write: (id: number) => Promise<string>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['admin', 'products'], []);
  queryClient.setQueryData(['catalogue', 'home'], {});
  queryClient.setQueryData(userQueryKey, { id: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCatalogueWrite(write), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { result, stale };
}

describe('useCatalogueWrite', () => {
  it('runs the write, then marks every cached list stale but the signed-in user', async () => {
    const { result, stale } = setup(async (id) => `deleted ${id}`);
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(5);
    });
    expect(answer).toBe('deleted 5');
    await waitFor(() => expect(stale(['admin', 'products'])).toBe(true));
    expect(stale(['catalogue', 'home'])).toBe(true);
    expect(stale(userQueryKey)).toBe(false);
  });

  it('leaves the cache as it was when the write fails', async () => {
    const { result, stale } = setup(() => Promise.reject(new Error('refused')));
    await act(() => result.current.mutateAsync(5).catch(() => undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(stale(['admin', 'products'])).toBe(false);
  });
});

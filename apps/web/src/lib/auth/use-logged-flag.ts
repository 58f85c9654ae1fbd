import { useSyncExternalStore } from 'react';
import { getLoggedFlag, subscribeLoggedFlag } from '../auth-flag';

/** The `islogged` flag as React state, updated in this tab and from other tabs. */
export function useLoggedFlag(): boolean {
  return useSyncExternalStore(subscribeLoggedFlag, getLoggedFlag, () => false);
}

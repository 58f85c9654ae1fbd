import { STORAGE_KEYS } from '@parashop/shared/constants';

/**
 * The logged-in flag of SPEC section 3: `islogged` in localStorage, the string 'true' when a session
 * is believed to exist. The session itself is an HttpOnly cookie; this flag only tells the page
 * whether asking GET /api/me is worth it, and lets other tabs notice a logout.
 */
type Listener = (isLogged: boolean) => void;

const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.islogged);
  } catch {
    return null;
  }
}

export function getLoggedFlag(): boolean {
  return readStorage() === 'true';
}

export function setLoggedFlag(isLogged: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.islogged, isLogged ? 'true' : 'false');
  } catch {
    // Storage can be unavailable (private mode, quota): the in-memory listeners still hear it.
  }
  for (const listener of listeners) listener(isLogged);
}

/**
 * Calls `listener` when the flag changes in this tab (setLoggedFlag) or in another tab (the
 * `storage` event, which browsers fire only in the other tabs). Returns the unsubscribe function.
 */
export function subscribeLoggedFlag(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.islogged || event.key === null) listener(getLoggedFlag());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Subscribes only to changes made in another tab: the trigger for "logout elsewhere". */
export function subscribeLoggedFlagFromOtherTabs(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.islogged || event.key === null) listener(getLoggedFlag());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

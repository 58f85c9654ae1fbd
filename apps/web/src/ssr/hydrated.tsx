import { useEffect } from 'react';

/**
 * Calls `onHydrated` once, after the first commit: on a server-rendered page, when the HTML has
 * been hydrated. Rendered by both entries at the same place so their trees stay alike.
 */
export function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

import { useEffect } from 'react';

const PREFIX = /^\(\d+\+?\) /;

/**
 * "(3) Orders management · Parashop": the unread count leads the tab's title, so staff see new
 * notifications from another tab. Screens set their own titles; the count is put back after each.
 */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const next = count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count]);
}

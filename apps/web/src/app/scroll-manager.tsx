import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

/**
 * Whether a new location starts at the top of the page. A change of the query alone (catalogue
 * filters, paging, the brand search) keeps the position; a #hash leaves it to the section's own
 * scrolling; any other move (another page, or a link to the page one is on) goes to the top.
 */
export function startsAtTop(previous: Location | null, next: Location): boolean {
  if (next.hash) return false;
  if (!previous) return true;
  return !(previous.pathname === next.pathname && previous.search !== next.search);
}

/**
 * Scroll positions the way a multi-page site keeps them: Back and Forward come back to where the
 * reader was (also after a reload), a new page starts at the top. Positions are kept per history
 * entry, in memory and, when the page is left, in sessionStorage.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previous = useRef<Location | null>(null);
  const currentKey = useRef(location.key);
  positions.current ??= readSaved();

  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions.current?.set(currentKey.current, window.scrollY);
      });
    };
    const save = () => {
      positions.current?.set(currentKey.current, window.scrollY);
      try {
        const recent = [...(positions.current ?? [])].slice(-50);
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
      } catch {
        // Storage may be full or blocked: positions are then kept for this visit only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (startsAtTop(previous.current, location)) {
      window.scrollTo(0, 0);
    }
    previous.current = location;
  }, [location, navigationType]);

  return null;
}

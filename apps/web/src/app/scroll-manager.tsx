import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { SCROLL_POSITIONS_KEPT, SCROLL_POSITIONS_STORAGE_KEY } from '@parashop/shared/event-capture';

const STORAGE_KEY = SCROLL_POSITIONS_STORAGE_KEY;
/** How long a position or a #hash target may take to appear (a page's chunk and data arriving). */
const SETTLE_MS = 2000;

function readSaved(): Map<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

/**
 * The key a position is kept under. Every entry opened by typing or following a link into the app
 * carries React Router's key "default" (it has no history state yet), so the key alone would give a
 * freshly opened /register the position the home page had when it was left: the path is part of it.
 * The inline capture script (packages/shared/src/event-capture.ts) writes the same key for a page
 * left before the app was ready.
 */
export function positionKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * How the document itself was opened: only a reload or Back/Forward into it brings a position back;
 * a page opened afresh (typed address, outside link, page.goto) starts at its top or its #hash.
 */
export function documentRestoresPosition(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
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
 * Keeps trying `attempt` on each frame until it reports success, the reader scrolls or types,
 * something else moves the page (a focused field brought into view, a section's own scrolling), or
 * SETTLE_MS pass: a restored position or a #hash section may only exist once the page's chunk and
 * data have arrived. Returns the cancel function.
 */
function untilSettled(attempt: () => boolean): () => void {
  const deadline = performance.now() + SETTLE_MS;
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  let leftAt: number | null = null;
  const step = () => {
    if (leftAt !== null && Math.abs(window.scrollY - leftAt) > 1) return stop();
    const done = attempt();
    leftAt = window.scrollY;
    if (done || performance.now() > deadline) stop();
    else frame = window.requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  step();
  return stop;
}

function scrollToPosition(top: number): boolean {
  window.scrollTo(0, top);
  return Math.abs(window.scrollY - top) < 2;
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
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
  const currentKey = useRef(positionKey(location));
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
        const recent = [...(positions.current ?? [])].slice(-SCROLL_POSITIONS_KEPT);
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
      } catch {
        // Storage may be full or blocked: positions are then kept for this visit only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    // A server-rendered page may have been scrolled before the app was ready, with no scroll event
    // since: where it is now is where Back must bring the reader if they follow a link at once. A
    // position being put back (a reload at its top) is kept until the page has moved.
    if (window.scrollY > 0 || !positions.current?.has(currentKey.current)) {
      positions.current?.set(currentKey.current, window.scrollY);
    }
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const key = positionKey(location);
    currentKey.current = key;
    // The first location is the document's own: it is a POP, but only a reload or Back/Forward
    // into the document should bring a position back; and only while the page is still at its top.
    // The browser may already have put it back (or the reader scrolled it while the page loaded),
    // or it could not: the server's page was not tall enough yet, or the page was left before the
    // app was ready, so only the capture script kept where it was (decision 220).
    const first = previous.current === null;
    const restores =
      navigationType === 'POP' && (!first || (documentRestoresPosition() && window.scrollY === 0));
    const saved = restores ? positions.current?.get(key) : undefined;
    // The document's own first address was placed by the browser (at its top, or at its #hash when
    // the server's HTML has it) and the reader may already have scrolled it while the page was
    // loading: "open at the top" is for a new address, never for the page being read (decision 220).
    let cancel: (() => void) | undefined;
    if (saved !== undefined) {
      cancel = untilSettled(() => scrollToPosition(saved));
    } else if (location.hash) {
      const { hash } = location;
      const placed = first && document.getElementById(decodeURIComponent(hash.slice(1))) !== null;
      if (!placed) cancel = untilSettled(() => scrollToHash(hash));
    } else if (!first && startsAtTop(previous.current, location)) {
      window.scrollTo(0, 0);
    }
    previous.current = location;
    return cancel;
  }, [location, navigationType]);

  return null;
}

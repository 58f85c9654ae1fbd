import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { EVENT_CAPTURE_GLOBAL, EVENT_CAPTURE_SCRIPT } from '@parashop/shared/event-capture';
import { ScrollManager, startsAtTop } from './scroll-manager';

const at = (path: string): Location => {
  const url = new URL(path, 'http://shop.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: path };
};

describe('startsAtTop', () => {
  it('goes to the top for a new page, and for a link to the page one is on', () => {
    expect(startsAtTop(null, at('/'))).toBe(true);
    expect(startsAtTop(at('/'), at('/shopping-cart'))).toBe(true);
    expect(startsAtTop(at('/'), at('/'))).toBe(true);
  });

  it('keeps the position when only the query changes (filters, paging, brand search)', () => {
    expect(startsAtTop(at('/'), at('/?page=2'))).toBe(false);
    expect(startsAtTop(at('/?q=creme'), at('/'))).toBe(false);
    expect(startsAtTop(at('/brands/3'), at('/brands/3?q=lait'))).toBe(false);
  });

  it('leaves a #hash to its section', () => {
    expect(startsAtTop(at('/shopping-cart'), at('/#catalogue'))).toBe(false);
  });
});

/** The manager at `/` in memory, and the router's navigate to move it as a link or Back would. */
function renderAtHome() {
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollManager />
      <Navigator />
    </MemoryRouter>,
  );
  return (to: string | number) => (typeof to === 'number' ? navigate(to) : navigate(to));
}

describe('ScrollManager', () => {
  it('starts a new page at the top and brings Back to where the reader was', async () => {
    const navigate = renderAtHome();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    // The reader scrolls down the home page, then opens the cart.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(async () => navigate('/shopping-cart'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    // Paging the catalogue (the query alone) keeps the position.
    scrollTo.mockClear();
    await act(async () => navigate('/?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('ScrollManager on a page scrolled before the app was ready', () => {
  it('brings Back to where the reader was, although no scroll came after the app was ready', async () => {
    // The server's page was scrolled 1,500 px before hydration; the reader then follows a link at
    // once, without scrolling again (on a slow phone the app is ready only after the scroll).
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    const navigate = renderAtHome();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(async () => navigate('/shopping-cart'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
  });
});

describe('ScrollManager on a document opened afresh', () => {
  const openDocument = (path: string, type: NavigationTimingType) => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    render(
      <MemoryRouter initialEntries={[path]}>
        <ScrollManager />
      </MemoryRouter>,
    );
    return scrollTo;
  };

  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('opens another page where the browser put it (its top), not where the home page was left', () => {
    // The home page, opened by its address (React Router's key "default"), was left 900 px down.
    window.sessionStorage.setItem('scroll-positions', JSON.stringify([['default /', 900]]));
    const scrollTo = openDocument('/register', 'navigate');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('never moves a document opened afresh: the reader may have scrolled it while it loaded', () => {
    window.sessionStorage.setItem('scroll-positions', JSON.stringify([['default /', 900]]));
    const scrollTo = openDocument('/', 'navigate');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings the position back on a reload of the page', () => {
    window.sessionStorage.setItem('scroll-positions', JSON.stringify([['default /', 900]]));
    const scrollTo = openDocument('/', 'reload');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('brings back a page left before the app was ready, from what the capture script kept', () => {
    // The page's inline script runs, the reader scrolls 1,200 px and follows a link at once (a new
    // document), before any app has hydrated to keep the position.
    new Function(EVENT_CAPTURE_SCRIPT)();
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    (window as unknown as Record<string, { done: boolean }>)[EVENT_CAPTURE_GLOBAL]!.done = true;
    // Back into it, a document loaded again that the browser could not put back (still at its top).
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scrollTo = openDocument(`${window.location.pathname}${window.location.search}`, 'back_forward');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('leaves a document the browser has already put back, or the reader has scrolled', () => {
    window.sessionStorage.setItem('scroll-positions', JSON.stringify([['default /', 900]]));
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    const scrollTo = openDocument('/', 'back_forward');
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

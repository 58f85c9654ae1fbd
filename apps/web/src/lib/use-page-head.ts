import { useEffect } from 'react';
import { pageTitle } from '@parashop/shared/page-texts';

export type PageHead = {
  /** The page's own title; the tab reads "<title> · Parashop". */
  title: string;
  description?: string;
  /** The page's canonical path (`/products/3-serum`); the language of the address is kept. */
  path?: string;
};

function element<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  document.head.append(made);
  return made;
}

/**
 * Keeps `<title>`, the meta description and the canonical link in step with the page shown while
 * the shopper moves around (the server writes the first page's; decision 190). The previous
 * description and canonical come back when the page is left.
 */
export function usePageHead(head: PageHead | null): void {
  const title = head?.title;
  const description = head?.description;
  const path = head?.path;
  useEffect(() => {
    if (title === undefined) return;
    document.title = pageTitle(title);
    const meta = element('meta[name="description"]', () => {
      const made = document.createElement('meta');
      made.name = 'description';
      return made;
    });
    const canonical = element<HTMLLinkElement>('link[rel="canonical"]', () => {
      const made = document.createElement('link');
      made.rel = 'canonical';
      return made;
    });
    const before = { description: meta.content, canonical: canonical.href };
    if (description) meta.content = description;
    if (path) {
      const lang = new URLSearchParams(window.location.search).get('lang');
      canonical.href = `${window.location.origin}${path}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
    }
    return () => {
      meta.content = before.description;
      if (before.canonical) canonical.href = before.canonical;
      else canonical.remove();
    };
  }, [title, description, path]);
}

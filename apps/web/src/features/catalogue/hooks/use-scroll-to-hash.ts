import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the element named by the URL's #hash once it is on the page (the header's links point
 * at sections of the home page, which the router does not scroll to by itself). Only for a link
 * followed within the app (a push): the document's first address was placed by the browser, and a
 * replaced address (a filter, a search) keeps the reader where they are (decision 220).
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash || navigationType !== 'PUSH') return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, key, navigationType]);
}

import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box's text, committed a moment after typing stops (each commit is a server query), or at
 * once with `commit`. When the committed search changes elsewhere (a reset, the header's search), the
 * box shows it, and a commit still pending from before is dropped: a late timer never brings back a
 * cleared search. With `live` false (the header's box) the text is committed only by `commit`.
 * `cancel` drops a commit still waiting: picking a suggestion (a brand's page, a product's details)
 * is what the shopper asked for, and the typed letters must not search the catalogue behind it.
 */
export function useSearchDraft(committed: string, onCommit: (text: string) => void, live = true) {
  const [draft, setShown] = useState(committed);
  // Whether the text shown was typed by the shopper since the committed search last placed it: only
  // typing is committed. A committed search placed in the box (a cleared search, a reset) is never
  // sent back, even when the render that shows it comes after the delay (a slow phone).
  const typed = useRef(false);
  const setDraft = (text: string) => {
    typed.current = true;
    setShown(text);
  };
  const current = useRef(committed);
  current.current = committed;
  // What this box committed last: when the committed search arrives at it, the shopper may have typed
  // on meanwhile (a slow phone, a pause mid-word), and those letters stay.
  const sent = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (sent.current !== null && committed === sent.current) return;
    sent.current = null;
    typed.current = false;
    setShown(committed);
  }, [committed]);
  useEffect(() => {
    if (!live || !typed.current || draft === committed) return;
    const base = committed;
    const pending = window.setTimeout(() => {
      timer.current = undefined;
      if (current.current !== base || !typed.current) return;
      sent.current = draft;
      onCommit(draft);
    }, SEARCH_DELAY_MS);
    timer.current = pending;
    return () => window.clearTimeout(pending);
  }, [draft, committed, onCommit, live]);
  return {
    draft,
    setDraft,
    commit: () => {
      window.clearTimeout(timer.current);
      sent.current = draft;
      onCommit(draft);
    },
    cancel: () => window.clearTimeout(timer.current),
  };
}

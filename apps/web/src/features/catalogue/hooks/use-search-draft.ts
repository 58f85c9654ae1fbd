import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box's text, committed a moment after typing stops (each commit is a server query), or at
 * once with `commit`. When the committed search changes elsewhere (a reset, the header's search), the
 * box shows it, and a commit still pending from before is dropped: a late timer never brings back a
 * cleared search. With `live` false (the header's box) the text is committed only by `commit`.
 */
export function useSearchDraft(committed: string, onCommit: (text: string) => void, live = true) {
  const [draft, setDraft] = useState(committed);
  const current = useRef(committed);
  current.current = committed;
  // What this box committed last: when the committed search arrives at it, the shopper may have typed
  // on meanwhile (a slow phone, a pause mid-word), and those letters stay.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current !== null && committed === sent.current) return;
    sent.current = null;
    setDraft(committed);
  }, [committed]);
  useEffect(() => {
    if (!live || draft === committed) return;
    const base = committed;
    const timer = window.setTimeout(() => {
      if (current.current !== base) return;
      sent.current = draft;
      onCommit(draft);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, committed, onCommit, live]);
  return {
    draft,
    setDraft,
    commit: () => {
      sent.current = draft;
      onCommit(draft);
    },
  };
}

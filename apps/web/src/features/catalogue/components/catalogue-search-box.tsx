import { useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SEARCH_MAX } from '@parashop/shared/catalogue-search';
import { cn } from '@/lib/cn';
import { isAppReady } from '@/lib/plain-click';
import { useSearchDraft } from '../hooks/use-search-draft';
import type SuggestionPanel from './search-suggestions';
import type { SuggestionOption } from './search-suggestions';

/** The suggestions' code, fetched once by the first box that wants it (decision 293). */
const loadSuggestionPanel = () => import('./search-suggestions');

/**
 * A catalogue search box (home catalogue, brand page): the text is committed a moment after typing
 * stops, or at once on Enter. The label is for screen readers; the placeholder says the same.
 * With `onPick`, suggestions (products, brands, categories) open under it while typing: arrows move
 * through them, Enter picks one, Escape closes them. The input stays a search box (type=search) with
 * aria-autocomplete, aria-controls and aria-activedescendant pointing into the list (no aria-expanded:
 * ARIA allows it on a combobox, not on a search box, and the box keeps its search role).
 */
export function CatalogueSearchBox({
  id,
  label,
  value,
  onChange,
  onPick,
  className,
  inputClassName = 'h-10',
  form,
  live = true,
  submit,
  placeholder = label,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick?: (option: SuggestionOption) => void;
  className?: string;
  inputClassName?: string;
  /**
   * The GET form the box sits in (decision 220): its address and the other filters to keep, so that
   * Enter searches before the page's script is ready, or without it, as the app would.
   */
  form?: { action: string; keep: URLSearchParams };
  /** False: the text is committed by Enter (or the submit button) only, not while typing. */
  live?: boolean;
  /** A button inside the box that sends the search (the header's). */
  submit?: ReactNode;
  /** The hint in the empty box (the label by default). */
  placeholder?: string;
}) {
  const { t } = useTranslation('storefront');
  const search = useSearchDraft(value, onChange, live);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The suggestions' panel once its chunk is here, and the options it lists.
  const [Panel, setPanel] = useState<typeof SuggestionPanel | null>(null);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const shown = Boolean(Panel) && open && options.length > 0;
  const wantSuggestions = () => {
    if (!onPick || Panel) return;
    // A chunk that fails to load leaves a plain search box: the search itself still works.
    loadSuggestionPanel().then(
      (module) => setPanel(() => module.default),
      () => undefined,
    );
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: SuggestionOption) => {
    search.cancel();
    setOpen(false);
    setActive(-1);
    onPick?.(option);
  };

  const box = (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={form ? 'q' : undefined}
        value={search.draft}
        maxLength={CATALOGUE_SEARCH_MAX}
        autoComplete="off"
        aria-autocomplete={onPick ? 'list' : undefined}
        aria-controls={Panel ? listId : undefined}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onFocus={wantSuggestions}
        onChange={(event) => {
          wantSuggestions();
          search.setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (shown && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            // -1 is the text itself: the arrows go round the options and back to it.
            const positions = options.length + 1;
            setActive((index) => ((index + 1 + step + positions) % positions) - 1);
            return;
          }
          if (event.key === 'Escape' && shown) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
            return;
          }
          if (event.key === 'Enter') {
            const option = shown && active >= 0 ? options[active] : undefined;
            if (option) {
              event.preventDefault();
              pick(option);
              return;
            }
            setOpen(false);
            // In a form, Enter sends it (its submit commits); outside one, Enter commits here.
            if (!form) search.commit();
          }
        }}
        placeholder={placeholder}
        className={cn(
          'w-full rounded-lg border border-line bg-surface ps-10 pe-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          inputClassName,
        )}
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
      {onPick && Panel ? (
        <Panel
          draft={search.draft}
          open={open}
          onOptions={setOptions}
          id={listId}
          label={t('suggest.label')}
          hidden={!shown}
          active={active}
          optionId={optionId}
          onPick={pick}
          onHover={setActive}
        />
      ) : null}
      {submit}
    </>
  );

  if (!form) return <div className={cn('relative', className)}>{box}</div>;
  return (
    <form
      method="get"
      action={form.action}
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        // Before the app is ready the browser sends the form: the server renders the results.
        if (!isAppReady()) return;
        event.preventDefault();
        setOpen(false);
        search.commit();
      }}
    >
      {[...form.keep].map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      {box}
    </form>
  );
}

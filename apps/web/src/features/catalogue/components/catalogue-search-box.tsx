import { Search } from 'lucide-react';
import { CATALOGUE_SEARCH_MAX } from '@parashop/shared/catalogue-query';
import { cn } from '@/lib/cn';
import { useSearchDraft } from '../hooks/use-search-draft';

/**
 * A catalogue search box (home catalogue, brand page): the text is committed a moment after typing
 * stops, or at once on Enter. The label is for screen readers; the placeholder says the same.
 */
export function CatalogueSearchBox({
  id,
  label,
  value,
  onChange,
  className,
  inputClassName = 'h-10',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  const search = useSearchDraft(value, onChange);
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={search.draft}
        maxLength={CATALOGUE_SEARCH_MAX}
        onChange={(event) => search.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commit();
        }}
        placeholder={label}
        className={cn(
          'w-full rounded-lg border border-line bg-surface ps-10 pe-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          inputClassName,
        )}
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

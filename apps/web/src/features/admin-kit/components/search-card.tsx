import { SearchInput } from '@/components/ui/search-input';

/** A list's search box, in its own card above the table. */
export function SearchCard(props: {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div className="mb-4 rounded-card border border-line bg-surface p-4 shadow-card">
      <SearchInput {...props} className="max-w-md" />
    </div>
  );
}

import { useEffect, useMemo } from 'react';
import { Folder, Package, Search, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUGGEST_MIN_LENGTH, type CatalogueSuggestions } from '@parashop/shared/product-attributes';
import { cn } from '@/lib/cn';
import { useLocalised } from '@/i18n/use-localised';
import { ItemImage } from '@/features/storefront-shared/components/item-image';
import { useSuggestions } from '../api/get-suggestions';

/** The main name and its translations: the list shows the reader's language (decision 208). */
type Names = { name: string; name_fr?: string | null; name_ar?: string | null };

export type SuggestionOption =
  | ({ group: 'items'; kind: 'product' | 'pack'; id: number; image: string | null } & Names)
  | ({ group: 'brands'; id: number } & Names)
  | ({ group: 'categories'; id: number } & Names);

/** The suggestions in the order the list shows them: products and packs, brands, categories. */
export function suggestionOptions(data: CatalogueSuggestions | undefined): SuggestionOption[] {
  if (!data) return [];
  return [
    ...data.items.map((item) => ({ group: 'items' as const, ...item })),
    ...data.brands.map((brand) => ({
      group: 'brands' as const,
      id: brand.id,
      name: brand.name,
      name_fr: brand.name_fr,
      name_ar: brand.name_ar,
    })),
    ...data.categories.map((category) => ({ group: 'categories' as const, ...category })),
  ];
}

const GROUP_TITLES = {
  items: 'suggest.products',
  brands: 'suggest.brands',
  categories: 'suggest.categories',
} as const;

type ListProps = {
  id: string;
  label: string;
  options: SuggestionOption[];
  hidden: boolean;
  active: number;
  optionId: (index: number) => string;
  onPick: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
};

/**
 * The suggestions of a search box (CatalogueSearchBox): asks for them while the box is open, tells
 * the box the options it lists (the box's arrows and Enter move through them) and lists them. The
 * default export: this module is a chunk of its own, loaded on the box's first focus or keystroke
 * (decision 293); the text typed meanwhile is the box's, so the first answer is for all of it.
 */
export default function SuggestionPanel({
  draft,
  open,
  onOptions,
  ...list
}: Omit<ListProps, 'options'> & {
  draft: string;
  open: boolean;
  onOptions: (options: SuggestionOption[]) => void;
}) {
  const suggestions = useSuggestions(draft, open);
  // Under two letters there is nothing to suggest (the last answer may still be held).
  const short = draft.trim().length < SUGGEST_MIN_LENGTH;
  const options = useMemo(
    () => (short ? [] : suggestionOptions(suggestions.data)),
    [short, suggestions.data],
  );
  useEffect(() => onOptions(options), [onOptions, options]);
  return <SuggestionList {...list} options={options} />;
}

/**
 * The listbox under a search box. Options are picked on mouse down (before the input's blur closes
 * the list); the input keeps the focus and points at the active option (aria-activedescendant).
 */
export function SuggestionList({ id, label, options, hidden, active, optionId, onPick, onHover }: ListProps) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
    >
      {options.map((option, index) => {
        const first = index === 0 || options[index - 1]!.group !== option.group;
        const Icon =
          option.group === 'items'
            ? option.kind === 'pack'
              ? Package
              : Search
            : option.group === 'brands'
              ? Tag
              : Folder;
        return (
          <li key={`${option.group}-${'kind' in option ? option.kind : ''}-${option.id}`} role="presentation">
            {first ? (
              <p
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted"
              >
                {t(GROUP_TITLES[option.group])}
              </p>
            ) : null}
            <div
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option);
              }}
              onMouseEnter={() => onHover(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-ink',
                index === active && 'bg-brand-50 text-brand-800',
              )}
            >
              {option.group === 'items' && option.image ? (
                <ItemImage
                  image={option.image}
                  alt=""
                  width={32}
                  height={32}
                  sizes="32px"
                  loading="lazy"
                  className="h-8 w-8 shrink-0 rounded object-contain"
                />
              ) : (
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
              )}
              <span className="min-w-0 truncate">{localised.name(option)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

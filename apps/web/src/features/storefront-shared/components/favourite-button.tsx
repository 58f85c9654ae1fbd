import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isFavourite, useFavourites, type FavouriteTarget } from '../api/get-favourites';
import { useToggleFavourite } from '../api/toggle-favourite';

/** The heart on cards and in the detail panel: toggles a favourite (guests are asked to log in). */
export function FavouriteButton({ target, className }: { target: FavouriteTarget; className?: string }) {
  const { t } = useTranslation('favourites');
  const { data } = useFavourites();
  const { toggle } = useToggleFavourite();
  const active = isFavourite(data, target.kind, target.item.id);

  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        toggle(target);
      }}
      aria-pressed={active}
      aria-label={t(active ? 'actions.removeNamed' : 'actions.addNamed', { name: target.item.name })}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-line backdrop-blur transition',
        'cursor-pointer hover:scale-105 hover:bg-white',
        active ? 'text-rose-600' : 'text-slate-500 hover:text-rose-600',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('h-[18px] w-[18px]', active && 'fill-current')} />
    </button>
  );
}

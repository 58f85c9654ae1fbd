import { HeartOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '@/features/storefront-shared/api/toggle-favourite';
import type { FavouriteTarget } from '@/features/storefront-shared/api/get-favourites';

/** Takes an item out of the favourites (optimistic; a failure puts it back and says so). */
export function RemoveFavouriteButton({ target }: { target: FavouriteTarget }) {
  const { t } = useTranslation('favourites');
  const { toggle } = useToggleFavourite();
  return (
    <button
      type="button"
      onClick={() => toggle(target)}
      aria-label={t('actions.removeNamed', { name: target.item.name })}
      title={t('actions.removeNamed', { name: target.item.name })}
      className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white/90 text-rose-600 shadow-sm ring-1 ring-line backdrop-blur transition hover:scale-105 hover:bg-rose-50"
    >
      <HeartOff aria-hidden="true" className="h-[18px] w-[18px]" />
    </button>
  );
}

import { z } from 'zod';
import { TARGET_NAMES } from '../constants';
import { idInput } from './fields';

/** POST /favourites/toggle. `item` is what the page sends along for its optimistic update; unused. */
export const favouriteToggleSchema = z.object({
  type: z.enum(TARGET_NAMES, { error: 'validation.favourite.typeInvalid' }),
  id: idInput('validation.favourite.idInvalid'),
  item: z.unknown().optional(),
});
export type FavouriteToggle = z.output<typeof favouriteToggleSchema>;

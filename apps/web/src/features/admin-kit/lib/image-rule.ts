import { z } from 'zod';
import { imageFileError } from '@parashop/shared/schemas/image';

/**
 * The chosen image of a catalogue form (required only when creating). It sits on its own field so that
 * it is checked even while other fields fail.
 */
export function imageFileField(required: boolean) {
  return z.custom<File | null>().superRefine((file, ctx) => {
    const key = imageFileError(file, { required });
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

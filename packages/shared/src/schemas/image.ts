import { IMAGE_FORMATS, MAX_IMAGE_BYTES } from '../constants';

/** What the browser's File and a parsed multipart part both have. */
export interface ImageFileLike {
  type: string;
  size: number;
}

export type ImageErrorKey =
  | 'validation.image.required'
  | 'validation.image.notImage'
  | 'validation.image.format'
  | 'validation.image.tooLarge';

/**
 * The image rule of the product and company forms: required only on creation; an image file
 * ('Please select an image file'); JPG, PNG or GIF; at most 5 MB. Null when the file is fine.
 * The server also checks the content itself, not only the declared type.
 */
export function imageFileError(
  file: ImageFileLike | null | undefined,
  options: { required: boolean },
): ImageErrorKey | null {
  if (!file) return options.required ? 'validation.image.required' : null;
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) return 'validation.image.notImage';
  if (!(IMAGE_FORMATS as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)) {
    return 'validation.image.format';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'validation.image.tooLarge';
  return null;
}

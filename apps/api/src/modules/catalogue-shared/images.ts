import type { FastifyInstance } from 'fastify';
import {
  NOT_AN_IMAGE_KEY,
  processImage,
  removeImages,
  saveImage,
  sniffImageFormat,
  type ImageKind,
  type ProcessedImage,
} from '../../lib/images';
import type { FormErrors } from '../../lib/validation';

/**
 * The image field of a catalogue form. `upload` is the raw file (null when none was chosen).
 * While other fields already failed, only the cheap magic-byte check runs, so a bad form costs no
 * decoding; otherwise the picture is decoded and re-encoded (see src/lib/images.ts).
 */
export async function checkImageField(
  errors: FormErrors,
  upload: Buffer | null,
  options: { required: boolean },
): Promise<ProcessedImage | null> {
  if (!upload) {
    if (options.required) errors.add('image', 'validation.image.required');
    return null;
  }
  if (!sniffImageFormat(upload)) {
    errors.add('image', NOT_AN_IMAGE_KEY);
    return null;
  }
  if (errors.has()) return null;
  const processed = await processImage(upload);
  if (!processed) errors.add('image', NOT_AN_IMAGE_KEY);
  return processed;
}

/**
 * Stores a new image, runs the database write, and keeps storage in step with the outcome: when the
 * write fails the new files are removed; when it succeeds the images it replaced or orphaned
 * (returned by `write` as `obsolete`) are removed after the commit.
 */
export async function withStoredImage<T>(
  app: FastifyInstance,
  kind: ImageKind,
  image: ProcessedImage | null,
  write: (path: string | null) => Promise<{ result: T; obsolete: (string | null | undefined)[] }>,
): Promise<T> {
  const path = image ? await saveImage(app.storage, kind, image) : null;
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write(path);
  } catch (error) {
    if (path) await removeImages(app.storage, [path], app.log);
    throw error;
  }
  await removeImages(app.storage, outcome.obsolete, app.log);
  return outcome.result;
}

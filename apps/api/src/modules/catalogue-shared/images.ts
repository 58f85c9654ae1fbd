import {
  removeImages,
  saveImage,
  type ImageKind,
  type ImageLog,
  type ProcessedImage,
} from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** What a catalogue write with an image needs: where images are stored, and where a failed removal is told. */
export type ImageStore = { storage: Storage; log: ImageLog };

/**
 * Stores a new image, runs the database write, and keeps storage in step with the outcome: when the
 * write fails the new files are removed; when it succeeds the images it replaced or orphaned
 * (returned by `write` as `obsolete`) are removed after the commit.
 */
export async function withStoredImage<T>(
  { storage, log }: ImageStore,
  kind: ImageKind,
  image: ProcessedImage | null,
  write: (path: string | null) => Promise<{ result: T; obsolete: (string | null | undefined)[] }>,
): Promise<T> {
  const path = image ? await saveImage(storage, kind, image) : null;
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write(path);
  } catch (error) {
    if (path) await removeImages(storage, [path], log);
    throw error;
  }
  await removeImages(storage, outcome.obsolete, log);
  return outcome.result;
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '@parashop/shared/image-variants';
import sharp from 'sharp';
import type { Storage } from '../lib/storage';
import { httpError } from './http-errors';

/**
 * Image uploads of the catalogue (products, categories, companies).
 *
 * An upload is trusted only after two independent checks: its first bytes are those of a JPEG, PNG or
 * GIF (a text file named .jpg, an SVG or HTML never get further), and sharp decodes the whole picture
 * without error (a truncated or corrupt file fails here). Decoding is bounded by a pixel limit so a
 * small file that unpacks into gigabytes (decompression bomb) is refused before it is unpacked.
 * The picture is then re-encoded to WebP: nothing of the uploaded bytes survives (no metadata, no
 * appended payload of a polyglot file), in two sizes.
 *
 * Stored names (relative paths, what the API returns as `image`):
 *   `<kind>/<uuid>.webp`             large, at most LARGE_SIZE px on its longer side
 *   `<kind>/<uuid>-thumb.webp`       thumbnail, at most THUMB_SIZE px on its longer side
 *   `<kind>/<uuid>-w<width>.<fmt>`   responsive variants: VARIANT_WIDTHS wide (never enlarged), in
 *                                    AVIF and WebP, for `srcset` (docs/decisions/162-image-variants.md)
 * `thumbnailPath(image)` and `variantPath(image, width, format)` derive the others from the first; the
 * web app derives the same names (apps/web/src/lib/item-images.ts).
 */

export type ImageKind = 'products' | 'categories' | 'companies';

export const LARGE_SIZE = 1200;
export const THUMB_SIZE = 400;
/** 40 megapixels (e.g. 8000 x 5000): above any photo a 5 MB upload plausibly holds. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const NOT_AN_IMAGE_KEY = 'validation.image.notImage';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image may not be greater than 5 MB.';

export type ImageFormat = 'jpeg' | 'png' | 'gif';

/** The format named by a file's first bytes, or null when they are not those of JPEG, PNG or GIF. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return null;
}

/** The widths and formats of the responsive variants (shared with the web app's srcset). */
export const VARIANT_WIDTHS = IMAGE_VARIANT_WIDTHS;
export const VARIANT_FORMATS = IMAGE_VARIANT_FORMATS;
export type VariantWidth = ImageVariantWidth;
export type VariantFormat = ImageVariantFormat;
export type ImageVariant = { width: VariantWidth; format: VariantFormat; bytes: Buffer };

export type ProcessedImage = { large: Buffer; thumb: Buffer; variants?: ImageVariant[] };

const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * One responsive variant of a picture: `width` px wide at most (a smaller picture is not enlarged).
 * AVIF at quality 50 and effort 2: smaller than the WebP at quality 80 (effort 0 was larger), at a
 * fraction of the default effort's encoding time (docs/decisions/162-image-variants.md).
 */
export async function renderVariant(
  source: Buffer,
  width: VariantWidth,
  format: VariantFormat,
): Promise<Buffer> {
  const resized = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: 2 }).toBuffer()
    : resized.webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Every variant of a picture (VARIANT_WIDTHS x VARIANT_FORMATS), from its large WebP. */
export async function renderVariants(large: Buffer): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  // One at a time: libvips already uses every core for each encode.
  for (const width of VARIANT_WIDTHS) {
    for (const format of VARIANT_FORMATS) {
      variants.push({ width, format, bytes: await renderVariant(large, width, format) });
    }
  }
  return variants;
}

/**
 * Checks and re-encodes an upload. Null when the bytes are not a complete JPEG, PNG or GIF within
 * the pixel limit (the caller answers 422 'Please select an image file').
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | null> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return null;
  try {
    // failOn 'error' refuses truncated data; only the first frame of an animated GIF is decoded.
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const metadata = await input.metadata();
    // The decoder must agree with the magic bytes (no format switching behind a JPEG header).
    if (metadata.format !== sniffed) return null;
    // rotate() applies the EXIF orientation before the metadata is dropped (WebP output keeps none).
    const base = input.rotate();
    const resized = (size: number) =>
      base
        .clone()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    const [large, thumb] = await Promise.all([resized(LARGE_SIZE), resized(THUMB_SIZE)]);
    return { large, thumb, variants: await renderVariants(large) };
  } catch {
    return null;
  }
}

/** `products/ab12.webp` -> `products/ab12-thumb.webp`. */
export function thumbnailPath(image: string): string {
  return image.endsWith('.webp') ? `${image.slice(0, -'.webp'.length)}-thumb.webp` : `${image}-thumb.webp`;
}

export const variantPath = imageVariantPath;

/** Every variant file name of an image. */
export function variantPaths(image: string): string[] {
  return VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => variantPath(image, width, format)),
  );
}

const VARIANT_KEY = /^(.+)-w(\d+)\.(avif|webp)$/;

/**
 * The image a variant file name belongs to, with its width and format; null when `key` is not the
 * name of a variant (an unknown width or format included: only the listed variants are ever made).
 */
export function parseVariantKey(
  key: string,
): { image: string; width: VariantWidth; format: VariantFormat } | null {
  const match = VARIANT_KEY.exec(key);
  if (!match) return null;
  const [, base = '', widthText = '', format = ''] = match;
  const width = VARIANT_WIDTHS.find((candidate) => String(candidate) === widthText);
  if (!width || base.endsWith('-thumb')) return null;
  return { image: `${base}.webp`, width, format: format as VariantFormat };
}

export function variantContentType(format: VariantFormat): string {
  return VARIANT_CONTENT_TYPES[format];
}

/** Stores every size; returns the large image's relative path (what `image` holds). */
export async function saveImage(storage: Storage, kind: ImageKind, image: ProcessedImage): Promise<string> {
  const path = `${kind}/${randomUUID()}.webp`;
  const written: string[] = [];
  const put = async (key: string, bytes: Buffer, contentType: string) => {
    await storage.put(key, bytes, contentType);
    written.push(key);
  };
  try {
    await put(path, image.large, 'image/webp');
    await put(thumbnailPath(path), image.thumb, 'image/webp');
    for (const variant of image.variants ?? []) {
      await put(
        variantPath(path, variant.width, variant.format),
        variant.bytes,
        variantContentType(variant.format),
      );
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return path;
}

const pendingVariants = new Map<string, Promise<boolean>>();
let variantQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs variant encodes one after the other, process-wide. Each sharp job holds one of libuv's four
 * threads (which file reads and DNS share) and libvips uses every core for it: a page asking for twenty
 * missing variants at once, or the start-up pass, must not starve the requests served meanwhile.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = variantQueue.then(task, task);
  variantQueue = run.catch(() => {});
  return run;
}

/**
 * Makes one missing variant from its image's large file and stores it. False when the image itself
 * does not exist (nothing is made). Concurrent requests for one variant share one encode.
 */
export function makeVariant(storage: Storage, key: string): Promise<boolean> {
  const wanted = parseVariantKey(key);
  if (!wanted) return Promise.resolve(false);
  const pending = pendingVariants.get(key);
  if (pending) return pending;
  const work = oneAtATime(async () => {
    const large = await storage.get(wanted.image);
    if (!large) return false;
    const bytes = await renderVariant(large, wanted.width, wanted.format);
    await storage.put(key, bytes, variantContentType(wanted.format));
    return true;
  }).finally(() => pendingVariants.delete(key));
  pendingVariants.set(key, work);
  return work;
}

/**
 * Makes the variants an image lacks (uploads from before variants existed, the demo pictures).
 * Returns how many were made; an image whose large file is gone is skipped.
 */
export async function ensureVariants(storage: Storage, image: string): Promise<number> {
  if (!image.endsWith('.webp') || image.endsWith('-thumb.webp')) return 0;
  let made = 0;
  for (const key of variantPaths(image)) {
    if (await storage.exists(key)) continue;
    if (!(await makeVariant(storage, key))) return made;
    made += 1;
  }
  return made;
}

/** Where a file that could not be deleted is told (the app's logger). */
export type ImageLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Deletes images (every size) once the database no longer points at them. Never throws: a file left
 * behind wastes space, but failing the request after the database committed would lie to the client.
 */
export async function removeImages(
  storage: Storage,
  images: Iterable<string | null | undefined>,
  log?: ImageLog,
): Promise<void> {
  const paths = [
    ...new Set([...images].filter((image): image is string => typeof image === 'string' && image !== '')),
  ];
  await Promise.all(
    paths.flatMap((path) =>
      [path, thumbnailPath(path), ...variantPaths(path)].map((file) =>
        storage
          .delete(file)
          .catch((error: unknown) => log?.warn({ err: error, file }, 'could not delete image')),
      ),
    ),
  );
}

export type UploadForm = {
  /** Text fields by name (the first value when a name repeats). JSON bodies are passed through. */
  fields: Record<string, unknown>;
  /** The bytes of the `image` file part; null when none was chosen. */
  image: Buffer | null;
};

/**
 * Reads a catalogue form: multipart (what the admin sends) or a JSON object (no image then).
 * Files above the multipart limit (5 MB) are refused with 413 and IMAGE_TOO_LARGE_MESSAGE.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: { lists?: readonly string[] } = {},
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields =
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? { ...(body as Record<string, unknown>) }
        : {};
    return { fields, image: null };
  }

  const fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty still sends the part, with no name and no bytes.
        if (part.fieldname === 'image' && image === null && !(bytes.length === 0 && part.filename === '')) {
          image = bytes;
        }
      } else if (options.lists?.includes(part.fieldname)) {
        // A list field: every occurrence kept, in order.
        const list = (fields[part.fieldname] as unknown[] | undefined) ?? [];
        fields[part.fieldname] = [...list, part.value];
      } else if (!Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, IMAGE_TOO_LARGE_MESSAGE);
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // Busboy's own errors (cut-off body, bad boundary) carry no status: they are the client's fault.
    throw httpError(400, 'The form data is malformed.');
  }
  return { fields, image };
}

import type { FastifyRequest } from 'fastify';
import type { Language } from '@parashop/shared/constants';
import type { z } from 'zod';
import { requestLanguage } from './accept-language';
import {
  NOT_AN_IMAGE_KEY,
  processImage,
  readUploadForm,
  sniffImageFormat,
  type ProcessedImage,
} from './images';
import { FormErrors } from './validation';

/**
 * The catalogue's forms with an image (products, categories, brands; multipart, or JSON without an
 * image), read and validated by their route (docs/decisions/301-upload-forms-at-the-route.md).
 *
 * The route declares the form's shared schema as its `body` (`uploadFormBody`: the route table and the
 * OpenAPI document see it), but Fastify does not validate it before the handler: the handler first
 * looks the row up (an update of an unknown row is a 404 whatever the form holds, and costs no
 * upload), then `readUploadBody` turns the multipart form into an object and validates it with that
 * schema, adds what only the database can say (`check`, from the module's service) and the image's
 * checks, and throws the one 422 holding every problem, in the request's language. The service then
 * receives the typed values and the processed image.
 */
const UPLOAD_FORM_BODIES = new WeakSet<z.ZodType>();

/** A form's shared schema as the `body` of its upload route (a copy, marked; validated in the handler). */
export function uploadFormBody<Schema extends z.ZodType>(schema: Schema): Schema {
  const body = schema.clone();
  UPLOAD_FORM_BODIES.add(body);
  return body;
}

export function isUploadFormBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && UPLOAD_FORM_BODIES.has(schema as z.ZodType);
}

/** A field error only the database can give (a referenced row gone): a message key on a field. */
export type FieldIssue = { field: string; key: string };

export type UploadFormOptions<Values> = {
  /** Fields sent repeated in multipart (`skin_types=dry`, `skin_types=oily`), read as lists. */
  lists?: readonly string[];
  /** Whether the form must carry an image (creating a product or a brand). */
  imageRequired: boolean;
  /** The database's checks of valid values (references), run before the image's. */
  check?: (values: Values) => Promise<FieldIssue[]>;
};

export type UploadBody<Values> = {
  values: Values;
  /** The picture decoded and re-encoded (lib/images.ts), or null when none was sent. */
  image: ProcessedImage | null;
  /** The language of the request's messages, for the 422s the service may still give. */
  lang: Language;
};

/**
 * The image field of a form. `upload` is the raw file (null when none was chosen). While other fields
 * already failed, only the cheap magic-byte check runs, so a bad form costs no decoding; otherwise the
 * picture is decoded and re-encoded.
 */
async function checkImageField(
  errors: FormErrors,
  upload: Buffer | null,
  required: boolean,
): Promise<ProcessedImage | null> {
  if (!upload) {
    if (required) errors.add('image', 'validation.image.required');
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
 * Reads the upload form of `request` (its route's `uploadFormBody` schema) and answers every problem
 * in one 422: the fields (the schema), then the database's checks when the fields are valid, then the
 * image (required, a picture by its first bytes, decoded only when nothing else failed).
 */
export async function readUploadBody<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  options: UploadFormOptions<z.output<Schema>>,
): Promise<UploadBody<z.output<Schema>>> {
  const form = await readUploadForm(request, options.lists ? { lists: options.lists } : {});
  const lang = requestLanguage(request);
  const errors = new FormErrors(lang);
  const values = errors.parse(schema, form.fields);
  if (values !== undefined && options.check) {
    for (const issue of await options.check(values)) errors.add(issue.field, issue.key);
  }
  const image = await checkImageField(errors, form.image, options.imageRequired);
  errors.throwIfAny();
  if (values === undefined) throw new Error('form parsed without values');
  return { values, image, lang };
}

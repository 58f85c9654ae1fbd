import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readUploadForm } from './images';

/**
 * The body schemas of the back office's forms (lots, offers, packs, favourites: the shared schema the
 * web form validates with), declared at their route like every other body. They answer bad input as
 * the forms have always been answered, which differs from a plain body schema in two ways that
 * `routeValidatorCompiler` applies (docs/decisions/295-form-bodies-at-the-route.md):
 * - a missing body reads as an empty form, so each required field says it is required (not one
 *   error on the whole body);
 * - a field error belongs to the form's field: `product_ids.3` is reported on `product_ids`, the
 *   name the form shows its errors under.
 */
const FORM_BODIES = new WeakSet<z.ZodType>();

/** A form's shared schema as its route's `body` schema (a copy, marked; the shared one is unchanged). */
export function formBody<Schema extends z.ZodType>(schema: Schema): Schema {
  const body = schema.clone();
  FORM_BODIES.add(body);
  return body;
}

export function isFormBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && FORM_BODIES.has(schema as z.ZodType);
}

/** `/product_ids/3` -> `/product_ids`: the forms are flat. */
export function formFieldPath(instancePath: string): string {
  const field = instancePath.split('/').find(Boolean);
  return field === undefined ? '' : `/${field}`;
}

/**
 * A preValidation hook for the forms the admin may also send as multipart/form-data (offers, packs):
 * the text fields become the body its schema validates (a file part is ignored). A JSON body that is
 * not an object reads as an empty form, as it always has.
 */
export async function formFieldsAsBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) {
    request.body = (await readUploadForm(request)).fields;
    return;
  }
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) request.body = {};
}

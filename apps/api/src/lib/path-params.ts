import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { formFieldPath, isFormBody } from './form-body';
import { httpError, NOT_FOUND_MESSAGE } from './http-errors';
import { isUploadFormBody } from './upload-form';

const NO_SUCH_PATH = Symbol('no such path');

/**
 * The zod validator compiler, with a route's `params` schema made to answer like the handlers' id
 * checks it replaces: a path that names no row (`abc`, `0`, past int4, a day that is no date) is a 404
 * `Not found.`, and only once the body and query were validated (a bad body is still its 422 first).
 * Fastify validates params first, so a failing params schema hands on a marker instead, which
 * `refuseUnknownPath` (the first preHandler, after validation) turns into the 404.
 * A form's body (`formBody`) answers as its form: a missing body is an empty form, and each error is
 * on the form's field. An upload form's body (`uploadFormBody`) is validated by its handler, after
 * the row it writes was looked up (lib/upload-form.ts): here it passes as it came.
 */
export const routeValidatorCompiler: typeof validatorCompiler = (route) => {
  if (route.httpPart === 'body' && isUploadFormBody(route.schema)) return (data) => ({ value: data });
  const validate = validatorCompiler(route);
  if (route.httpPart === 'body' && isFormBody(route.schema)) {
    return (data) => {
      const result = validate(data ?? {}) as { error?: FastifySchemaValidationError[] | Error };
      if (!Array.isArray(result.error)) return result;
      return {
        error: result.error.map((issue) => ({ ...issue, instancePath: formFieldPath(issue.instancePath) })),
      };
    };
  }
  if (route.httpPart !== 'params') return validate;
  return (data) => {
    const result = validate(data) as { error?: Error; value?: unknown };
    return result.error ? { value: { [NO_SUCH_PATH]: true } } : result;
  };
};

/** A preHandler hook: 404 for a request whose path failed its route's `params` schema. */
export async function refuseUnknownPath(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<PropertyKey, unknown> | undefined;
  if (params && typeof params === 'object' && params[NO_SUCH_PATH] === true) {
    throw httpError(404, NOT_FOUND_MESSAGE);
  }
}

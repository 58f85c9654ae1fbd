import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROOT_ERROR_FIELD, translateMessage } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import { requestLanguage } from '../lib/accept-language';
import { isDatabaseUnavailable, pgErrorCode } from '../lib/pg-errors';
import {
  firstMessage,
  HttpError,
  INVALID_KEY,
  UNSTORABLE_TEXT_MESSAGE,
  type ErrorBody,
  type FieldErrors,
} from '../lib/http-errors';

type SchemaIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** Fastify schema validation errors (zod through fastify-type-provider-zod) -> translated field errors. */
function schemaIssuesToFieldErrors(issues: SchemaIssue[], lang: Language): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || ROOT_ERROR_FIELD;
    const text = translateMessage(issue.message ?? INVALID_KEY, lang);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Messages for the framework's own client errors, which would otherwise be too technical. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_REQ_FILE_TOO_LARGE: 'The image may not be greater than 5 MB.',
  FST_FILES_LIMIT: 'Only one file may be uploaded.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_PARTS_LIMIT: 'Too many form parts.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/**
 * PostgreSQL refuses text it cannot hold (a NUL character, bytes that are not UTF-8) with these codes,
 * wherever the text came from (a JSON field, a form part, an id in a query): the client's input, not a
 * fault of the server. The statement fails, so nothing was written.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** How long a client is asked to wait before trying again after the database went away. */
const DATABASE_RETRY_AFTER_SECONDS = '30';

/** The central error handler: every error body is `{ message, errors? }`; a 500 hides its details. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return send(reply, error.statusCode, {
      ...error.details,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }

  const fastifyError = error as FastifyError & { validation?: SchemaIssue[]; status?: number };
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    const lang = requestLanguage(request);
    const errors = schemaIssuesToFieldErrors(fastifyError.validation, lang);
    return send(reply, 422, { message: firstMessage(errors, translateMessage(INVALID_KEY, lang)), errors });
  }

  const status = fastifyError.statusCode ?? fastifyError.status ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    const known = fastifyError.code ? FRAMEWORK_MESSAGES[fastifyError.code] : undefined;
    const message =
      known ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
    return send(reply, status, { message: message || 'Bad request.' });
  }

  const code = pgErrorCode(error);
  if (code !== undefined && UNSTORABLE_TEXT_CODES.has(code)) {
    return send(reply, 422, { message: UNSTORABLE_TEXT_MESSAGE });
  }

  if (isDatabaseUnavailable(error)) {
    // The database went away under the request (restart, failover, a cut connection): a moment's
    // outage, not a fault of the request; the client may try again (the storefront's order keeps its
    // Idempotency-Key, so a retry never places it twice).
    request.log.error({ err: error }, 'the database could not be reached');
    reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    return send(reply, 503, {
      message: translateMessage('errors.databaseUnavailable', requestLanguage(request)),
    });
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: translateMessage('errors.generic', requestLanguage(request)) });
}

/** Installs the central error handler on the root instance (fastify-plugin: not encapsulated). */
export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);

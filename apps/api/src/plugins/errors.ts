import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOT_ERROR_FIELD, translateMessage, zodErrorToFieldErrors } from '@parashop/shared';
import { LANGUAGES, type Language } from '@parashop/shared/constants';
import type { ZodError } from 'zod';

/** `{ field: [messages] }`: the first message of a field is shown on that field. */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { message: string; errors?: FieldErrors };

export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found.';
const INVALID_KEY = 'validation.invalidPayload';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `throw httpError(409, 'Only 2 left of Avène Cicalfate.')` */
export function httpError(status: number, message: string, errors?: FieldErrors): HttpError {
  return new HttpError(status, message, errors);
}

/** The first message of the first field, used as the body's message. */
function firstMessage(errors: FieldErrors, fallback: string): string {
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return fallback;
}

/** A 422 from a zod error raised by hand (e.g. a multipart form parsed in the handler). */
export function validationFailed(error: ZodError, lang: Language = 'en'): HttpError {
  const errors = zodErrorToFieldErrors(error, lang);
  return new HttpError(422, firstMessage(errors, translateMessage(INVALID_KEY, lang)), errors);
}

/** The language of error messages, from Accept-Language (en, fr or ar; default en). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => entry.q > 0 && (LANGUAGES as readonly string[]).includes(entry.tag));
  return (match?.tag as Language | undefined) ?? 'en';
}

/**
 * A positive integer id from a route parameter; anything else is a 404 (the resource cannot exist),
 * so handlers never pass NaN or 1.5 to the database.
 */
export function parseId(param: unknown): number {
  const text = typeof param === 'number' ? String(param) : typeof param === 'string' ? param.trim() : '';
  if (!/^[0-9]{1,10}$/.test(text)) throw httpError(404, NOT_FOUND_MESSAGE);
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw httpError(404, NOT_FOUND_MESSAGE);
  return id;
}

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

export const UNSTORABLE_TEXT_MESSAGE = 'The text contains a character that is not allowed.';

/**
 * PostgreSQL refuses text it cannot hold (a NUL character, bytes that are not UTF-8) with these codes,
 * wherever the text came from (a JSON field, a form part, an id in a query): the client's input, not a
 * fault of the server. The statement fails, so nothing was written.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The central error handler: every error body is `{ message, errors? }`; a 500 hides its details. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      error.statusCode,
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    );
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

  const code = databaseErrorCode(error);
  if (code !== undefined && UNSTORABLE_TEXT_CODES.has(code)) {
    return send(reply, 422, { message: UNSTORABLE_TEXT_MESSAGE });
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: SERVER_ERROR_MESSAGE });
}

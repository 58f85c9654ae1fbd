import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET: the one ETag rule of the API's JSON and of the pages. The ETag is a hash of the
 * exact bytes sent, so it changes with any write, any stock move and any offer starting or ending
 * (offer_price is part of the body). Weak, because compression may change the bytes on the wire.
 * `no-cache` lets the browser keep the answer but makes it ask again every time; a match costs a
 * 304 with no body.
 */

/** The weak ETag of `body`: its SHA-1 in base64url, cut to `length` characters when given (pages: 16). */
export function weakEtag(body: string | Buffer, length?: number): string {
  const digest = createHash('sha1').update(body).digest('base64url');
  return `W/"${length === undefined ? digest : digest.slice(0, length)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` allowed). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}

/** Sends `body` as JSON with an ETag, or 304 without a body when the client already has it. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const etag = weakEtag(json);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

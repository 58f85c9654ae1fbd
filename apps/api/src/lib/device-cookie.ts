import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie: a random id the browser gets with its first order (httpOnly, never a typed name
 * or phone). The per-client stock limits count under it (decision 200), and the orders a browser
 * placed as a guest join the account created or signed into there (decision 201). Only its SHA-256
 * is stored.
 */
export const DEVICE_COOKIE = 'parashop_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token, when it sent a well-formed one. */
export function deviceToken(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The browser's device token, made and set on the answer when it had none. */
export function ensureDeviceToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = deviceToken(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_TTL_SECONDS,
  });
  return token;
}

/** Only this is stored (orders.client_device), never the token itself. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

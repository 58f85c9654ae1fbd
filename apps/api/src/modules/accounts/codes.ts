import { randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@parashop/shared';
import { hashPassword, verifyPassword } from './passwords';

/** A uniformly random code of 6 digits, leading zeros kept ("004217"). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Codes are stored as argon2id hashes: a leaked table must not hand out live codes, and a plain
 * SHA-256 of one of a million values would be reversed at once.
 */
export const hashCode = hashPassword;
export const codeMatches = verifyPassword;

/** An opaque, unguessable identifier (pending_user_id, reset ticket). */
export function generateTicket(): string {
  return randomBytes(24).toString('base64url');
}

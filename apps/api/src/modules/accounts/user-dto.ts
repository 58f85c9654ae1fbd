import { z } from 'zod';
import type { SessionUser } from '../../plugins/session';

/** The User of the API contract (DESIGN.md section 4). */
export const userSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  city: z.string(),
  role_id: z.number(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;

/**
 * Database rows never travel as they are: no password hash, snake_case names, ISO dates. A rider who
 * signs in with their phone has no e-mail: the answer then says ''.
 */
export function toUserDto(user: SessionUser): UserDto {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email ?? '',
    city: user.city,
    role_id: user.roleId,
    created_at: user.createdAt.toISOString(),
  };
}

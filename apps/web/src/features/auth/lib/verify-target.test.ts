import { describe, expect, it } from 'vitest';
import {
  changePasswordLink,
  readEmail,
  readVerifyTarget,
  verifyRegistrationLink,
  verifyResetLink,
} from './verify-target';

const searchOf = (to: string) => new URLSearchParams(to.split('?')[1] ?? '');

describe('verify-code targets', () => {
  it('reads a registration from the router state, or from the query after a reload', () => {
    const link = verifyRegistrationLink('p-123', 'ann@gmail.com');
    const expected = { kind: 'register', pendingUserId: 'p-123', email: 'ann@gmail.com' };
    expect(readVerifyTarget(link.state, new URLSearchParams())).toEqual(expected);
    expect(readVerifyTarget(null, searchOf(link.to))).toEqual(expected);
  });

  it('reads a password reset ticket', () => {
    const link = verifyResetLink('t-9', 'bob@gmail.com');
    expect(readVerifyTarget(link.state, searchOf(link.to))).toEqual({
      kind: 'reset',
      userId: 't-9',
      email: 'bob@gmail.com',
    });
  });

  it('knows when no id was passed', () => {
    expect(readVerifyTarget(undefined, new URLSearchParams('email=x@gmail.com'))).toEqual({
      kind: 'none',
      email: 'x@gmail.com',
    });
  });

  it('passes the e-mail on to /change-password', () => {
    const link = changePasswordLink('a+b@gmail.com');
    expect(link.to).toBe('/change-password?email=a%2Bb%40gmail.com');
    expect(readEmail(null, searchOf(link.to))).toBe('a+b@gmail.com');
    expect(readEmail(link.state, new URLSearchParams())).toBe('a+b@gmail.com');
  });
});

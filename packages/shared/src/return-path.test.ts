import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/orders?page=2&status=pending', '/admin/orders?page=2&status=pending'],
    ['/admin/products#lots', '/admin/products#lots'],
    ['/favorites', '/favorites'],
    ['/admin/../account', '/account'],
  ])('keeps the path of this site %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/admin\n'],
    ['/ /evil.example'],
    ['/login'],
    ['/login?next=/admin'],
    ['/register'],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to, encoded; the home page needs none', () => {
    expect(loginPathFor('/admin/orders?page=2')).toBe('/login?next=%2Fadmin%2Forders%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});

import { describe, expect, it } from 'vitest';
import { listSearch } from './list-search';

describe('listSearch', () => {
  it('writes the set filters in order and leaves the defaults out', () => {
    expect(listSearch({ page: 2, q: 'amina', status: 'all', period: 'week', confirmation: '' })).toBe(
      '?page=2&q=amina&period=week',
    );
    expect(
      listSearch([
        ['stock', 'low-stock'],
        ['expiring', true],
        ['order', undefined],
        ['x', null],
      ]),
    ).toBe('?stock=low-stock&expiring=1');
    expect(listSearch({ q: '', joined: 'all', expiring: false })).toBe('');
  });

  it('encodes what a search holds', () => {
    expect(listSearch({ q: 'crème & co' })).toBe('?q=cr%C3%A8me+%26+co');
  });
});

import { describe, expect, it } from 'vitest';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { filterBlockedPhones } from './blocked-phone-filters';

const phones: BlockedPhone[] = [
  {
    id: 1,
    phone_number: '0612345678',
    reason: 'Fake order CMD-20261118-0001',
    created_at: '2026-11-18T10:00:00Z',
  },
  { id: 2, phone_number: '0700112233', reason: 'Refused twice', created_at: '2026-11-18T11:00:00Z' },
];

describe('filterBlockedPhones', () => {
  it('keeps everything for an empty search', () => {
    expect(filterBlockedPhones(phones, '  ')).toHaveLength(2);
  });

  it('finds a number however it is typed', () => {
    expect(filterBlockedPhones(phones, '06 12 34').map((phone) => phone.id)).toEqual([1]);
    expect(filterBlockedPhones(phones, '+212 700').map((phone) => phone.id)).toEqual([2]);
  });

  it('finds words of the reason', () => {
    expect(filterBlockedPhones(phones, 'refused').map((phone) => phone.id)).toEqual([2]);
    expect(filterBlockedPhones(phones, 'cmd-20261118').map((phone) => phone.id)).toEqual([1]);
  });
});

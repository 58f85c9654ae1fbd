import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-address';

describe('rateLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitKey('196.200.1.7')).toBe('196.200.1.7');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(rateLimitKey('::ffff:196.200.1.7')).toBe('196.200.1.7');
    expect(rateLimitKey('::ffff:c4c8:107')).toBe('196.200.1.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = rateLimitKey('2a02:4780:1:2::1');
    expect(key).toBe('2a02:4780:1:2::/64');
    expect(rateLimitKey('2a02:4780:0001:0002:ffff:1:2:3')).toBe(key);
    expect(rateLimitKey('2A02:4780:1:2:abcd::9%eth0')).toBe(key);
    expect(rateLimitKey('2a02:4780:1:3::1')).not.toBe(key);
  });

  it('keeps what is not an address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});

import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] | null {
  let text = address.split('%', 1)[0] ?? '';
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] && isIPv4(dotted[1])) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => parseInt(group || '0', 16).toString(16));
}

/**
 * The key a rate limit counts a client address under. An IPv4 address is itself (an IPv4-mapped IPv6
 * address, `::ffff:1.2.3.4`, is the IPv4 address). An IPv6 address counts by its /64 prefix: one
 * subscriber, home or phone, gets a whole /64 and could otherwise take a fresh address per request.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const high = parseInt(groups[6] ?? '0', 16);
    const low = parseInt(groups[7] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The client a request comes from: its browser session, or its address (rateLimitKey) when it has none
 * yet. What the accounts' limits and the click counters count per client.
 */
export function sessionClient(request: Pick<FastifyRequest, 'sessionId' | 'ip'>): string {
  return request.sessionId ? `session:${request.sessionId}` : `ip:${rateLimitKey(request.ip)}`;
}

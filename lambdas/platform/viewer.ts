/**
 * Who a request came from, as the site's distribution tells the API: the origin secret it adds proves the request
 * came through it, and only then is CloudFront's viewer-address header believed (anyone calling the API's own
 * endpoint could send one). Without AWS; the route wrapper (route.ts) applies it to every route.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `sent` is the origin secret, compared in constant time (digests of equal length). */
export function isOriginSecret(sent: string | undefined, originSecret: string): boolean {
  return sent !== undefined && timingSafeEqual(digest(sent), digest(originSecret));
}

/** The IP address of a CloudFront-Viewer-Address value (`ip:port`), or undefined when it holds none. */
export function viewerIp(viewerAddress: string | undefined): string | undefined {
  const ip = viewerAddress?.slice(0, viewerAddress.lastIndexOf(':'));
  return ip && isIP(ip) ? ip : undefined;
}

/**
 * Whose counter an address spends: an IPv4 address itself, an IPv6 address its /64 (one subscriber's network: its
 * owner may use any address in it), an IPv4-mapped IPv6 address the IPv4 address.
 */
export function addressCaller(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (isIP(ip) === 4 || mapped) return `address:${mapped?.[1] ?? ip}`;
  const [head, tail] = ip.toLowerCase().split('::');
  const leading = head ? head.split(':') : [];
  // A tail's embedded IPv4 address (`::1.2.3.4`) stands for two groups; only the first four groups count here.
  const trailing = tail === undefined ? [] : tail.split(':').flatMap((g) => (g.includes('.') ? [g, g] : [g]));
  const groups =
    tail === undefined
      ? leading
      : [...leading, ...Array(8 - leading.length - trailing.length).fill('0'), ...trailing];
  return `address:${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

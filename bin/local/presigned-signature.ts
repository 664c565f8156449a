/**
 * s3rver accepts any Signature V4 (it only checks version 2), but the avatar flow relies on S3 refusing a
 * presigned PUT whose signed headers differ, above all a Content-Length other than the announced file
 * size, or that comes after the URL expired. This checks a presigned request the way S3 does (expiry, then
 * the recomputed signature), so the local stack refuses the same uploads the cloud does.
 * {@link https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html}
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface PresignedRequest {
  method: string;
  /** path and query exactly as received */
  url: string;
  headers: IncomingHttpHeaders;
}

/** RFC 3986 encoding, as Signature V4 canonicalises query names and values. */
function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** Whether a request carries a presigned (query string) Signature V4. */
export function isPresigned(url: string): boolean {
  return new URL(url, 'http://local').searchParams.has('X-Amz-Signature');
}

/** X-Amz-Date (20261122T115200Z) plus X-Amz-Expires seconds, in epoch milliseconds. */
function expiresAt(amzDate: string, expiresSeconds: string): number {
  const iso = amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  return Date.parse(iso) + Number(expiresSeconds) * 1000;
}

type QueryPairs = (readonly [string, string])[];

/** undefined for a query S3 could not decode either (a malformed %-escape). */
function decodeQuery(rawQuery: string): QueryPairs | undefined {
  try {
    return rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=', 2);
        return [decodeURIComponent(name), decodeURIComponent(value)] as const;
      });
  } catch {
    return undefined;
  }
}

/** Whether S3 would accept this presigned request: not expired (NaN, a missing date, fails too) and signed right. */
export function presignedRequestAccepted(
  request: PresignedRequest,
  secretAccessKey: string,
  now = Date.now(),
): boolean {
  const [path = '/', rawQuery = ''] = request.url.split('?', 2);
  const query = decodeQuery(rawQuery);
  if (!query) return false;
  const parameter = (name: string) => query.find(([key]) => key === name)?.[1] ?? '';
  if (!(now <= expiresAt(parameter('X-Amz-Date'), parameter('X-Amz-Expires')))) return false;

  const signedHeaders = parameter('X-Amz-SignedHeaders');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${uriEscape(name)}=${uriEscape(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    parameter('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD',
  ].join('\n');

  // X-Amz-Credential = <access key>/<date>/<region>/<service>/aws4_request
  const [, date = '', region = '', service = ''] = parameter('X-Amz-Credential').split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', parameter('X-Amz-Date'), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const provided = Buffer.from(parameter('X-Amz-Signature'));
  return provided.length === expected.length && timingSafeEqual(provided, expected);
}

/**
 * Where each access log lands in the access-log bucket, and how its object keys name the hour they were written
 * in. The CDK constructs deliver each log under its prefix; the sealing job lists one hour of each.
 */

export interface AccessLogSource {
  /** the key prefix the service writes under, trailing slash included */
  readonly prefix: string;
  /** the key prefix of the objects written in the hour starting at `hour` (UTC) */
  readonly hourPrefix: (hour: Date) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateParts = (hour: Date) => ({
  year: String(hour.getUTCFullYear()),
  month: pad(hour.getUTCMonth() + 1),
  day: pad(hour.getUTCDate()),
  hour: pad(hour.getUTCHours()),
});

/** `<prefix>YYYY/MM/DD/HH/`: Firehose's default time prefix, and the CloudFront delivery's suffix path below. */
const slashedHour = (prefix: string) => (hour: Date) => {
  const { year, month, day, hour: hh } = dateParts(hour);
  return `${prefix}${year}/${month}/${day}/${hh}/`;
};

/** `<prefix>YYYY-MM-DD-HH-`: S3 server access logs' simple key format (`…-HH-MM-SS-<unique>`). */
const dashedHour = (prefix: string) => (hour: Date) => {
  const { year, month, day, hour: hh } = dateParts(hour);
  return `${prefix}${year}-${month}-${day}-${hh}-`;
};

/** The CloudFront delivery's key suffix after its prefix: the same hourly folders as Firehose writes. */
export const cloudFrontSuffixPath = '{yyyy}/{MM}/{dd}/{HH}';

export const accessLogSources = {
  /** the site's distribution (CloudFront standard logging v2) */
  cloudFront: { prefix: 'cloudfront/', hourPrefix: slashedHour('cloudfront/') },
  /** the HTTP API's and the WebSocket API's access logs, from their log groups through Firehose */
  api: { prefix: 'api/', hourPrefix: slashedHour('api/') },
  /** the site bucket's S3 server access logs */
  siteBucket: { prefix: 'site/', hourPrefix: dashedHour('site/') },
  /** the avatar bucket's S3 server access logs */
  avatarBucket: { prefix: 'avatars/', hourPrefix: dashedHour('avatars/') },
} as const satisfies Record<string, AccessLogSource>;

/**
 * The access logs' digest chain. Every hour of logs gets a digest: the key, size and ETag of each object written
 * in that hour, and the SHA-256 of the previous hour's digest. The digests live in a bucket under S3 Object Lock,
 * so none can be changed or deleted for two years; the logs' bucket is versioned and refuses the deletion of a
 * version. Changing a log object then shows (its ETag no longer matches its digest), and so does rewriting a
 * digest's history (the next digest names the previous one's hash).
 */
import { createHash } from 'node:crypto';

export const digestFormat = 'squad-access-log-digest/1';

/** The logs of an hour may still be arriving until this long after it ends (Firehose buffers, CloudFront delivers). */
export const sealDelayMs = 2 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

export interface LoggedObject {
  key: string;
  size: number;
  /** S3's ETag: the MD5 of a single-part object's content, so a changed object has another */
  etag: string;
}

export interface DigestLink {
  /** the digest's key in the digest bucket */
  key: string;
  sha256: string;
}

export interface Seal extends DigestLink {
  /** the hour the digest covers, its start as an ISO instant */
  hour: string;
}

export interface Digest {
  format: typeof digestFormat;
  hour: string;
  previous: DigestLink | null;
  objects: LoggedObject[];
}

export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / hourMs) * hourMs);

/** `digests/YYYY/MM/DD/HH.json`: sorted by key, the chain's order. */
export function digestKey(hour: Date): string {
  const [date, time] = hour.toISOString().split('T');
  return `digests/${date.replaceAll('-', '/')}/${time.slice(0, 2)}.json`;
}

/**
 * The hours to seal now, oldest first: each after the last sealed one whose logs are complete. The chain's first
 * run starts with the last complete hour. At most `limit`, so a long outage is caught up over several runs.
 */
export function hoursToSeal(lastSealedHour: string | undefined, now: Date, limit: number): Date[] {
  const lastComplete = hourStart(new Date(now.getTime() - sealDelayMs - hourMs));
  let next = lastSealedHour ? new Date(Date.parse(lastSealedHour) + hourMs) : lastComplete;
  const hours: Date[] = [];
  while (next.getTime() <= lastComplete.getTime() && hours.length < limit) {
    hours.push(next);
    next = new Date(next.getTime() + hourMs);
  }
  return hours;
}

/** The digest's bytes: JSON with its objects in key order, so the same hour always reads the same. */
export function digestBody(hour: Date, previous: DigestLink | null, objects: LoggedObject[]): string {
  const digest: Digest = {
    format: digestFormat,
    hour: hour.toISOString(),
    previous,
    objects: [...objects].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
  return `${JSON.stringify(digest, null, 1)}\n`;
}

export const sha256Hex = (body: string) => createHash('sha256').update(body).digest('hex');

export interface ChainFinding {
  hour: string;
  problem: string;
}

/**
 * Checks one digest against its successor's link and against the objects now in the bucket: what no longer
 * matches, in words. `current` maps each key of the digest's hour to the object the bucket now holds.
 */
export function digestFindings(
  body: string,
  expected: DigestLink,
  current: ReadonlyMap<string, LoggedObject>,
): ChainFinding[] {
  const digest = JSON.parse(body) as Digest;
  const findings: ChainFinding[] = [];
  if (sha256Hex(body) !== expected.sha256) {
    findings.push({ hour: digest.hour, problem: `digest ${expected.key} was changed after it was sealed` });
  }
  for (const object of digest.objects) {
    const now = current.get(object.key);
    if (!now) findings.push({ hour: digest.hour, problem: `${object.key} is missing` });
    else if (now.etag !== object.etag || now.size !== object.size) {
      findings.push({ hour: digest.hour, problem: `${object.key} was changed after it was sealed` });
    }
  }
  return findings;
}

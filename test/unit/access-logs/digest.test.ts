import {
  digestBody,
  digestFindings,
  digestKey,
  hoursToSeal,
  sha256Hex,
} from '../../../lambdas/access-logs/digest';
import { accessLogSources } from '../../../lambdas/access-logs/sources';

const hour = new Date('2026-11-29T03:00:00.000Z');
const objects = [
  { key: 'site/2026-11-29-03-10-00-B', size: 20, etag: 'b' },
  { key: 'api/2026/11/29/03/file-A', size: 10, etag: 'a' },
];

describe('access log sources', () => {
  it('name an hour of each log by the key prefix its service writes', () => {
    expect(Object.values(accessLogSources).map((source) => source.hourPrefix(hour))).toEqual([
      'cloudfront/2026/11/29/03/',
      'api/2026/11/29/03/',
      'site/2026-11-29-03-',
      'avatars/2026-11-29-03-',
    ]);
  });
});

describe('hoursToSeal', () => {
  it('starts a new chain with the last hour whose logs are complete, two hours after it ends', () => {
    expect(hoursToSeal(undefined, new Date('2026-11-29T06:30:00Z'), 24)).toEqual([
      new Date('2026-11-29T03:00:00Z'),
    ]);
  });

  it('continues from the last sealed hour, oldest first, up to the limit', () => {
    const hours = hoursToSeal('2026-11-28T20:00:00.000Z', new Date('2026-11-29T06:30:00Z'), 3);
    expect(hours.map((at) => at.toISOString())).toEqual([
      '2026-11-28T21:00:00.000Z',
      '2026-11-28T22:00:00.000Z',
      '2026-11-28T23:00:00.000Z',
    ]);
  });

  it('seals nothing while the next hour may still be receiving logs', () => {
    expect(hoursToSeal('2026-11-29T03:00:00.000Z', new Date('2026-11-29T06:59:00Z'), 24)).toEqual([]);
  });
});

describe('digestBody', () => {
  it('lists the objects in key order, so the same hour always hashes the same', () => {
    const reversed = digestBody(hour, null, [...objects].reverse());
    expect(digestBody(hour, null, objects)).toBe(reversed);
    expect(JSON.parse(reversed).objects.map((object: { key: string }) => object.key)).toEqual([
      'api/2026/11/29/03/file-A',
      'site/2026-11-29-03-10-00-B',
    ]);
  });

  it('names the previous digest by its key and hash', () => {
    const previous = { key: 'digests/2026/11/29/02.json', sha256: 'f'.repeat(64) };
    expect(JSON.parse(digestBody(hour, previous, objects)).previous).toEqual(previous);
  });

  it('is kept under the hour it covers', () => {
    expect(digestKey(hour)).toBe('digests/2026/11/29/03.json');
  });
});

describe('digestFindings', () => {
  const body = digestBody(hour, null, objects);
  const link = { key: digestKey(hour), sha256: sha256Hex(body) };
  const asSealed = new Map(objects.map((object) => [object.key, object]));

  it('finds nothing when the digest and every object are as sealed', () => {
    expect(digestFindings(body, link, asSealed)).toEqual([]);
  });

  it('reports a log object whose content changed after sealing', () => {
    const changed = new Map(asSealed).set(objects[0].key, { ...objects[0], etag: 'other' });
    expect(digestFindings(body, link, changed)).toEqual([
      { hour: hour.toISOString(), problem: `${objects[0].key} was changed after it was sealed` },
    ]);
  });

  it('reports a log object that is gone', () => {
    const removed = new Map(asSealed);
    removed.delete(objects[1].key);
    expect(digestFindings(body, link, removed)).toEqual([
      { hour: hour.toISOString(), problem: `${objects[1].key} is missing` },
    ]);
  });

  it('reports a digest whose bytes no longer match the hash its successor holds', () => {
    const rewritten = body.replace('"size": 10', '"size": 11');
    expect(digestFindings(rewritten, link, asSealed)[0].problem).toBe(
      `digest ${link.key} was changed after it was sealed`,
    );
  });
});

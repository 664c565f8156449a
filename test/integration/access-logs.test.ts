/**
 * The access logs' integrity on the local stack: the gateway's requests land in the access-log bucket as the
 * cloud's do through Firehose, the seal job chains each hour's objects into digests, and a log changed afterwards
 * shows when the chain is checked. The seal runs in this process with a "now" some hours ahead, so the hour of
 * the requests made here is complete; the shared stack's clock is not moved.
 */
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { localNames } from '../../bin/local/config';
import { digestKey, hourStart } from '../../lambdas/access-logs/digest';
import { accessLogSources } from '../../lambdas/access-logs/sources';
import { setHandlerEnvironment } from './support/jobs';
import { stackInfo } from './support/stack-info';

type Seal = typeof import('../../lambdas/access-logs/seal');

let seal: Seal;
let s3: S3Client;
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

beforeAll(() => {
  setHandlerEnvironment();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  seal = require('../../lambdas/access-logs/seal');
  s3 = new S3Client({
    endpoint: stackInfo().s3Endpoint,
    region: localNames.region,
    credentials: localNames.credentials,
    forcePathStyle: true,
  });
});

/** The key of the access-log object that holds a request to `path`, once the gateway has written it. */
async function loggedObjectKey(path: string): Promise<string> {
  const prefix = accessLogSources.api.hourPrefix(hourStart(new Date()));
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { Contents = [] } = await s3.send(
      new ListObjectsV2Command({ Bucket: localNames.accessLogBucket, Prefix: prefix }),
    );
    for (const { Key } of Contents) {
      const body = await fetch(`${stackInfo().s3Endpoint}/${localNames.accessLogBucket}/${Key}`);
      if ((await body.text()).includes(path)) return Key!;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no access log holds ${path}`);
}

it('writes every API request to the access-log bucket under its hour, without the query string', async () => {
  const path = `/private/tokens/orders/accesslogprobe${Date.now()}`;
  await fetch(`${stackInfo().apiUrl}${path}?token=secret-in-query`);
  const key = await loggedObjectKey(path);
  const text = await (await fetch(`${stackInfo().s3Endpoint}/${localNames.accessLogBucket}/${key}`)).text();
  const record = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { path: string; status: number })
    .find((line) => line.path === path);
  expect(record).toMatchObject({ path, status: 401 });
  expect(text).not.toContain('secret-in-query');
}, 30_000);

describe('once an hour of requests is sealed', () => {
  let sealedKey: string;
  let sealedHour: string;

  beforeAll(async () => {
    const path = `/private/tokens/orders/sealprobe${Date.now()}`;
    await fetch(`${stackInfo().apiUrl}${path}`);
    sealedKey = await loggedObjectKey(path);
    sealedHour = hourStart(new Date()).toISOString();
    await seal.sealCompleteHours(hoursAhead(3));
  }, 30_000);

  it("holds the request's log object in the digest of its hour, and the chain checks clean", async () => {
    const key = digestKey(new Date(sealedHour));
    const digest = await (
      await fetch(`${stackInfo().s3Endpoint}/${localNames.logDigestBucket}/${key}`)
    ).json();
    expect(digest.objects.map((object: { key: string }) => object.key)).toContain(sealedKey);
    expect((await seal.verifyChain()).findings).toEqual([]);
  });

  it('extends the chain once when two runs race for the same hour', async () => {
    const runs = await Promise.all([
      seal.sealCompleteHours(hoursAhead(4)),
      seal.sealCompleteHours(hoursAhead(4)),
    ]);
    expect(runs.map((sealed) => sealed.length).sort()).toEqual([0, 1]);
    expect((await seal.verifyChain()).findings).toEqual([]);
  });

  // Last: it leaves the chain with a finding.
  it('shows a log object changed after its hour was sealed', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: localNames.accessLogBucket,
        Key: sealedKey,
        Body: '{"path":"/nothing"}\n',
      }),
    );
    expect((await seal.verifyChain()).findings).toContainEqual({
      hour: sealedHour,
      problem: `${sealedKey} was changed after it was sealed`,
    });
  });
});

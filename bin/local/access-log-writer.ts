/**
 * The local twin of the API's access logs in their bucket (lib/access-logs.ts): the local gateway's requests, one
 * JSON line each, written to the local S3's access-log bucket under the hour's `api/` prefix, as Firehose writes
 * the cloud's. The seal job (lambdas/access-logs/) then seals them like the cloud's. Records are gathered and
 * written every few seconds, when the test clock moves and when the stack stops.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { hourStart } from '../../lambdas/access-logs/digest';
import { accessLogSources } from '../../lambdas/access-logs/sources';
import { clock } from '../../lambdas/platform/clock';
import { localNames } from './config';

/** What the local gateway knows of a request: the cloud's fields, with the path in place of the route template. */
export interface AccessLogRecord {
  method: string;
  path: string;
  status: number;
  latencyMs: number;
  sourceIp: string;
  userAgent: string;
}

export interface AccessLogWriter {
  record(entry: AccessLogRecord): void;
  /** Writes what was gathered: one object per hour it spans. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const flushEveryMs = 5_000;

export function startAccessLogWriter(s3Endpoint: string): AccessLogWriter {
  const s3 = new S3Client({
    endpoint: s3Endpoint,
    region: localNames.region,
    credentials: localNames.credentials,
    forcePathStyle: true,
  });
  let pending: (AccessLogRecord & { time: string })[] = [];
  let written = 0;
  const flush = async () => {
    const records = pending;
    pending = [];
    const byHour = new Map<string, typeof records>();
    for (const record of records) {
      const hour = hourStart(new Date(record.time)).toISOString();
      byHour.set(hour, [...(byHour.get(hour) ?? []), record]);
    }
    for (const [hour, lines] of byHour) {
      written += 1;
      const key = `${accessLogSources.api.hourPrefix(new Date(hour))}local-${Date.now()}-${written}.json`;
      await s3.send(
        new PutObjectCommand({
          Bucket: localNames.accessLogBucket,
          Key: key,
          Body: lines.map((line) => JSON.stringify(line)).join('\n') + '\n',
          ContentType: 'application/x-ndjson',
        }),
      );
    }
  };
  const timer = setInterval(
    () =>
      void flush().catch((error: Error) => console.error(`[api] access log not written: ${error.message}`)),
    flushEveryMs,
  );
  timer.unref();
  return {
    record: (entry) => pending.push({ time: clock.now().toISOString(), ...entry }),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Local S3 (s3rver) with its data under <dataDir>/s3 and the avatar bucket, whose CORS rule lets the
 * web origin PUT through a presigned URL and GET the pictures. Presigned requests have their signature
 * checked like S3 does, so a PUT of another length than the one signed is refused here too.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { localNames, localhostUrl, loopbackHost } from './config';
import { isPresigned, presignedRequestAccepted } from './presigned-signature';

export interface RunningS3 {
  endpoint: string;
  avatarBaseUrl: string;
  stop(): Promise<void>;
}

function corsConfiguration(webOrigin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${webOrigin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

export async function startS3(dataDir: string, port: number, webOrigin: string): Promise<RunningS3> {
  const directory = path.join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: loopbackHost,
    port,
    silent: true,
    directory,
    // s3rver checks only version 2 signatures; V4 presigned requests are checked in front of it (below),
    // and this keeps SDK-signed calls from failing on a header s3rver would canonicalise differently.
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: [
      { name: localNames.avatarBucket, configs: [corsConfiguration(webOrigin)] },
      { name: localNames.accessLogBucket, configs: [] },
      { name: localNames.logDigestBucket, configs: [] },
    ],
  });
  // First in the stack, before s3rver's routes answer. A preflight carries the URL but no signed headers.
  server.middleware.unshift(async (context, next) => {
    const { method = 'GET', url = '/', headers } = context.req;
    const refused =
      method !== 'OPTIONS' &&
      isPresigned(url) &&
      !presignedRequestAccepted({ method, url, headers }, localNames.credentials.secretAccessKey);
    if (!refused) return next();
    context.status = 403;
    context.type = 'application/xml';
    context.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code></Error>';
  });
  await server.run();
  const endpoint = localhostUrl(port);
  return {
    endpoint,
    avatarBaseUrl: `${endpoint}/${localNames.avatarBucket}`,
    stop: () => server.close(),
  };
}

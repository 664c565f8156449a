/**
 * Local S3 (s3rver) with its data under <dataDir>/s3 and the avatar bucket, whose CORS rule lets the
 * web origin PUT through a presigned URL and GET the pictures.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { localNames, localhostUrl } from './config';

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
    address: 'localhost',
    port,
    silent: true,
    directory,
    // It does not check presigned signatures anyway; this also keeps SDK-signed calls from failing
    // on a header the SDK signs differently from what s3rver recomputes.
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: [{ name: localNames.avatarBucket, configs: [corsConfiguration(webOrigin)] }],
  });
  await server.run();
  const endpoint = localhostUrl(port);
  return {
    endpoint,
    avatarBaseUrl: `${endpoint}/${localNames.avatarBucket}`,
    stop: () => server.close(),
  };
}

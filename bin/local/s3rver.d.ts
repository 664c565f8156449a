/** The part of s3rver 3.7's API the local stack uses (the package ships no types). */
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';
  import type { AddressInfo } from 'node:net';

  /** The part of a Koa context a middleware in front of s3rver's routes needs. */
  interface RequestContext {
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** S3rver is a Koa application; this is Koa's middleware stack, run in order. */
    middleware: ((context: RequestContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

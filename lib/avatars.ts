import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { acknowledgeWildcard } from './grants';
import { accessLogSources } from '../lambdas/access-logs/sources';

/** Verified pictures (avatars/<userId>/<uuid>.<ext>): the only keys CloudFront serves, as /avatars/*. */
export const avatarKeyPrefix = 'avatars/';
/** Where browsers' presigned PUTs land (uploads/<userId>/<uuid>.<ext>): never served, expired after a day. */
export const uploadKeyPrefix = 'uploads/';

export interface AvatarsProps {
  /** Fixed name, so the distribution can address the bucket without a reference back to it (see site.ts). */
  readonly bucketName: string;
  readonly siteUrl: string;
  /** Other origins (a local dev server) allowed to upload besides the site; empty in production. */
  readonly localOrigins: readonly string[];
  readonly distribution: IDistribution;
  readonly accessLogBucket: IBucket;
}

/**
 * Private bucket of profile pictures. Browsers upload to uploads/ with a short-lived presigned PUT (CORS
 * below); the profile update checks that object and copies it to avatars/, which the site's CloudFront
 * distribution alone may read (origin access control). A re-PUT to uploads/ never changes a served picture.
 */
export class Avatars extends Construct {
  readonly bucket: Bucket;
  private readonly bucketName: string;

  constructor(scope: Construct, id: string, props: AvatarsProps) {
    super(scope, id);
    this.bucketName = props.bucketName;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: accessLogSources.avatarBucket.prefix,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [props.siteUrl, ...props.localOrigins],
          // The only header the browser sets itself; Content-Length is signed too but is never preflighted.
          allowedHeaders: ['Content-Type'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An upload is copied to avatars/ within seconds of landing or never: what is left is abandoned.
        { prefix: uploadKeyPrefix, expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${avatarKeyPrefix}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': props.distribution.distributionArn } },
      }),
    );
  }

  /** Actions on uploads/ (the browser's presigned PUTs land there; never served). */
  grantUploads(grantee: IFunction, actions: readonly string[]): void {
    this.grantOnKeys(grantee, actions, uploadKeyPrefix);
  }

  /** Actions on avatars/ (checked pictures, served by CloudFront). */
  grantAvatars(grantee: IFunction, actions: readonly string[]): void {
    this.grantOnKeys(grantee, actions, avatarKeyPrefix);
  }

  /** Bucket actions (ListBucket) on keys under avatars/ and uploads/ only, by the request's prefix. */
  grantListing(grantee: IFunction, actions: readonly string[]): void {
    grantee.addToRolePolicy(
      new PolicyStatement({
        actions: [...actions],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${avatarKeyPrefix}*`, `${uploadKeyPrefix}*`] } },
      }),
    );
  }

  private grantOnKeys(grantee: IFunction, actions: readonly string[], keyPrefix: string): void {
    // By the bucket's fixed name, not a reference to the bucket: the functions live in nested stacks, where a
    // reference becomes a stack parameter, so the ARN (and cdk-nag's finding on its wildcard) would differ by stack.
    const keys = `arn:${Aws.PARTITION}:s3:::${this.bucketName}/${keyPrefix}*`;
    grantee.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [keys] }));
    acknowledgeWildcard(
      grantee.role ?? grantee,
      keys,
      `Keys are ${keyPrefix}<userId>/<uuid>.<ext>, created per upload; the grant is limited to that prefix.`,
    );
  }
}

/**
 * The grant of `images:moderate` (lambdas/access.ts): Rekognition's DetectModerationLabels, which IAM authorizes on
 * no resource but '*'. It reads the bytes sent with the call, nothing of the account's.
 */
export function grantImageModeration(grantee: IFunction, actions: readonly string[]): void {
  grantee.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: ['*'] }));
  acknowledgeWildcard(
    grantee.role ?? grantee,
    '*',
    'Rekognition image moderation (DetectModerationLabels) supports no resource-level permissions; the call reads only the bytes it is sent.',
  );
}

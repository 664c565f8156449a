import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  CfnBucket,
  HttpMethods,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { localSiteUrl } from './auth';
import type { SquadFunction } from './squad-function';

/** Every avatar key starts with this (avatars/<userId>/<uuid>.<ext>); CloudFront serves it as /avatars/*. */
export const avatarKeyPrefix = 'avatars/';

export interface AvatarsProps {
  /** Fixed name, so the distribution can address the bucket without a reference back to it (see site.ts). */
  readonly bucketName: string;
  readonly siteUrl: string;
  readonly distribution: IDistribution;
  readonly accessLogBucket: IBucket;
}

/**
 * Private bucket of profile pictures. Browsers upload with a short-lived presigned PUT (CORS below) and
 * read through the site's CloudFront distribution, which alone may GetObject (origin access control).
 */
export class Avatars extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AvatarsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: 'avatars/',
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [props.siteUrl, localSiteUrl],
          allowedHeaders: ['Content-Type', 'Content-Length'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
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

  /** HeadObject/GetObject of uploaded avatars, to verify size and magic bytes before a profile points at one. */
  grantRead(grantee: SquadFunction): void {
    this.grantOnAvatarKeys(grantee, 's3:GetObject');
  }

  /** Signing presigned PUTs: the URL carries the signer's permission. */
  grantPut(grantee: SquadFunction): void {
    this.grantOnAvatarKeys(grantee, 's3:PutObject');
  }

  private grantOnAvatarKeys(grantee: SquadFunction, action: string): void {
    grantee.addToRolePolicy(
      new PolicyStatement({
        actions: [action],
        resources: [this.bucket.arnForObjects(`${avatarKeyPrefix}*`)],
      }),
    );
    const bucketLogicalId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    Validations.of(grantee.role ?? grantee).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${avatarKeyPrefix}*]`,
      reason:
        'Avatar keys are avatars/<userId>/<uuid>.<ext>, created per upload; the grant is limited to that prefix.',
    });
  }
}

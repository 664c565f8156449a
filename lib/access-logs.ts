import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { DeliveryStream, S3Bucket, StreamEncryption } from 'aws-cdk-lib/aws-kinesisfirehose';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, SubscriptionFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { FirehoseDestination } from 'aws-cdk-lib/aws-logs-destinations';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectLockRetention,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { accessLogSources } from '../lambdas/access-logs/sources';
import { acknowledgeWildcard } from './grants';

/**
 * How long the access logs are kept: two years, the most Law 5651 asks a hosting provider (yer sağlayıcı) to keep
 * traffic records, plus a day so the last hour's digest outlives nothing it vouches for.
 */
export const accessLogRetention = Duration.days(731);

/**
 * The access logs, kept two years with their integrity protected:
 * - one bucket receives CloudFront's logs (lib/edge-logs.ts), the S3 server access logs of the site and avatar
 *   buckets, and the HTTP and WebSocket APIs' logs (their log groups, through Firehose); versioned, and no one may
 *   delete a version, so an overwritten or deleted object keeps its original;
 * - the hourly digests of that bucket's objects (lambdas/access-logs/) go to a second bucket under S3 Object Lock
 *   in compliance mode: nobody, the account's root included, can change or delete one for two years.
 * Neither holds a secret: each log's fields leave out query strings, cookies and bodies (lib/edge-logs.ts,
 * lib/api.ts, lib/live.ts).
 */
export interface AccessLogsProps {
  /**
   * The digest bucket's fixed name: the sealing job (in a nested stack) is granted its keys by name, so the grant's
   * ARN reads the same in every stack.
   */
  readonly digestBucketName: string;
}

export class AccessLogs extends Construct {
  readonly bucket: Bucket;
  readonly digestBucket: Bucket;
  private readonly apiLogStream: DeliveryStream;
  private readonly digestBucketName: string;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.digestBucketName = props.digestBucketName;
    const expireAfterRetention = [
      { expiration: accessLogRetention, noncurrentVersionExpiration: accessLogRetention },
    ];
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudWatch Logs' delivery writes with the bucket-owner-full-control ACL, which needs ownership "preferred".
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      versioned: true,
      lifecycleRules: expireAfterRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Lifecycle expiry is not a request, so it still ends a version after two years; no principal ends one sooner.
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['s3:DeleteObjectVersion', 's3:PutBucketVersioning'],
        resources: [this.bucket.bucketArn, this.bucket.arnForObjects('*')],
      }),
    );
    this.digestBucket = new Bucket(this, 'Digests', {
      bucketName: props.digestBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectLockEnabled: true,
      objectLockDefaultRetention: ObjectLockRetention.compliance(accessLogRetention),
      lifecycleRules: expireAfterRetention,
      serverAccessLogsBucket: this.bucket,
      serverAccessLogsPrefix: 'digests/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.apiLogStream = new DeliveryStream(this, 'ApiLogs', {
      // Firehose adds the hour's folders (YYYY/MM/DD/HH/, UTC) after the prefix.
      destination: new S3Bucket(this.bucket, {
        dataOutputPrefix: accessLogSources.api.prefix,
        bufferingInterval: Duration.minutes(5),
      }),
      encryption: StreamEncryption.awsOwnedKey(),
    });
    // The destination's own grant: what Firehose needs to write objects (multipart uploads included) into this one
    // bucket. Deleting a version stays denied to it, as to everyone, by the bucket's policy.
    Validations.of(this.apiLogStream).acknowledge(
      ...['Action::s3:Abort*', 'Action::s3:DeleteObject*', 'Action::s3:GetBucket*', 'Action::s3:GetObject*']
        .concat([
          'Action::s3:List*',
          `Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as never)}.Arn>/*`,
        ])
        .map((finding) => ({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason:
            "Firehose's S3 destination grant, on the access-log bucket only; versions cannot be deleted.",
        })),
    );
  }

  /** Copies an API's access-log group into the bucket, every record, as it is written. */
  keepApiLogs(id: string, logGroup: ILogGroup): void {
    new SubscriptionFilter(this, id, {
      logGroup,
      destination: new FirehoseDestination(this.apiLogStream),
      filterPattern: FilterPattern.allEvents(),
    });
  }

  /**
   * Lets CloudWatch Logs' delivery (CloudFront standard logging v2) write under `cloudfront/`, for the given
   * delivery source of this account only.
   */
  allowCloudFrontDelivery(deliverySourceArn: string): void {
    const { account } = Stack.of(this);
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects(`${accessLogSources.cloudFront.prefix}*`)],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': deliverySourceArn },
        },
      }),
    );
  }

  /** The grant of `accessLogs:list` (lambdas/access.ts): listing the logs' keys, sizes and ETags. */
  grantListing(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [this.bucket.bucketArn] }));
  }

  /** The grant of `logDigests:write`: the digests' objects only. */
  grantDigests(fn: IFunction, actions: readonly string[]): void {
    const digests = `arn:${Aws.PARTITION}:s3:::${this.digestBucketName}/digests/*`;
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [digests] }));
    acknowledgeWildcard(
      fn.role ?? fn,
      digests,
      'One digest per hour, digests/YYYY/MM/DD/HH.json, under Object Lock: the grant is limited to that prefix.',
    );
  }
}

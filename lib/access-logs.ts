import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Where CloudFront's access logs land in the bucket (lib/edge-logs.ts delivers them). */
export const cloudFrontLogPrefix = 'cloudfront';

/**
 * One bucket that receives the S3 server access logs of every bucket and the CloudFront access logs; every object
 * expires after 90 days.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudWatch Logs' delivery writes with the bucket-owner-full-control ACL, which needs ownership "preferred".
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
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
        resources: [this.bucket.arnForObjects(`${cloudFrontLogPrefix}/*`)],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': deliverySourceArn },
        },
      }),
    );
  }
}

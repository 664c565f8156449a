import { Stack, type Environment } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { accessLogSources, cloudFrontSuffixPath } from '../lambdas/access-logs/sources';

/** CloudFront's log deliveries are CloudWatch Logs resources of us-east-1, wherever the distribution serves from. */
export const edgeRegion = 'us-east-1';

/**
 * What CloudFront's access log records of a request (standard logging v2). Left out: the query string
 * (`cs-uri-query`), which carries every bearer secret of a link (the calendar feed's, the unsubscribe token, the
 * e-mail verification code); `cs(Referer)`, which repeats the full address of the page a request came from,
 * query string included (the SPA's unsubscribe and verification pages); and `cs(Cookie)`.
 */
export const cloudFrontLogFields = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
] as const;

export interface EdgeLogsProps {
  readonly env: Environment;
  readonly distribution: IDistribution;
  /** The access-log bucket (lib/access-logs.ts), in the app's own region: the records stay there two years. */
  readonly logBucket: IBucket;
  /** Names the delivery source; the bucket's policy admits that source only. */
  readonly deliverySourceName: string;
}

/**
 * The distribution's access logs, through CloudWatch Logs' delivery (CloudFront standard logging v2) into the
 * access-log bucket under `cloudfront/`, with the fields of `cloudFrontLogFields` only. Its own stack, in
 * us-east-1: CloudFront accepts a delivery source there only.
 */
export class EdgeLogsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeLogsProps) {
    super(scope, id, {
      env: { ...props.env, region: edgeRegion },
      description: "Squad: the CloudFront distribution's access logs, without query strings",
      // The distribution's id and the bucket's name come from the app's stack in its own region.
      crossRegionReferences: true,
    });
    const source = new CfnDeliverySource(this, 'Source', {
      name: props.deliverySourceName,
      logType: 'ACCESS_LOGS',
      resourceArn: props.distribution.distributionArn,
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `${props.deliverySourceName}-bucket`,
      destinationResourceArn: `${props.logBucket.bucketArn}/${accessLogSources.cloudFront.prefix.replace(/\/$/, '')}`,
      outputFormat: 'json',
    });
    const delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...cloudFrontLogFields],
      // Hourly folders, the same as the other logs', so the seal lists an hour by its prefix.
      s3SuffixPath: cloudFrontSuffixPath,
    });
    delivery.addResourceDependency(source);
  }

  /** The delivery source's ARN, as the bucket's policy names it. */
  static deliverySourceArn(scope: Construct, deliverySourceName: string): string {
    const { account, partition } = Stack.of(scope);
    return `arn:${partition}:logs:${edgeRegion}:${account}:delivery-source:${deliverySourceName}`;
  }
}

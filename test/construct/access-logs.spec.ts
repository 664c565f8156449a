import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { EdgeLogsStack } from '../../lib/edge-logs';
import { sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
let edge: Template;
beforeAll(() => {
  squad = sharedSquadStack();
  const edgeStack = squad.app.node.children.find((child) => child instanceof EdgeLogsStack);
  if (!edgeStack) throw new Error('no EdgeLogsStack in the app');
  edge = Template.fromStack(edgeStack as Stack);
});

function recordFields(): string[] {
  const [delivery] = Object.values(edge.findResources('AWS::Logs::Delivery'));
  return delivery.Properties.RecordFields;
}

describe("the CloudFront distribution's access logs", () => {
  it('are delivered from a source in us-east-1, where CloudFront accepts one', () => {
    const edgeStack = squad.app.node.children.find((child) => child instanceof EdgeLogsStack) as Stack;

    expect(edgeStack.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::Logs::DeliverySource', {
      LogType: 'ACCESS_LOGS',
      Name: 'squad-cloudfront',
    });
  });

  it('leave out the query string, which carries the secrets of links', () => {
    expect(recordFields()).not.toContain('cs-uri-query');
  });

  it("leave out the referring page's address (its query string too) and the cookies", () => {
    expect(recordFields()).not.toContain('cs(Referer)');
    expect(recordFields()).not.toContain('cs(Cookie)');
  });

  it('still record what was asked, by whom and with what answer', () => {
    expect(recordFields()).toEqual(
      expect.arrayContaining(['date', 'time', 'c-ip', 'cs-method', 'cs-uri-stem', 'sc-status']),
    );
  });

  it('are no longer written by the legacy logging, which records the query string', () => {
    const [distribution] = Object.values(squad.template.findResources('AWS::CloudFront::Distribution'));

    expect(distribution.Properties.DistributionConfig.Logging).toBeUndefined();
  });

  it('land in the access-log bucket under cloudfront/, in hourly folders the seal lists', () => {
    const [destination] = Object.values(edge.findResources('AWS::Logs::DeliveryDestination'));
    const destinationArn = JSON.stringify(destination.Properties.DestinationResourceArn);

    expect(destinationArn).toContain('/cloudfront');
    edge.hasResourceProperties('AWS::Logs::Delivery', { S3SuffixPath: '{yyyy}/{MM}/{dd}/{HH}' });
  });

  it("may be written into the bucket by this account's delivery source only", () => {
    squad.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'delivery.logs.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: {
              StringEquals: Match.objectLike({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } }),
              ArnLike: {
                'aws:SourceArn': {
                  'Fn::Join': [
                    '',
                    Match.arrayWith([Match.stringLikeRegexp(':delivery-source:squad-cloudfront$')]),
                  ],
                },
              },
            },
          }),
        ]),
      },
    });
  });
});

describe("the HTTP API's access logs", () => {
  function loggedValues(): string[] {
    const stages = Object.values(squad.template.findResources('AWS::ApiGatewayV2::Stage'));
    const formats = stages.map((stage) => stage.Properties.AccessLogSettings?.Format).filter(Boolean);
    expect(formats.length).toBeGreaterThan(0);
    return formats.flatMap((format: string) => Object.values(JSON.parse(format) as Record<string, string>));
  }

  it('name the route by its template, never the path asked for, which may carry a secret', () => {
    expect(loggedValues()).toContain('$context.routeKey');
    for (const value of loggedValues()) expect(value).not.toMatch(/path|querystring|uri/i);
  });

  it('log no header a secret travels in, nor a body', () => {
    for (const value of loggedValues()) expect(value).not.toMatch(/header|body|cookie/i);
  });
});

describe('the access logs kept for two years', () => {
  it('expire from the access-log bucket after two years, every version', () => {
    squad.template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            ExpirationInDays: 731,
            NoncurrentVersionExpiration: { NoncurrentDays: 731 },
            Status: 'Enabled',
          }),
        ],
      },
    });
  });

  it('cannot lose a version of a log object to anyone, nor have versioning turned off', () => {
    squad.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: ['s3:DeleteObjectVersion', 's3:PutBucketVersioning'],
          }),
        ]),
      },
    });
  });

  it('have their digests under Object Lock in compliance mode for two years', () => {
    squad.template.hasResourceProperties('AWS::S3::Bucket', {
      ObjectLockEnabled: true,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 731 } },
      },
    });
  });

  it("copy both APIs' access-log groups, every record, through Firehose into the bucket under api/", () => {
    const filters = Object.values(squad.template.findResources('AWS::Logs::SubscriptionFilter'));
    expect(filters).toHaveLength(2);
    for (const filter of filters) expect(filter.Properties.FilterPattern).toBe('');
    squad.template.hasResourceProperties('AWS::KinesisFirehose::DeliveryStream', {
      ExtendedS3DestinationConfiguration: Match.objectLike({ Prefix: 'api/' }),
    });
  });

  it('are sealed every hour by a job that may list the logs and write the digests, nothing more', () => {
    const job = squad.stack.scheduledJobs.jobs.get('seal-access-logs')?.function;
    if (!job) throw new Error('no seal-access-logs job');
    const s3Statements = statementsOf(squad.templateOf(job), job).filter((statement) =>
      statement.actions.some((action) => action.startsWith('s3:')),
    );

    expect(s3Statements.map((statement) => [...statement.actions].sort())).toEqual([
      ['s3:ListBucket'],
      ['s3:GetObject', 's3:PutObject'],
    ]);
    expect(JSON.stringify(s3Statements[1].resources)).toContain('-log-digests-');
    expect(JSON.stringify(s3Statements[1].resources)).toContain('/digests/*');
  });
});

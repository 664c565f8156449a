import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { screener as screenerDefinition } from '../../lambdas/routes';
import { Data } from '../../lib/data';
import { modelGrant, type ScreenerModel } from '../../lib/screener';
import { StreamConsumer } from '../../lib/stream-consumers';
import {
  logicalIdOf,
  sharedSquadStack,
  statementsOf,
  testApp,
  type SquadFixture,
} from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

const queueLogicalId = () =>
  Stack.of(squad.screener.deadLetterQueue).getLogicalId(
    squad.screener.deadLetterQueue.node.defaultChild as CfnQueue,
  );

/** The template of the screener's own stack (its feature's nested stack). */
const screenerTemplate = () => squad.templateOf(squad.screener.function);

/** The screener alone in a stack of its own, for the model settings. */
function screenerWith(model: ScreenerModel) {
  const stack = new Stack(testApp(), 'ScreenerOnly', {
    env: { account: '123456789012', region: 'eu-central-1' },
  });
  const data = new Data(stack, 'Data');
  const screener = new StreamConsumer(stack, 'Screener', {
    definition: screenerDefinition,
    table: data.table,
    grants: { table: (fn, actions) => data.grant(fn, actions), model: modelGrant(model) },
    environmentValues: { TABLE_NAME: 'table', SCREENER: 'bedrock', SCREENER_MODEL_ID: model.modelId },
  });
  const template = Template.fromStack(stack);
  return statementsOf(template, screener.function).filter((statement) =>
    statement.actions.includes('bedrock:InvokeModel'),
  );
}

describe('the screener', () => {
  it('reserves 2 concurrent executions, so a burst of join requests cannot take the whole account pool', () => {
    const properties = screenerTemplate().toJSON().Resources[logicalIdOf(squad.screener.function)].Properties;
    expect(properties.ReservedConcurrentExecutions).toBe(2);
  });

  it('reads the table stream through a mapping built from the function list', () => {
    const mappings = Object.values(screenerTemplate().findResources('AWS::Lambda::EventSourceMapping'))
      .map((resource) => resource.Properties)
      .filter((properties) => properties.FunctionName?.Ref === logicalIdOf(squad.screener.function));
    const [mapping] = mappings;

    expect(mappings).toHaveLength(1);
    expect(squad.inParent(squad.screener.function, mapping)).toMatchObject({
      FunctionName: { Ref: logicalIdOf(squad.screener.function) },
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 3,
      MaximumRecordAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueLogicalId(), 'Arn'] } } },
    });
    expect(
      mapping.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern)),
    ).toEqual(screenerDefinition.stream.filters);
  });

  it('filters to inserts of join requests and of ratings whose feedback is still in screening', () => {
    expect(screenerDefinition.stream.filters).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: 'EVENT#' }] }, sk: { S: [{ prefix: 'REQUEST#' }] } },
          NewImage: { status: { S: ['screening'] } },
        },
      },
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: 'EVENT#' }] }, sk: { S: [{ prefix: 'RATING#' }] } },
          NewImage: { feedbackStatus: { S: ['screening'] } },
        },
      },
    ]);
  });

  it('dead-letters into an encrypted queue that refuses clients without TLS', () => {
    screenerTemplate().hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    screenerTemplate().hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueLogicalId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('runs the Bedrock screener on the configured model, with a timeout for its retries', () => {
    const fn = squad.screener.function;
    const properties = screenerTemplate().toJSON().Resources[logicalIdOf(fn)].Properties;
    expect(squad.inParent(fn, properties)).toMatchObject({
      Timeout: screenerDefinition.timeoutSeconds,
      Environment: {
        Variables: {
          SCREENER: 'bedrock',
          SCREENER_MODEL_ID: 'eu.amazon.nova-micro-v1:0',
          TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
          POWERTOOLS_SERVICE_NAME: 'squad',
        },
      },
    });
  });

  it('may invoke the EU Nova Micro profile, and Nova Micro in its destination regions only through it', () => {
    const bedrock = statementsOf(screenerTemplate(), squad.screener.function)
      .filter((statement) => statement.actions.some((action) => action.startsWith('bedrock:')))
      .map(({ actions, resources }) => ({ actions, resources }));
    const profileArn = {
      'Fn::Join': [
        '',
        [
          'arn:aws:bedrock:eu-central-1:',
          { Ref: 'AWS::AccountId' },
          ':inference-profile/eu.amazon.nova-micro-v1:0',
        ],
      ],
    };

    expect(bedrock).toEqual([
      { actions: ['bedrock:InvokeModel'], resources: [profileArn] },
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'].map(
          (region) => `arn:aws:bedrock:${region}::foundation-model/amazon.nova-micro-v1:0`,
        ),
      },
    ]);
    screenerTemplate().hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } } }),
        ]),
      },
    });
  });

  it('is, with the stuck-screening sweep that screens again what it missed, the only function that may call Bedrock', () => {
    const policies = [...squad.templates().values()].flatMap((template) =>
      Object.values(template.findResources('AWS::IAM::Policy')),
    );
    const withBedrock = policies.filter((policy) => JSON.stringify(policy).includes('bedrock:'));
    const roles = withBedrock.map((policy) => JSON.stringify(policy.Properties.Roles));

    expect(roles).toEqual([
      expect.stringContaining('sweepstuckscreening'),
      expect.stringContaining('screenjoinrequests'),
    ]);
  });

  it('grants a model invoked in this region directly on that model only', () => {
    expect(screenerWith({ modelId: 'anthropic.claude-3-haiku-20240307-v1:0' })).toEqual([
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['arn:aws:bedrock:eu-central-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0'],
      },
    ]);
  });

  it("grants another profile's model in the destination regions it is given", () => {
    const [, model] = screenerWith({
      modelId: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0',
      profileRegions: ['eu-central-1', 'eu-west-1'],
    });

    expect(model.resources).toEqual([
      'arn:aws:bedrock:eu-central-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0',
      'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0',
    ]);
  });

  it('refuses a profile whose destination regions it does not know, rather than guess a grant', () => {
    expect(() => screenerWith({ modelId: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0' })).toThrow(
      /screenerModelRegions/,
    );
  });
});

describe('screener monitoring', () => {
  /** An alarm of the parent's template, with what the nested stacks' outputs it reads stand for. */
  const alarm = (idPrefix: string, template = squad.template) => {
    const alarms = template.findResources('AWS::CloudWatch::Alarm');
    const match = Object.entries(alarms).find(([logicalId]) => logicalId.startsWith(idPrefix));
    if (!match) throw new Error(`no alarm ${idPrefix}`);
    return squad.fromNested(match[1].Properties) as Record<string, unknown>;
  };

  it('alarms when new requests wait more than two minutes on the stream', () => {
    expect(alarm('ObservabilityScreenerIteratorAge')).toMatchObject({
      MetricName: 'IteratorAge',
      Namespace: 'AWS/Lambda',
      Statistic: 'Maximum',
      Threshold: 120_000,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(squad.screener.function) } }],
    });
  });

  it('alarms on the first record in the dead-letter queue', () => {
    expect(alarm('ObservabilityScreenerDeadLetters')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueLogicalId(), 'QueueName'] } }],
    });
  });

  it('alarms on the error rate of the screener function, beside it in its nested stack', () => {
    expect(JSON.stringify(alarm('AlarmsscreenjoinrequestsErrorRate', screenerTemplate()).Metrics)).toContain(
      logicalIdOf(squad.screener.function),
    );
  });

  it('shows screening outcomes and latency from the metrics the function writes', () => {
    const [dashboard] = Object.values(squad.template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);

    for (const text of [
      'Screening outcomes',
      'Screening latency',
      'Screener stream and dead-letter queue',
      'Squad/Screening',
      'RequestsApproved',
      'RequestsRejected',
      'RequestsUnscreened',
      'ScreeningLatency',
      'IteratorAge',
    ]) {
      expect(body).toContain(text);
    }
  });
});

import { Stack } from 'aws-cdk-lib';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { emailFeedbackRecorder, emailSender } from '../../lambdas/routes';
import { unsubscribe } from '../../lambdas/contracts/endpoints/email';
import { functionName } from '../../lambdas/function-kinds';
import { emailRoutes } from '../../lambdas/email/routes';
import { Match } from 'aws-cdk-lib/assertions';
import type { SquadFunction } from '../../lib/squad-function';
import {
  logicalIdOf,
  sharedSquadStack,
  statementsOf,
  type GrantedStatement,
  type SquadFixture,
} from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

function senderIdentityLogicalId(): string {
  const identities = squad.template.findResources('AWS::SES::EmailIdentity', {
    Properties: { EmailIdentity: 'destek@squad.app' },
  });
  const [logicalId] = Object.keys(identities);
  if (!logicalId) throw new Error('no SES identity for destek@squad.app');
  return logicalId;
}

function recorderOf() {
  const recorder = squad.stack.eventRuleFunctions.get(functionName(emailFeedbackRecorder));
  if (!recorder) throw new Error('no bounce recorder');
  return recorder;
}

function configurationSetLogicalId(): string {
  const [logicalId] = Object.keys(squad.template.findResources('AWS::SES::ConfigurationSet'));
  if (!logicalId) throw new Error('no SES configuration set');
  return logicalId;
}

const sesStatements = () =>
  statementsOf(squad.templateOf(squad.emailSender.function), squad.emailSender.function).filter((statement) =>
    statement.actions.some((action) => action.startsWith('ses:')),
  );

/** Every resource of the type in the parent's template and in each nested stack's. */
const everywhere = (type: string) =>
  [...squad.templates().values()].flatMap((template) => Object.values(template.findResources(type)));

describe('the product’s own e-mails', () => {
  it('come from the support address, whose SES identity the stack holds', () => {
    squad.template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    expect(senderIdentityLogicalId()).toBeDefined();
  });

  it('are sent by a function told the sender, the configuration set and the unsubscribe key’s secret', () => {
    const sender = squad.emailSender.function;
    const properties = squad.templateOf(sender).toJSON().Resources[logicalIdOf(sender)].Properties;
    expect(squad.inParent(sender, properties.Environment.Variables)).toMatchObject({
      EMAIL_FROM: 'destek@squad.app',
      EMAIL_CONFIGURATION_SET: { Ref: configurationSetLogicalId() },
      UNSUBSCRIBE_SECRET_NAME: expect.anything(),
    });
  });

  it('may be sent from the sender’s identity through the configuration set and from no other', () => {
    expect(squad.inParent(squad.emailSender.function, sesStatements())).toEqual([
      {
        actions: ['ses:SendEmail'],
        resources: [
          {
            'Fn::Join': [
              '',
              [
                'arn:aws:ses:eu-central-1:',
                { Ref: 'AWS::AccountId' },
                ':configuration-set/',
                { Ref: configurationSetLogicalId() },
              ],
            ],
          },
          {
            'Fn::Join': [
              '',
              [
                'arn:aws:ses:eu-central-1:',
                { Ref: 'AWS::AccountId' },
                ':identity/',
                { Ref: senderIdentityLogicalId() },
              ],
            ],
          },
        ],
      },
    ]);
  });

  it('go through a configuration set that publishes bounces and complaints to the default event bus', () => {
    squad.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetLogicalId() },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: {
          EventBusArn: {
            'Fn::Join': [
              '',
              ['arn:aws:events:eu-central-1:', { Ref: 'AWS::AccountId' }, ':event-bus/default'],
            ],
          },
        },
      },
    });
  });

  it('have their bounces and complaints recorded by a function an EventBridge rule feeds, with a dead-letter queue', () => {
    const recorder = recorderOf();
    const template = squad.templateOf(recorder.function);

    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complained'] },
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [logicalIdOf(recorder.function), 'Arn'] },
          DeadLetterConfig: {
            Arn: {
              'Fn::GetAtt': [
                Stack.of(recorder.deadLetterQueue).getLogicalId(
                  recorder.deadLetterQueue.node.defaultChild as CfnQueue,
                ),
                'Arn',
              ],
            },
          },
          RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 86_400 },
        },
      ],
    });
  });

  it('let the sender and the unsubscribe route read the unsubscribe key, and the bounce recorder not', () => {
    const [secret] = Object.keys(
      squad.template.findResources('AWS::SecretsManager::Secret', {
        Properties: { Description: Match.stringLikeRegexp('unsubscribe') },
      }),
    );
    const readsKey = (fn: SquadFunction) =>
      (squad.inParent(fn, statementsOf(squad.templateOf(fn), fn)) as GrantedStatement[]).some(
        (statement) =>
          statement.actions.includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.resources) === JSON.stringify([{ Ref: secret }]),
      );
    const unsubscribeRoute = squad.api.routeFunctions.get(functionName(emailRoutes[0]));
    if (!unsubscribeRoute) throw new Error(`no function for ${unsubscribe.path}`);

    expect(readsKey(squad.emailSender.function)).toBe(true);
    expect(readsKey(unsubscribeRoute)).toBe(true);
    expect(readsKey(recorderOf().function)).toBe(false);
  });

  it('alarm when SES’s bounce or complaint rate nears the rates SES reviews an account at', () => {
    const alarms = Object.entries(squad.template.findResources('AWS::CloudWatch::Alarm'));
    const alarm = (prefix: string) =>
      alarms.find(([logicalId]) => logicalId.startsWith(prefix))?.[1].Properties;

    expect(alarm('ObservabilityEmailBounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.04,
    });
    expect(alarm('ObservabilityEmailComplaintRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.0008,
    });
    const sendFailures = alarm('ObservabilityEmailSendFailures');
    expect(sendFailures).toMatchObject({ Threshold: 5 });
    expect(JSON.stringify(sendFailures)).toContain('"MetricName":"FailedRecords","Namespace":"Squad/Email"');
  });

  it('are sent by one function only', () => {
    const policies = everywhere('AWS::IAM::Policy');
    expect(policies.filter((policy) => JSON.stringify(policy).includes('ses:'))).toHaveLength(1);
  });

  it('reach their sender from the table stream through a mapping built from the function list', () => {
    const mappings = squad
      .templateOf(squad.emailSender.function)
      .findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: logicalIdOf(squad.emailSender.function) } },
      });
    const [mapping] = Object.values(mappings).map((resource) => resource.Properties);

    expect(mapping).toMatchObject({
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 3,
    });
    expect(
      mapping.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern)),
    ).toEqual(emailSender.stream.filters);
  });

  it('pass only inserts of e-mail items to their sender', () => {
    expect(emailSender.stream.filters).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { Keys: { pk: { S: [{ prefix: 'EMAIL#' }] }, sk: { S: ['EMAIL'] } } },
      },
    ]);
  });

  it('alarm on the first record in the sender’s dead-letter queue', () => {
    const alarms = squad.template.findResources('AWS::CloudWatch::Alarm');
    const [, alarm] =
      Object.entries(alarms).find(([logicalId]) => logicalId.startsWith('ObservabilityEmailDeadLetters')) ??
      [];
    const { deadLetterQueue } = squad.emailSender;
    const queue = Stack.of(deadLetterQueue).getLogicalId(deadLetterQueue.node.defaultChild as CfnQueue);

    expect(squad.fromNested(alarm?.Properties)).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
    });
  });
});

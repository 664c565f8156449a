import { Stack } from 'aws-cdk-lib';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { emailSender } from '../../lambdas/routes';
import { buildSquadStack, logicalIdOf, statementsOf, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = buildSquadStack();
});

function senderIdentityLogicalId(): string {
  const identities = squad.template.findResources('AWS::SES::EmailIdentity', {
    Properties: { EmailIdentity: 'destek@squad.app' },
  });
  const [logicalId] = Object.keys(identities);
  if (!logicalId) throw new Error('no SES identity for destek@squad.app');
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

  it('are sent by a function told the sender in EMAIL_FROM', () => {
    const sender = squad.emailSender.function;
    const properties = squad.templateOf(sender).toJSON().Resources[logicalIdOf(sender)].Properties;
    expect(properties.Environment.Variables).toMatchObject({ EMAIL_FROM: 'destek@squad.app' });
  });

  it('may be sent from the sender’s identity and from no other', () => {
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
                ':identity/',
                { Ref: senderIdentityLogicalId() },
              ],
            ],
          },
        ],
      },
    ]);
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

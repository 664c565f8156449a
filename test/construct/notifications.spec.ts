import { notifyEventChanges, notifyModerationChanges, notifyUserChanges } from '../../lambdas/routes';
import { logicalIdOf, sharedSquadStack, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

describe.each([notifyEventChanges, notifyUserChanges, notifyModerationChanges])(
  'the notifier $handler',
  (definition) => {
    it('reads the table stream through a mapping with the function list’s filters and a dead-letter queue', () => {
      const consumer = squad.stack.streamConsumers.consumer(definition);
      const mappings = squad.templateOf(consumer.function).findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: logicalIdOf(consumer.function) } },
      });
      const [mapping] = Object.values(mappings).map((resource) => resource.Properties);
      expect(mapping).toMatchObject({
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: definition.stream.retryAttempts,
        MaximumRecordAgeInSeconds: definition.stream.maxRecordAgeSeconds,
        DestinationConfig: { OnFailure: { Destination: expect.anything() } },
      });
      expect(mapping.FilterCriteria.Filters).toHaveLength(definition.stream.filters.length);
      expect(definition.stream.filters.length).toBeLessThanOrEqual(5);
    });

    it('raises an alarm on the first record in its dead-letter queue', () => {
      const consumer = squad.stack.streamConsumers.consumer(definition);
      const name = definition.handler.slice(definition.handler.lastIndexOf('/') + 1);
      const alarms = squad.templateOf(consumer.function).findResources('AWS::CloudWatch::Alarm');
      const alarm = Object.values(alarms).find((resource) =>
        String(resource.Properties.AlarmDescription).startsWith(
          `${name}: stream records in the dead-letter queue`,
        ),
      );
      expect(alarm?.Properties).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });
  },
);

import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { eventRuleFunctions, routes, streamConsumers } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { logicalIdOf, sharedSquadStack, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

/** Every alarm, of the parent's template and of each nested stack's, as the parent sees its values. */
function allAlarms(): Record<string, unknown>[] {
  return [...squad.templates()].flatMap(([stack, template]) =>
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => squad.inParent(stack, alarm.Properties) as Record<string, unknown>,
    ),
  );
}

function alarmProperties(idPrefix: string): Record<string, unknown> {
  const alarms = squad.template.findResources('AWS::CloudWatch::Alarm');
  const match = Object.entries(alarms).find(([logicalId]) => logicalId.startsWith(idPrefix));
  if (!match) throw new Error(`no alarm ${idPrefix}`);
  return match[1].Properties;
}

describe('Observability', () => {
  it('publishes alarms to a topic that refuses publishers without TLS', () => {
    squad.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    for (const alarm of allAlarms())
      expect(alarm.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^ObservabilityAlarmTopic/) }]);
  });

  it('has a dashboard with API, per-function and table widgets', () => {
    const [dashboard] = Object.values(squad.template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of [
      'API requests',
      'API 4xx and 5xx',
      'API latency',
      'Function errors',
      'Function duration p99',
      'Function throttles',
      'Unhandled route errors',
      'Table throttled requests',
      'Table consumed capacity',
      'E-mails',
    ]) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    expect(body).toContain('p99');
    expect(body).toContain('ConsumedReadCapacityUnits');
  });

  it("shows every alarm in the dashboard's alarm widget, the nested stacks' included", () => {
    const [dashboard] = Object.values(squad.template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(squad.fromNested(dashboard.Properties.DashboardBody));
    const alarmIds = [...squad.templates().values()].flatMap((template) =>
      Object.keys(template.findResources('AWS::CloudWatch::Alarm')),
    );

    expect(alarmIds.length).toBeGreaterThan(routes.length);
    for (const id of alarmIds) expect(body).toContain(`{"Fn::GetAtt":["${id}","Arn"]}`);
  });

  it('cuts the alarms into status widgets of at most 100, as CloudWatch shows no more in one', () => {
    const [dashboard] = Object.values(squad.template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(squad.fromNested(dashboard.Properties.DashboardBody));
    const widgets = [...body.matchAll(/\\"type\\":\\"alarm\\"/g)];
    const alarmCount = allAlarms().length;

    expect(alarmCount).toBeGreaterThan(100);
    expect(widgets).toHaveLength(Math.ceil(alarmCount / 100));
  });

  it('alarms on the dead-letter queue of every stream consumer and every EventBridge rule’s function', () => {
    const alarmsOf = (template: Template) => template.findResources('AWS::CloudWatch::Alarm');
    const parentAlarms = JSON.stringify(squad.fromNested(alarmsOf(squad.template)));
    const queues = [...squad.templates().values()].flatMap((template) =>
      Object.keys(template.findResources('AWS::SQS::Queue')).map((queueId) => ({ template, queueId })),
    );

    expect(queues).toHaveLength(streamConsumers.length + eventRuleFunctions.length);
    for (const { template, queueId } of queues) {
      const watching = JSON.stringify(alarmsOf(template)) + parentAlarms;
      expect(watching).toContain(`"${queueId}"`);
    }
  });

  it('alarms on the lost runs of every one-time job: dropped or failed by the scheduler, or dropped by Lambda', () => {
    const oneTimeJobs = [...squad.stack.scheduledJobs.jobs.values()].filter((job) => job.scheduleGroup);
    expect(oneTimeJobs.map((job) => job.function.node.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('send-reminder')]),
    );
    for (const job of oneTimeJobs) {
      const alarms = Object.values(squad.templateOf(job.function).findResources('AWS::CloudWatch::Alarm'));
      const lostRuns = alarms.filter((alarm) => {
        const watched = JSON.stringify(alarm.Properties.Metrics ?? []);
        return watched.includes('AsyncEventsDropped') && watched.includes(`"${logicalIdOf(job.function)}"`);
      });
      expect(lostRuns).toHaveLength(1);
      const metrics = JSON.stringify(lostRuns[0].Properties.Metrics);
      for (const name of ['InvocationDroppedCount', 'TargetErrorCount', 'ScheduleGroup'])
        expect(metrics).toContain(name);
      expect(lostRuns[0].Properties).toMatchObject({
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
    const [dashboard] = Object.values(squad.template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of ['One-time jobs: runs', 'One-time jobs: lost runs']) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
  });

  it('alarms when more than 5% of API requests fail with a 5xx', () => {
    const alarm = alarmProperties('ObservabilityApi5xxRate');
    expect(alarm).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(alarm.Metrics)).toContain('5xx');
  });

  it('alarms on the error rate of every function, route functions and triggers alike, beside the function', () => {
    const functions = [
      ...squad.api.routeFunctions.values(),
      squad.api.authorizerFunction,
      squad.auth.customMessageFunction,
    ];
    for (const fn of functions) {
      const alarms = Object.values(squad.templateOf(fn).findResources('AWS::CloudWatch::Alarm'));
      const watching = alarms.filter((alarm) =>
        JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"${logicalIdOf(fn)}"`),
      );
      expect(watching).toHaveLength(1);
      expect(JSON.stringify(watching[0].Properties.Metrics)).toContain('"Errors"');
    }
  });

  it('alarms on any Lambda throttle and any table throttle', () => {
    expect(alarmProperties('ObservabilityLambdaThrottles')).toMatchObject({
      MetricName: 'Throttles',
      Threshold: 0,
    });
    const table = alarmProperties('ObservabilityTableThrottles');
    expect(table).toMatchObject({ Threshold: 0 });
    expect(JSON.stringify(table.Metrics)).toContain('WriteThrottleEvents');
  });

  it.each(routes.map((route) => functionName(route)))(
    "counts %s's logged 'Unhandled error in route' lines from its own log group",
    (handler) => {
      const fn = squad.api.routeFunctions.get(handler);
      if (!fn) throw new Error(`no function for ${handler}`);
      const logGroupLogicalId = Stack.of(fn).getLogicalId(fn.logGroup.node.defaultChild as CfnLogGroup);
      squad.templateOf(fn).hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: { Ref: logGroupLogicalId },
        FilterPattern: '{ ($.level = "ERROR") && ($.message = "Unhandled error in route") }',
        MetricTransformations: [
          { MetricNamespace: 'Squad/UnhandledRouteErrors', MetricName: handler, MetricValue: '1' },
        ],
      });
    },
  );

  it.each(routes.map((route) => functionName(route)))(
    'alarms on the first unhandled error of %s, which answers 500 without a Lambda error',
    (handler) => {
      const fn = squad.api.routeFunctions.get(handler);
      if (!fn) throw new Error(`no function for ${handler}`);
      const alarms = Object.values(
        squad.templateOf(fn).findResources('AWS::CloudWatch::Alarm', {
          Properties: { Namespace: 'Squad/UnhandledRouteErrors', MetricName: handler },
        }),
      );
      expect(alarms).toHaveLength(1);
      expect(alarms[0].Properties).toMatchObject({
        Statistic: 'Sum',
        Period: 300,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
    },
  );

  it('watches unhandled errors of route functions only: the authorizer and triggers have no route wrapper', () => {
    const filters = [...squad.templates().values()].flatMap((template) =>
      Object.keys(template.findResources('AWS::Logs::MetricFilter')),
    );
    expect(filters).toHaveLength(routes.length);
  });
});

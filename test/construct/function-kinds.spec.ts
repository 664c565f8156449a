/**
 * Each kind of function the function list can declare (lambdas/function-kinds.ts), built by its construct from a
 * definition alone: public routes and raw answers, stream consumers, recurring and one-time scheduled jobs.
 * The definitions here are fixtures; the real list's functions are checked in the other construct tests.
 */
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { endpoint } from '../../lambdas/contracts/endpoint';
import type {
  FunctionDefinition,
  RouteDefinition,
  ScheduledJobDefinition,
  StreamConsumerDefinition,
} from '../../lambdas/function-kinds';
import { screener } from '../../lambdas/routes';
import { Api } from '../../lib/api';
import { Data } from '../../lib/data';
import { grantAccess, type ResourceGrants } from '../../lib/grants';
import { ScheduledJobs } from '../../lib/scheduled-jobs';
import { modelGrant } from '../../lib/screener';
import { SquadFunction } from '../../lib/squad-function';
import { StreamConsumers } from '../../lib/stream-consumers';
import { FunctionStacks } from '../../lib/function-stacks';
import { fromNested, inParent, logicalIdOf, statementsOf, testApp } from './squad-stack-fixture';

// Any existing handler file serves: bundling is skipped in construct tests.
const handler = 'events/handlers/get-event';
const environmentValues = {
  TABLE_NAME: 'table',
  JWT_ISSUER: 'issuer',
  USER_POOL_CLIENT_ID: 'client',
  ORIGIN_SECRET: 'origin-secret',
};
const authorizers = {
  'signed-in': { handler: 'auth/handlers/authorizer', access: [] },
  moderator: { handler: 'auth/handlers/moderator-authorizer', access: [] },
} satisfies Record<string, FunctionDefinition>;

function fixtureStack(): Stack {
  return new Stack(testApp(), 'Kinds', { env: { account: '123456789012', region: 'eu-central-1' } });
}

/** The template of the stack a construct lives in: the functions live in nested stacks. */
const templateOf = (construct: IConstruct) => Template.fromStack(Stack.of(construct));

function apiWith(routes: readonly RouteDefinition[]) {
  const stack = fixtureStack();
  const stacks = new FunctionStacks(stack);
  // the table's grant is another construct's to prove (test/construct/table-grants.spec.ts)
  const grants = { table: () => undefined };
  const props = { routes, authorizers, grants, environmentValues, stacks, localOrigins: [] };
  const api = new Api(stack, 'Api', props);
  // the fixture routes' handlers are all in lambdas/events/
  return { api, template: templateOf(stacks.feature(signedInRoute)) };
}

const signedInRoute: RouteDefinition = {
  endpoint: endpoint<unknown>()({ method: 'GET', path: '/private/thing/{id}' }),
  handler,
  access: [],
};
const publicRawRoute: RouteDefinition = {
  endpoint: endpoint<unknown>()({
    method: 'POST',
    path: '/payments/provider/callback',
    access: 'public',
    answerFormat: 'raw',
  }),
  handler: 'events/handlers/share-event',
  // a public route counts each viewer address in the table
  access: ['table:write'],
};

describe('routes', () => {
  it('put the authorizer in front of a signed-in endpoint and nothing in front of a public one', () => {
    const { template } = apiWith([signedInRoute, publicRawRoute]);

    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /private/thing/{id}',
      AuthorizationType: 'CUSTOM',
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /payments/provider/callback',
      AuthorizationType: 'NONE',
    });
  });

  it("give the site every first path segment of the API's routes to forward", () => {
    const { api } = apiWith([signedInRoute, publicRawRoute]);

    expect(api.pathPrefixes).toEqual(['/private/', '/payments/']);
  });

  it('refuse a public endpoint under /private/, where the authorizer is expected', () => {
    const misplaced = {
      ...publicRawRoute,
      endpoint: { ...publicRawRoute.endpoint, path: '/private/callback' as const },
    };

    expect(() => apiWith([misplaced])).toThrow(/a public endpoint must not be under \/private\//);
  });

  it('refuse a signed-in endpoint outside /private/', () => {
    const misplaced = {
      ...signedInRoute,
      endpoint: { ...signedInRoute.endpoint, path: '/open/thing' as const },
    };

    expect(() => apiWith([misplaced])).toThrow(/a signed-in endpoint must be under \/private\//);
  });
});

describe('stream consumers', () => {
  const secondConsumer: StreamConsumerDefinition = {
    ...screener,
    handler: 'events/handlers/my-events',
    access: ['table:read'],
    writes: undefined,
    reservedConcurrency: undefined,
    stream: { ...screener.stream, filters: [{ eventName: ['MODIFY'] }], batchSize: 25 },
  };

  function consumersOf(definitions: readonly StreamConsumerDefinition[]) {
    const stack = fixtureStack();
    const data = new Data(stack, 'Data');
    const grants: ResourceGrants = {
      table: (fn, actions) => data.grant(fn, actions),
      model: modelGrant({ modelId: 'amazon.nova-micro-v1:0' }),
    };
    const consumers = new StreamConsumers({
      definitions,
      table: data.table,
      grants,
      environmentValues: { ...environmentValues, SCREENER: 'rules', SCREENER_MODEL_ID: 'model' },
      stacks: new FunctionStacks(stack),
    });
    return { consumers };
  }

  it('each get their own mapping from their definition, and their own dead-letter queue, in their feature’s stack', () => {
    const { consumers } = consumersOf([screener, secondConsumer]);
    const screenerTemplate = templateOf(consumers.consumer(screener).function);
    const secondTemplate = templateOf(consumers.consumer(secondConsumer).function);

    for (const template of [screenerTemplate, secondTemplate]) {
      template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
      template.resourceCountIs('AWS::SQS::Queue', 1);
    }
    secondTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 25,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['MODIFY'] }) }] },
    });
  });

  it('reserve concurrency only for a consumer that declares it', () => {
    const { consumers } = consumersOf([screener, secondConsumer]);
    const reserved = (definition: StreamConsumerDefinition) => {
      const fn = consumers.consumer(definition).function;
      return templateOf(fn).toJSON().Resources[logicalIdOf(fn)].Properties.ReservedConcurrentExecutions;
    };

    expect(reserved(screener)).toBe(2);
    expect(reserved(secondConsumer)).toBeUndefined();
  });
});

describe('scheduled jobs', () => {
  const recurring: ScheduledJobDefinition = {
    handler,
    access: [],
    schedule: { kind: 'recurring', everyMinutes: 15 },
  };
  const oneTime: ScheduledJobDefinition = {
    handler: 'events/handlers/my-events',
    access: [],
    schedule: { kind: 'one-time' },
  };

  function jobsOf(definitions: readonly ScheduledJobDefinition[]) {
    const stacks = new FunctionStacks(fixtureStack());
    const jobs = new ScheduledJobs({ definitions, grants: {}, environmentValues, stacks });
    const [job] = jobs.jobs.values();
    return { job, stacks, template: templateOf(job.function) };
  }

  it('run a recurring job on an EventBridge Scheduler rate that invokes its function, in its feature’s stack', () => {
    const { job, stacks, template } = jobsOf([recurring]);
    const fn = job.function;

    expect(Stack.of(fn)).toBe(stacks.feature(recurring));
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      Target: { Arn: { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] } },
    });
  });

  it('give a one-time job a schedule group and a role the scheduler may invoke it with, and no schedule', () => {
    const { job, stacks, template } = jobsOf([oneTime]);

    expect(Stack.of(job.function)).toBe(stacks.oneTimeJobs());
    template.resourceCountIs('AWS::Scheduler::Schedule', 0);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'lambda:InvokeFunction',
            Resource: Match.arrayWith([{ 'Fn::GetAtt': [logicalIdOf(job.function), 'Arn'] }]),
          }),
        ]),
      },
    });
  });
});

describe('scheduling one-time jobs', () => {
  const expireOrder: ScheduledJobDefinition = {
    handler: 'events/handlers/my-events',
    access: [],
    schedule: { kind: 'one-time' },
  };
  const reconcile: ScheduledJobDefinition = {
    handler,
    access: ['schedules:create', 'schedules:delete'],
    schedule: { kind: 'recurring', everyMinutes: 15 },
  };

  function scheduling() {
    const stack = fixtureStack();
    const jobs = new ScheduledJobs({
      definitions: [expireOrder, reconcile],
      grants: {},
      environmentValues,
      stacks: new FunctionStacks(stack),
    });
    const [oneTime, recurring] = [...jobs.jobs.values()];
    return { stack, oneTime, recurring, template: templateOf(recurring.function) };
  }

  /** A value of the recurring job's nested stack, in the one-time job stack's logical ids. */
  const inOneTimeJobs = (stack: Stack, construct: IConstruct, value: unknown) =>
    fromNested(stack, inParent(construct, value));

  it('let a function create and delete schedules in the one-time job group only', () => {
    const { oneTime, recurring, template } = scheduling();
    const groupName = oneTime.scheduleGroup?.scheduleGroupName;

    expect(statementsOf(template, recurring.function)).toContainEqual({
      actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
      resources: [`arn:aws:scheduler:eu-central-1:123456789012:schedule/${groupName}/*`],
    });
  });

  it('let a function pass the one-time job invoke role to the scheduler and to nothing else', () => {
    const { stack, oneTime, recurring, template } = scheduling();
    const roleLogicalId = Stack.of(oneTime).getLogicalId(oneTime.invokeRole.node.defaultChild as CfnRole);
    const recurringRole = recurring.function.role?.node.defaultChild as CfnRole;
    const [policy] = Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: Stack.of(recurring).getLogicalId(recurringRole) }] },
      }),
    );

    expect(inOneTimeJobs(stack, recurring, policy.Properties.PolicyDocument.Statement)).toContainEqual({
      Effect: 'Allow',
      Action: 'iam:PassRole',
      Resource: { 'Fn::GetAtt': [roleLogicalId, 'Arn'] },
      Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    });
  });

  it('tell a function each one-time job group, function and invoke role in ONE_TIME_JOBS', () => {
    const { stack, oneTime, recurring, template } = scheduling();
    const functionResource = template.toJSON().Resources[logicalIdOf(recurring.function)];

    const value = JSON.stringify(
      inOneTimeJobs(stack, recurring, functionResource.Properties.Environment.Variables.ONE_TIME_JOBS),
    );

    expect(value).toContain('my-events');
    expect(value).toContain(`${oneTime.scheduleGroup?.scheduleGroupName}`);
    expect(value).toContain(logicalIdOf(oneTime.function));
    expect(value).toContain(Stack.of(oneTime).getLogicalId(oneTime.invokeRole.node.defaultChild as CfnRole));
  });

  it('pass cdk-nag, whose wildcard findings (per-cause schedules, function versions) are acknowledged', () => {
    const { stack } = scheduling();
    // once synthesized, as a nested stack sees another stack's resources as its parameters only then
    Template.fromStack(stack);

    const report = new AwsSolutionsChecks(stack).validateScope(stack);

    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('fail the synth for a one-time job that would schedule, since it would name its own function', () => {
    const stack = fixtureStack();
    const selfScheduling = { ...expireOrder, access: ['schedules:create'] } as const;

    expect(
      () =>
        new ScheduledJobs({
          definitions: [selfScheduling],
          grants: {},
          environmentValues,
          stacks: new FunctionStacks(stack),
        }),
    ).toThrow('events/handlers/my-events reads ONE_TIME_JOBS, which has no value');
  });
});

describe('grants', () => {
  it('fail the synth for a function asking for a resource the stack does not grant', () => {
    const stack = fixtureStack();
    const definition: FunctionDefinition = { handler, access: ['table:read'] };
    const fn = new SquadFunction(stack, 'Fn', { definition, environmentValues });

    expect(() => grantAccess(fn, definition, {})).toThrow(
      'events/handlers/get-event asks for table:read, which this stack does not grant',
    );
  });

  it('fail the synth for a function writing the table without naming the partitions it writes', () => {
    const stack = fixtureStack();
    const definition: FunctionDefinition = { handler, access: ['table:read', 'table:write'] };
    const fn = new SquadFunction(stack, 'Fn', { definition, environmentValues });
    const table: ResourceGrants['table'] = () => undefined;

    expect(() => grantAccess(fn, definition, { table })).toThrow(
      'events/handlers/get-event asks for table:write without naming the partitions it writes',
    );
  });
});

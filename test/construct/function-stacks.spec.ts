/**
 * CloudFormation refuses a template of more than 500 resources. The function list's functions live in nested
 * stacks, one per feature folder (lib/function-stacks.ts), so the parent stack's size does not grow with their
 * number, and a new feature's functions land in a stack of their own without an edit to lib/.
 */
import fs from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { endpoint } from '../../lambdas/contracts/endpoint';
import type {
  RouteDefinition,
  ScheduledJobDefinition,
  StreamConsumerDefinition,
} from '../../lambdas/function-kinds';
import { routes, scheduledJobs, screener, streamConsumers } from '../../lambdas/routes';
import { featureOf, featureStackId, oneTimeJobsStackId } from '../../lib/function-stacks';
import type { FunctionList } from '../../lib/squad-stack';
import { buildSquadStack, logicalIdOf, type SquadFixture } from './squad-stack-fixture';

/** Well under CloudFormation's 500, leaving room for the functions still to come. */
const resourceBudget = 400;

const functionList: FunctionList = { routes, streamConsumers, scheduledJobs };
const resourceCount = (squad: SquadFixture, stack: Stack) =>
  Object.keys(squad.templates().get(stack)?.toJSON().Resources ?? {}).length;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}`);
  return value;
}

describe('the stacks the functions live in', () => {
  const squad = buildSquadStack();
  const stacks = [...squad.templates().keys()].map((stack) => [stack.node.id, stack] as const);

  it.each(stacks)(`keeps %s under ${resourceBudget} resources`, (_id, stack) => {
    expect(resourceCount(squad, stack)).toBeLessThanOrEqual(resourceBudget);
  });

  it('gives each feature folder its own nested stack, one-time jobs one together, and the parent no function of the list', () => {
    const recurring = scheduledJobs.filter((job) => job.schedule.kind === 'recurring');
    const features = new Set([...routes, ...streamConsumers, ...recurring].map(featureOf));
    const expected = [...features].map(featureStackId);
    if (recurring.length < scheduledJobs.length) expected.push(oneTimeJobsStackId);

    expect(stacks.map(([id]) => id).sort()).toEqual(['Squad', ...expected].sort());
    const listed = [
      ...squad.api.routeFunctions.values(),
      ...[...squad.stack.streamConsumers.consumers.values()].map((consumer) => consumer.function),
      ...[...squad.stack.scheduledJobs.jobs.values()].map((job) => job.function),
    ];
    for (const fn of listed) expect(Stack.of(fn)).not.toBe(squad.stack);
  });
});

/** Definitions of a feature folder no function lives in yet: a route, a stream consumer and both kinds of job. */
const review = (name: string) => `reviews/handlers/${name}`;
const reviewRoute: RouteDefinition = {
  endpoint: endpoint<unknown>()({ method: 'POST', path: '/private/reviews/{id}' }),
  handler: review('create-review'),
  access: ['table:write', 'schedules:create'],
  writes: ['REVIEW#'],
};
const reviewConsumer: StreamConsumerDefinition = {
  ...screener,
  handler: review('count-reviews'),
  access: ['table:read'],
  writes: undefined,
  reservedConcurrency: undefined,
};
const reviewJobs: ScheduledJobDefinition[] = [
  {
    handler: review('sweep-reviews'),
    access: ['table:read'],
    schedule: { kind: 'recurring', everyMinutes: 60 },
  },
  {
    handler: review('publish-review'),
    access: ['table:write'],
    writes: ['REVIEW#'],
    schedule: { kind: 'one-time' },
  },
];
const reviewHandlers = [reviewRoute, reviewConsumer, ...reviewJobs].map(({ handler }) => handler);

describe('a new feature folder', () => {
  let squad: SquadFixture;
  beforeAll(() => {
    // The handlers' files do not exist: construct tests skip bundling, and only their existence is checked.
    const exists = fs.existsSync;
    jest
      .spyOn(fs, 'existsSync')
      .mockImplementation(
        (file) => reviewHandlers.some((handler) => String(file).endsWith(`${handler}.ts`)) || exists(file),
      );
    squad = buildSquadStack(
      {},
      {
        routes: [...routes, reviewRoute],
        streamConsumers: [...streamConsumers, reviewConsumer],
        scheduledJobs: [...scheduledJobs, ...reviewJobs],
      },
    );
    jest.restoreAllMocks();
  });

  it('gets a nested stack of its own for its route, stream consumer and recurring job', () => {
    const route = required(squad.api.routeFunctions.get('create-review'), 'route function');
    const consumer = squad.stack.streamConsumers.consumer(reviewConsumer).function;
    const job = required(squad.stack.scheduledJobs.jobs.get('sweep-reviews'), 'recurring job').function;
    const reviews = required(squad.stack.functionStacks.all.get('ReviewsFunctions'), 'ReviewsFunctions');

    for (const fn of [route, consumer, job]) expect(Stack.of(fn)).toBe(reviews);
    squad
      .templateOf(reviews)
      .hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /private/reviews/{id}' });
  });

  it('has its one-time job in the stack of every one-time job, which its route may schedule', () => {
    const job = required(squad.stack.scheduledJobs.jobs.get('publish-review'), 'one-time job').function;
    const route = required(squad.api.routeFunctions.get('create-review'), 'route function');

    expect(Stack.of(job).node.id).toBe(oneTimeJobsStackId);
    const variables = squad.templateOf(route).toJSON().Resources[logicalIdOf(route)].Properties
      .Environment.Variables;
    expect(JSON.stringify(squad.fromNested(squad.inParent(route, variables.ONE_TIME_JOBS)))).toContain(
      logicalIdOf(job),
    );
  });

  it('adds to the parent its nested stacks and nothing else', () => {
    const withoutReviews = buildSquadStack({}, functionList);
    const addedStacks = squad.stack.functionStacks.all.size - withoutReviews.stack.functionStacks.all.size;

    expect(resourceCount(squad, squad.stack) - resourceCount(withoutReviews, withoutReviews.stack)).toBe(
      addedStacks,
    );
  });

  it('passes cdk-nag with every acknowledgement applied, in the nested stacks too', () => {
    const report = new AwsSolutionsChecks(squad.app).validateScope(squad.app);

    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

describe('the first deploy onto a stack deployed before the functions moved (keepLegacyApi)', () => {
  let squad: SquadFixture;
  beforeAll(() => {
    squad = buildSquadStack({ keepLegacyApi: 'true' });
  });

  /** The host the site's distribution forwards the API's paths to, as the id of the API it names. */
  const forwardedApi = (fixture: SquadFixture) => {
    const [distribution] = Object.values(fixture.template.findResources('AWS::CloudFront::Distribution'));
    const origins = distribution.Properties.DistributionConfig.Origins as { DomainName: unknown }[];
    return origins.map(({ DomainName }) => JSON.stringify(DomainName).match(/"(Api\w+)","ApiEndpoint"/)?.[1]);
  };

  it('keeps the old API under the logical ids it had, so its routes are updated in place, not created anew', () => {
    const ids = Object.keys(squad.template.toJSON().Resources);

    // as the stack had them before the move
    for (const id of [
      'ApiHttpApi4C294DC0',
      'ApiHttpApiDefaultStageE708EF42',
      'ApiHttpApiAccessTokenD0455DD9',
      'ApiHttpApiGETprivateprofileD00B0919',
    ])
      expect(ids).toContain(id);
  });

  it('points each old route at the function in its nested stack, and lets the site forward to the old API', () => {
    // the HTTP API's (the WebSocket API's ping has a mock integration in the parent too)
    const integrations = Object.values(
      squad.template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationType: 'AWS_PROXY' },
      }),
    );
    const targets = JSON.stringify(squad.fromNested(integrations));

    expect(integrations).toHaveLength(routes.length);
    for (const fn of squad.api.routeFunctions.values()) expect(targets).toContain(`"${logicalIdOf(fn)}"`);
    expect(forwardedApi(squad)).toContain('ApiHttpApi4C294DC0');
  });

  it('forwards to the new API alone once deployed without it', () => {
    const moved = buildSquadStack();

    const httpApis = moved.template.findResources('AWS::ApiGatewayV2::Api', {
      Properties: { ProtocolType: 'HTTP' },
    });
    expect(Object.keys(httpApis)).toHaveLength(1);
    expect(forwardedApi(moved).filter(Boolean)).toEqual([expect.stringMatching(/^ApiFeatureRoutesApi/)]);
  });

  it('passes cdk-nag', () => {
    const report = new AwsSolutionsChecks(squad.app).validateScope(squad.app);

    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

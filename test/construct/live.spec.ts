import { Match } from 'aws-cdk-lib/assertions';
import { sendLiveUpdates, webSocketRoutes } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import type { SquadFunction } from '../../lib/squad-function';
import {
  actionsOf,
  logicalIdOf,
  sharedSquadStack,
  statementsOf,
  type SquadFixture,
} from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

const webSocketApiId = () =>
  Object.keys(
    squad.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }),
  )[0];

function routeFunction(routeKey: string): SquadFunction {
  const route = webSocketRoutes.find((candidate) => candidate.routeKey === routeKey);
  const fn = route && squad.stack.live.routeFunctions.get(functionName(route));
  if (!fn) throw new Error(`no function for ${routeKey}`);
  return fn;
}

function routeOf(fn: SquadFunction, routeKey: string) {
  const [route] = Object.values(
    squad.templateOf(fn).findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
  ).map((resource) => resource.Properties);
  return route;
}

describe('LiveApi', () => {
  it('is a WebSocket API routing on the message’s action, with a throttled, logged stage', () => {
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: webSocketApiId() },
      StageName: 'live',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('connectionId') },
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });

  it('authorizes $connect with the connection authorizer, reading the token from the query string', () => {
    const fn = routeFunction('$connect');
    const [authorizer] = [...squad.templates().values()]
      .flatMap((template) =>
        Object.values(
          template.findResources('AWS::ApiGatewayV2::Authorizer', {
            Properties: { IdentitySource: ['route.request.querystring.token'] },
          }),
        ),
      )
      .map((resource) => resource.Properties);
    expect(authorizer).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    expect(routeOf(fn, '$connect')).toMatchObject({ AuthorizationType: 'CUSTOM' });
    expect(squad.inParent(fn, routeOf(fn, '$connect').ApiId)).toEqual({ Ref: webSocketApiId() });
  });

  it('answers ping with a mock integration: keeping a tab connected runs no function', () => {
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ping' });
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      ApiId: { Ref: webSocketApiId() },
      IntegrationType: 'MOCK',
    });
  });

  it('lets $connect only write and $disconnect only delete the table', () => {
    expect(actionsOf(squad.templateOf(routeFunction('$connect')), routeFunction('$connect'))).toEqual(
      expect.arrayContaining(['dynamodb:PutItem']),
    );
    expect(actionsOf(squad.templateOf(routeFunction('$connect')), routeFunction('$connect'))).not.toContain(
      'dynamodb:DeleteItem',
    );
    const disconnect = routeFunction('$disconnect');
    expect(
      actionsOf(squad.templateOf(disconnect), disconnect).filter((action) => action.startsWith('dynamodb:')),
    ).toEqual(['dynamodb:DeleteItem']);
  });

  it('lets the live-update consumer manage this API’s connections only, and tells it where', () => {
    const consumer = squad.stack.streamConsumers.consumer(sendLiveUpdates).function;
    const template = squad.templateOf(consumer);
    const manage = statementsOf(template, consumer).filter((statement) =>
      statement.actions.includes('execute-api:ManageConnections'),
    );
    expect(manage).toHaveLength(1);
    expect(manage[0].actions).toEqual(['execute-api:ManageConnections']);
    expect(JSON.stringify(squad.inParent(consumer, manage[0].resources[0]))).toContain(webSocketApiId());
    expect(JSON.stringify(manage[0].resources[0])).toContain('/live/*/@connections/*');
    const environment = template.toJSON().Resources[logicalIdOf(consumer)].Properties.Environment.Variables;
    expect(Object.keys(environment)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'WEBSOCKET_CALLBACK_URL']),
    );
  });

  it('feeds the live-update consumer only the kinds of item it sends live updates for', () => {
    const consumer = squad.stack.streamConsumers.consumer(sendLiveUpdates).function;
    const [mapping] = Object.values(
      squad.templateOf(consumer).findResources('AWS::Lambda::EventSourceMapping'),
    ).map((resource) => resource.Properties);
    const patterns = (mapping.FilterCriteria.Filters as { Pattern: string }[]).map(({ Pattern }) =>
      JSON.parse(Pattern),
    );
    expect(patterns.map((pattern) => pattern.dynamodb.Keys.sk.S)).toEqual([
      [{ prefix: 'REQUEST#' }],
      ['EVENT', { prefix: 'MEMBER#' }],
      [{ prefix: 'NOTIFICATION#' }],
      ['NOTIFICATION_COUNT', 'PROFILE'],
      [{ prefix: 'THREAD#' }, { prefix: 'FRIEND#' }],
    ]);
    // Lambda's default quota of filters per mapping.
    expect(patterns.length).toBeLessThanOrEqual(5);
  });

  it('writes the WebSocket URL into /config.json', () => {
    const deployments = JSON.stringify(squad.template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toContain(`wss://",{"Ref":"${webSocketApiId()}"}`);
  });
});

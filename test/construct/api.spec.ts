import { Match } from 'aws-cdk-lib/assertions';
import { accessGrants } from '../../lambdas/access';
import { routes } from '../../lambdas/routes';
import { routeKeyOf } from '../../lambdas/contracts/endpoint';
import { environmentNames, functionName } from '../../lambdas/function-kinds';
import type { SquadFunction } from '../../lib/squad-function';
import {
  actionsOf,
  buildSquadStack,
  logicalIdOf,
  sharedSquadStack,
  type SquadFixture,
} from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

function routeFunction(handler: string) {
  const fn = squad.api.routeFunctions.get(handler);
  if (!fn) throw new Error(`no function for ${handler}`);
  return fn;
}

function environmentOf(fn: SquadFunction): Record<string, unknown> {
  return squad.templateOf(fn).toJSON().Resources[logicalIdOf(fn)].Properties.Environment.Variables;
}

/** The IAM actions of the function's role, from the template of the stack it lives in. */
function grantedActions(fn: SquadFunction): string[] {
  return actionsOf(squad.templateOf(fn), fn);
}

/** The HTTP API (the WebSocket API of live updates is lib/live.ts's, tested in live.spec.ts). */
const httpApi = { Properties: { ProtocolType: 'HTTP' } };
/** An HTTP API route's key is "METHOD /path"; the WebSocket API's are $connect, $disconnect and ping. */
const isHttpRoute = (route: Record<string, unknown>) =>
  String((route.Properties as { RouteKey?: unknown }).RouteKey).includes(' /');

/** Every route of the API, from the parent's template and each nested stack's. */
function allRoutes() {
  return [...squad.templates().values()].flatMap((template) =>
    Object.values(template.findResources('AWS::ApiGatewayV2::Route')).filter(isHttpRoute),
  );
}

describe('Api', () => {
  /** The id of the authorizer whose function is `fn`, in the parent's template. */
  const authorizerIdOf = (fn: SquadFunction) => {
    const found = Object.entries(squad.template.findResources('AWS::ApiGatewayV2::Authorizer')).filter(
      ([, authorizer]) => JSON.stringify(authorizer.Properties.AuthorizerUri).includes(logicalIdOf(fn)),
    );
    expect(found).toHaveLength(1);
    return found[0][0];
  };

  const authorizedRoutes = routes.filter((route) => route.endpoint.access !== 'public');
  it.each(
    authorizedRoutes.map((route) => [
      `${route.endpoint.method} ${route.endpoint.path}`,
      functionName(route),
      route.endpoint.access ?? 'signed-in',
    ]),
  )('routes %s to its own function behind the %s authorizer', (routeKey, handler, access) => {
    const fn = routeFunction(handler);
    // the route, its integration and its function live in the feature's nested stack; the API and the authorizer
    // in the parent, which hands them to it as parameters
    const template = squad.templateOf(fn);
    const [apiId] = Object.keys(squad.template.findResources('AWS::ApiGatewayV2::Api', httpApi));
    const authorizerId = authorizerIdOf(
      squad.api.authorizerFunctions.get(access as 'signed-in' | 'moderator') as SquadFunction,
    );
    const [integrationId] = Object.entries(template.findResources('AWS::ApiGatewayV2::Integration')).find(
      ([, integration]) => JSON.stringify(integration).includes(logicalIdOf(fn)),
    ) ?? [undefined];
    const [route] = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
    ).map((resource) => resource.Properties);

    expect(route).toMatchObject({
      AuthorizationType: 'CUSTOM',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    expect(squad.inParent(fn, route.ApiId)).toEqual({ Ref: apiId });
    expect(squad.inParent(fn, route.AuthorizerId)).toEqual({ Ref: authorizerId });
  });

  it('puts the moderator authorizer in front of the moderation routes, and of nothing else', () => {
    const moderatorRoutes = routes.filter((route) => route.endpoint.access === 'moderator');

    expect(moderatorRoutes.map((route) => route.endpoint.path)).toEqual(
      expect.arrayContaining(['/private/moderation/cases', '/private/moderation/cases/{caseId}/decision']),
    );
    expect(moderatorRoutes.every((route) => route.endpoint.path.startsWith('/private/moderation/'))).toBe(
      true,
    );
  });

  // Each public route, and why it needs no sign-in; whoever adds one adds it here.
  const publicRoutes = [
    'POST /payments/iyzico/callback', // the payment provider posts the browser back
    'POST /email/unsubscribe', // an e-mail's one-click unsubscribe: the signed token is the credential
    'GET /public/events/{id}/preview', // a chat app's crawler reads a shared link's preview
    'GET /calendar/feed.ics', // a calendar app subscribes: the secret in the address's query string is the credential
    'POST /public/content-notices', // Law 5651: anyone may give notice of unlawful content, with or without an account
  ];

  it('leaves only the listed public routes without the authorizer', () => {
    const open = allRoutes()
      .filter((route) => route.Properties.AuthorizationType !== 'CUSTOM')
      .map((route) => route.Properties.RouteKey as string);

    expect(open.sort()).toEqual([...publicRoutes].sort());
  });

  it('authorizes with the authorizer function: payload 2.0, simple responses, answers cached 60 seconds per Authorization header', () => {
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 60,
      AuthorizerUri: Match.objectLike({
        'Fn::Join': [
          '',
          Match.arrayWith([{ 'Fn::GetAtt': [logicalIdOf(squad.api.authorizerFunction), 'Arn'] }]),
        ],
      }),
    });
  });

  it('tells the authorizer which issuer and client to accept, and nothing else', () => {
    expect(Object.keys(environmentOf(squad.api.authorizerFunction)).sort()).toEqual([
      'JWT_ISSUER',
      'POWERTOOLS_SERVICE_NAME',
      'USER_POOL_CLIENT_ID',
    ]);
  });

  it('lets only delete-account delete a user from the pool', () => {
    const deleters = routes
      .map((route) => functionName(route))
      .filter((name) => grantedActions(routeFunction(name)).includes('cognito-idp:AdminDeleteUser'));
    expect(deleters).toEqual(['delete-account']);
  });

  it('gives each route function only the actions its access list needs', () => {
    expect(grantedActions(routeFunction('check-username'))).not.toContain('dynamodb:PutItem');
    expect(grantedActions(routeFunction('check-username'))).toContain('dynamodb:Query');
    expect(grantedActions(routeFunction('get-profile'))).toContain('cognito-idp:AdminGetUser');
    expect(grantedActions(routeFunction('update-profile'))).toContain('s3:GetObject');
    expect(grantedActions(routeFunction('upload-profile-picture'))).toEqual(
      expect.not.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem']),
    );
    expect(grantedActions(routeFunction('upload-profile-picture'))).toContain('s3:PutObject');
    expect(grantedActions(routeFunction('geocode-search'))).toContain('geo:SearchPlaceIndexForText');
  });

  it.each(routes.map((route) => [functionName(route), route] as const))(
    'gives %s exactly the IAM actions of its access list',
    (name, route) => {
      const expected = new Set(route.access.flatMap((access) => accessGrants[access].actions));
      const granted = grantedActions(routeFunction(name)).filter((action) => !action.startsWith('logs:'));
      expect(new Set(granted)).toEqual(expected);
    },
  );

  it.each(routes.map((route) => [functionName(route), route] as const))(
    'gives %s exactly the environment variables it reads',
    (name, route) => {
      const variables = environmentOf(routeFunction(name));
      expect(Object.keys(variables).sort()).toEqual(
        [...environmentNames(route), 'POWERTOOLS_SERVICE_NAME'].sort(),
      );
    },
  );

  it('never lets a function scan the table or use wildcard actions', () => {
    for (const fn of [...squad.api.routeFunctions.values(), squad.api.authorizerFunction]) {
      const actions = grantedActions(fn);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((action) => action.includes('*'))).toEqual([]);
    }
  });

  it('leaves the authorizer with nothing but its own log writes', () => {
    expect(grantedActions(squad.api.authorizerFunction).sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
  });

  it('geocodes through an Amazon Location place index for single use', () => {
    squad.template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Here',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
    const variables = environmentOf(routeFunction('geocode-search'));
    expect(variables).toMatchObject({ GEOCODER: 'amazon-location', PLACE_INDEX_NAME: 'Squad-places' });
  });

  it('answers no CORS: the site calls it on its own origin, through the distribution', () => {
    squad.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('allows CORS from the local dev server alone when allowLocalhostCallbacks is true', () => {
    buildSquadStack({ allowLocalhostCallbacks: true }).template.hasResourceProperties(
      'AWS::ApiGatewayV2::Api',
      {
        CorsConfiguration: Match.objectLike({
          AllowOrigins: ['http://localhost:5173'],
          AllowHeaders: ['Authorization', 'Content-Type'],
        }),
      },
    );
  });

  it('throttles each route on its own, public routes tighter, and writes JSON access logs', () => {
    const [stage] = Object.values(
      squad.template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
    );
    const settings = stage.Properties.RouteSettings as Record<string, unknown>;
    expect(Object.keys(settings).sort()).toEqual(routes.map(({ endpoint }) => routeKeyOf(endpoint)).sort());
    for (const { endpoint } of routes) {
      const expected = endpoint.access === 'public' ? { rate: 10, burst: 20 } : { rate: 100, burst: 200 };
      expect(settings[routeKeyOf(endpoint)]).toEqual({
        ThrottlingRateLimit: expected.rate,
        ThrottlingBurstLimit: expected.burst,
      });
    }
    expect(stage.Properties.AccessLogSettings.Format).toMatch('"status":"$context.status"');
  });
});

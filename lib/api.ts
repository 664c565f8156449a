import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  apiPathPrefixes,
  routeKeyOf,
  signedInPathPrefix,
  type EndpointDescription,
} from '../lambdas/contracts/endpoint';
import type { AuthorizedAccess } from '../lambdas/auth/routes';
import { functionName, type FunctionDefinition, type RouteDefinition } from '../lambdas/function-kinds';
import { pascalCase, type FunctionStacks } from './function-stacks';
import { grantAccess, type ResourceGrants } from './grants';
import { SquadFunction, type EnvironmentValues } from './squad-function';

export interface ApiProps {
  readonly routes: readonly RouteDefinition[];
  /** The authorizer in front of each kind of endpoint that has one (lambdas/auth/routes.ts). */
  readonly authorizers: Readonly<Record<AuthorizedAccess, FunctionDefinition>>;
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
  /** Where each route's function, integration and route live: its feature's nested stack. */
  readonly stacks: FunctionStacks;
  /**
   * Keep the API the routes lived in before their functions moved to nested stacks, and let the site forward to
   * it: for the first deploy onto a stack deployed before the move (docs/operations.md). @default false
   */
  readonly keepLegacyApi?: boolean;
  /**
   * Origins of a local dev server allowed by CORS; empty in production. The site itself needs none: it calls
   * the API on its own origin, through the distribution's behaviours for the API's paths (lib/site.ts).
   */
  readonly localOrigins: readonly string[];
}

/** Requests per second (and the burst above them) one route's own bucket allows, for every caller together. */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Each route has its own throttle, so a flood of one route (an anonymous one above all) cannot spend another's: a
 * signed-in route's is generous (one user's share is limited per caller in the table), a public route's tight (its
 * callers are fetchers and browsers posting back, a few a second at most).
 */
export const routeThrottles = {
  signedIn: { rateLimit: 100, burstLimit: 200 },
  public: { rateLimit: 10, burstLimit: 20 },
} as const satisfies Record<string, RouteThrottle>;

export const routeThrottle = (endpoint: EndpointDescription): RouteThrottle =>
  endpoint.access === 'public' ? routeThrottles.public : routeThrottles.signedIn;

/** One AWS Lambda function per route of lambdas/routes.ts, keyed by its function name. */
export type RouteFunctions = ReadonlyMap<string, SquadFunction>;

/**
 * The HTTP API: one function per route of the function list, each allowed only the `access` its row lists. A
 * signed-in endpoint has the Lambda authorizer verifying our client's access tokens in front of it, a moderator
 * endpoint the one that also requires the moderators' group; a public one (a payment provider's callback) has none
 * and must sit outside /private/. The API, its stage and the
 * authorizer live here, in the parent stack; each route, with its integration, permission and function, lives in
 * its feature's nested stack (lib/function-stacks.ts).
 */
export class Api extends Construct {
  /** The API the site forwards to: the one the routes live in, or during a migration the old one (below). */
  readonly httpApi: HttpApi;
  /** The authorizer function of each kind of endpoint that has one: signed-in, moderator. */
  readonly authorizerFunctions: ReadonlyMap<AuthorizedAccess, SquadFunction>;
  readonly routeFunctions: RouteFunctions;
  /** The first segment of every route's path ('/private/', ...): the site forwards exactly these to the API. */
  readonly pathPrefixes: readonly string[];
  /** One JSON record per request (`accessLogFields`), a month here, two years in the access-log bucket. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { environmentValues } = props;

    this.authorizerFunctions = new Map(
      (Object.entries(props.authorizers) as [AuthorizedAccess, FunctionDefinition][]).map(
        ([access, definition]) => [
          access,
          new SquadFunction(this, authorizerIds[access].function, { definition, environmentValues }),
        ],
      ),
    );
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Not the id 'HttpApi' of the API the routes once lived in, in this stack: a new API. A route key is unique
    // within an API, and CloudFormation creates a route moved into a nested stack before it deletes the old one,
    // so the move could not happen within the old API (docs/operations.md, "Functions in nested stacks").
    const { httpApi, stage, authorizers } = this.httpApiWithStage('FeatureRoutesApi', props.localOrigins);
    const routeFunctions = new Map<string, SquadFunction>();
    const httpRoutes: HttpRoute[] = [];
    for (const route of props.routes) {
      const { endpoint } = route;
      checkPathAccess(endpoint);
      const name = functionName(route);
      const stack = props.stacks.feature(route);
      const fn = new SquadFunction(stack, pascalCase(name), { definition: route, environmentValues });
      grantAccess(fn, route, props.grants);
      // The integration and the invoke permission are created in the route's scope, so in the same nested stack.
      const httpRoute = new HttpRoute(stack, `${pascalCase(name)}Route`, {
        httpApi,
        routeKey: HttpRouteKey.with(endpoint.path, HttpMethod[endpoint.method]),
        integration: new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn),
        authorizer: authorizerOf(endpoint, authorizers),
      });
      acknowledgePublic(route, httpRoute);
      httpRoutes.push(httpRoute);
      routeFunctions.set(name, fn);
    }
    throttleEachRoute(stage, props.routes, httpRoutes);
    this.routeFunctions = routeFunctions;
    this.pathPrefixes = apiPathPrefixes(props.routes.map(({ endpoint }) => endpoint));
    this.httpApi = props.keepLegacyApi ? this.legacyApi(props) : httpApi;
  }

  /** https://<api id>.execute-api.<region>.amazonaws.com (the $default stage serves at the root). */
  get apiUrl(): string {
    return this.httpApi.apiEndpoint;
  }

  /** The API's own host, the origin the site's distribution forwards the API's paths to. */
  get originDomainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  /** The signed-in routes' authorizer function. */
  get authorizerFunction(): SquadFunction {
    return this.authorizerFunctions.get('signed-in') as SquadFunction;
  }

  /** An HTTP API with its throttled, logged `$default` stage, and the authorizers for its signed-in routes. */
  private httpApiWithStage(id: string, localOrigins: readonly string[]) {
    const httpApi = new HttpApi(this, id, {
      createDefaultStage: false,
      // Never the site's own URL: the distribution routes to this API, so naming it here would be a cycle.
      corsPreflight:
        localOrigins.length === 0
          ? undefined
          : {
              allowOrigins: [...localOrigins],
              allowMethods: [
                CorsHttpMethod.GET,
                CorsHttpMethod.PUT,
                CorsHttpMethod.POST,
                CorsHttpMethod.DELETE,
              ],
              allowHeaders: ['Authorization', 'Content-Type'],
              maxAge: Duration.days(1),
            },
    });
    const stage = httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: routeThrottles.signedIn,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    const authorizers = new Map(
      [...this.authorizerFunctions].map(([access, fn]) => [
        access,
        new HttpLambdaAuthorizer(authorizerIds[access].authorizer, fn, {
          responseTypes: [HttpLambdaResponseType.SIMPLE],
          identitySource: ['$request.header.Authorization'],
          // aws-jwt-verify checks signature, expiry, issuer and client, not revocation: a signed-out token stays
          // valid until it expires (15 minutes, lib/auth.ts), and so do the groups it names. Caching the answer per
          // Authorization header saves an authorizer invocation on most requests; the price is that a token may be
          // accepted for up to the cache's 60 seconds past its expiry.
          resultsCacheTtl: Duration.seconds(60),
        }),
      ]),
    );
    return { httpApi, stage, authorizers };
  }

  /**
   * The API the routes lived in while their functions were in this stack, kept by `-c keepLegacyApi=true` for the
   * first deploy onto such a stack, so the move has no downtime: its routes, integrations and permissions keep
   * their logical ids and are updated in place to call the functions in the nested stacks, and the site keeps
   * forwarding to it while the new API gets its routes. The next deploy, without the flag, points the site at the
   * new API and deletes this one (docs/operations.md). Remove it once every deployed stack has taken that deploy.
   */
  private legacyApi(props: ApiProps): HttpApi {
    const { httpApi, stage, authorizers } = this.httpApiWithStage('HttpApi', props.localOrigins);
    const httpRoutes: HttpRoute[] = [];
    for (const route of props.routes) {
      const { endpoint } = route;
      const name = functionName(route);
      const fn = this.routeFunctions.get(name) as SquadFunction;
      // Granted beside the function, so it holds before the route's integration turns to the function.
      fn.addPermission('LegacyApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Stack.of(this).formatArn({
          service: 'execute-api',
          resource: httpApi.apiId,
          resourceName: `*/*${endpoint.path}`,
        }),
      });
      const [added] = httpApi.addRoutes({
        path: endpoint.path,
        methods: [HttpMethod[endpoint.method]],
        integration: new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn),
        authorizer: authorizerOf(endpoint, authorizers),
      });
      acknowledgePublic(route, added);
      httpRoutes.push(added);
    }
    throttleEachRoute(stage, props.routes, httpRoutes);
    return httpApi;
  }
}

/** The construct ids of each authorizer: the signed-in one's as they were before there were two. */
const authorizerIds: Readonly<Record<AuthorizedAccess, { function: string; authorizer: string }>> = {
  'signed-in': { function: 'Authorizer', authorizer: 'AccessToken' },
  moderator: { function: 'ModeratorAuthorizer', authorizer: 'ModeratorAccessToken' },
};

/** The authorizer the endpoint's `access` names; none for a public one. */
function authorizerOf(
  endpoint: EndpointDescription,
  authorizers: ReadonlyMap<AuthorizedAccess, HttpLambdaAuthorizer>,
): HttpLambdaAuthorizer | undefined {
  return endpoint.access === 'public' ? undefined : authorizers.get(endpoint.access ?? 'signed-in');
}

/**
 * Each route's throttle in the stage's route settings, keyed by route key. API Gateway refuses settings of a route
 * that does not exist yet, so the stage waits for the routes (their nested stacks).
 */
function throttleEachRoute(
  stage: HttpStage,
  routes: readonly RouteDefinition[],
  httpRoutes: readonly HttpRoute[],
): void {
  (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
    routes.map(({ endpoint }) => {
      const { rateLimit, burstLimit } = routeThrottle(endpoint);
      return [routeKeyOf(endpoint), { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
    }),
  );
  for (const httpRoute of httpRoutes) stage.node.addDependency(httpRoute);
}

function acknowledgePublic(route: RouteDefinition, added: HttpRoute): void {
  if (route.endpoint.access !== 'public') return;
  Validations.of(added).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      "A public endpoint by its contract (lambdas/contracts/endpoints/ says why: a payment provider posting the browser back, an e-mail's signed one-click unsubscribe, a calendar app fetching a feed by its secret address, a chat app's crawler reading a link preview, anyone giving notice of unlawful content under Law 5651): no bearer token comes with it, and the handler trusts nothing it is sent (it asks the provider, verifies a signature, answers only the owner of the feed secret's hash, answers only what anyone may know, or only records a notice for the moderators, a few an hour per address).",
  });
}

/** Signed-in endpoints under /private/, public ones anywhere else: a path's prefix says which it is. */
function checkPathAccess(endpoint: EndpointDescription): void {
  const isPublic = endpoint.access === 'public';
  if (endpoint.path.startsWith(signedInPathPrefix) === isPublic) {
    throw new Error(
      `${routeKeyOf(endpoint)}: ${isPublic ? 'a public endpoint must not' : 'a signed-in endpoint must'} be under ${signedInPathPrefix}`,
    );
  }
}

/** One JSON object per request; never the Authorization header or a body. */
const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userId: '$context.authorizer.userId',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

import { Duration, Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
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
import { functionName, type FunctionDefinition, type RouteDefinition } from '../lambdas/function-kinds';
import { pascalCase, type FunctionStacks } from './function-stacks';
import { grantAccess, type ResourceGrants } from './grants';
import { SquadFunction, type EnvironmentValues } from './squad-function';

export interface ApiProps {
  readonly routes: readonly RouteDefinition[];
  readonly authorizer: FunctionDefinition;
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
  /** Where each route's function, integration and route live: its feature's nested stack. */
  readonly stacks: FunctionStacks;
  /**
   * Origins of a local dev server allowed by CORS; empty in production. The site itself needs none: it calls
   * the API on its own origin, through the distribution's behaviours for the API's paths (lib/site.ts).
   */
  readonly localOrigins: readonly string[];
}

/** One AWS Lambda function per route of lambdas/routes.ts, keyed by its function name. */
export type RouteFunctions = ReadonlyMap<string, SquadFunction>;

/**
 * The HTTP API: one function per route of the function list, each allowed only the `access` its row lists. A
 * signed-in endpoint has the Lambda authorizer verifying our client's access tokens in front of it; a public
 * one (a payment provider's callback) has none and must sit outside /private/. The API, its stage and the
 * authorizer live here, in the parent stack; each route, with its integration, permission and function, lives in
 * its feature's nested stack (lib/function-stacks.ts).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly authorizerFunction: SquadFunction;
  readonly routeFunctions: RouteFunctions;
  /** The first segment of every route's path ('/private/', ...): the site forwards exactly these to the API. */
  readonly pathPrefixes: readonly string[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { environmentValues } = props;

    this.authorizerFunction = new SquadFunction(this, 'Authorizer', {
      definition: props.authorizer,
      environmentValues,
    });
    const authorizer = new HttpLambdaAuthorizer('AccessToken', this.authorizerFunction, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      // aws-jwt-verify checks signature, expiry, issuer and client, not revocation: a signed-out token stays
      // valid until it expires (15 minutes, lib/auth.ts). Caching the answer per Authorization header saves an
      // authorizer invocation on most requests; the price is that a token may be accepted for up to the cache's
      // 60 seconds past its expiry.
      resultsCacheTtl: Duration.seconds(60),
    });

    // Not the id 'HttpApi' of the API the routes once lived in, in this stack: a new API. A route key is unique
    // within an API, and CloudFormation creates a route moved into a nested stack before it deletes the old one,
    // so the move could not happen within the old API (docs/operations.md, "Functions in nested stacks").
    this.httpApi = new HttpApi(this, 'FeatureRoutesApi', {
      createDefaultStage: false,
      // Never the site's own URL: the distribution routes to this API, so naming it here would be a cycle.
      corsPreflight:
        props.localOrigins.length === 0
          ? undefined
          : {
              allowOrigins: [...props.localOrigins],
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
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', {
            retention: RetentionDays.ONE_MONTH,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
        ),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    const routeFunctions = new Map<string, SquadFunction>();
    for (const route of props.routes) {
      const { endpoint } = route;
      checkPathAccess(endpoint);
      const name = functionName(route);
      const stack = props.stacks.feature(route);
      const fn = new SquadFunction(stack, pascalCase(name), { definition: route, environmentValues });
      grantAccess(fn, route, props.grants);
      // The integration and the invoke permission are created in the route's scope, so in the same nested stack.
      const added = new HttpRoute(stack, `${pascalCase(name)}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(endpoint.path, HttpMethod[endpoint.method]),
        integration: new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn),
        authorizer: endpoint.access === 'public' ? undefined : authorizer,
      });
      if (endpoint.access === 'public') {
        Validations.of(added).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'A public endpoint by its contract: a payment provider posts the browser back here with no bearer token; the handler trusts nothing it is sent and asks the provider, and the route is rate-limited per source.',
        });
      }
      routeFunctions.set(name, fn);
    }
    this.routeFunctions = routeFunctions;
    this.pathPrefixes = apiPathPrefixes(props.routes.map(({ endpoint }) => endpoint));
  }

  /** https://<api id>.execute-api.<region>.amazonaws.com (the $default stage serves at the root). */
  get apiUrl(): string {
    return this.httpApi.apiEndpoint;
  }

  /** The API's own host, the origin the site's distribution forwards the API's paths to. */
  get originDomainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
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

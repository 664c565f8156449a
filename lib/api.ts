import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient, UserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { accessGrants, type AccessResource } from '../lambdas/access';
import {
  authorizer as authorizerDefinition,
  functionName,
  routes,
  type FunctionDefinition,
} from '../lambdas/routes';
import type { Avatars } from './avatars';
import type { Data } from './data';
import { cloudGeocoder, SquadFunction, type EnvironmentValues } from './squad-function';

export interface ApiProps {
  readonly data: Data;
  readonly avatars: Avatars;
  readonly userPool: UserPool;
  readonly userPoolClient: IUserPoolClient;
  /**
   * Origins of a local dev server allowed by CORS; empty in production. The site itself needs none: it calls
   * the API on its own origin, through the distribution's /private/* behaviour (lib/site.ts).
   */
  readonly localOrigins: readonly string[];
  /** Public base URL avatar keys are appended to (the site's distribution). */
  readonly avatarBaseUrl: string;
  /** Token balance of a new profile. */
  readonly welcomeTokens: number;
}

/**
 * Every route's path starts here: the site's distribution sends exactly these paths to the API, so the SPA
 * calls it on its own origin.
 */
export const apiPathPrefix = '/private/';

/** One AWS Lambda function per route of lambdas/routes.ts, keyed by its function name. */
export type RouteFunctions = ReadonlyMap<string, SquadFunction>;

/**
 * The HTTP API: a Lambda authorizer verifying our client's access tokens in front of one function per
 * route of lambdas/routes.ts, each allowed only the `access` its route lists.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly authorizerFunction: SquadFunction;
  readonly routeFunctions: RouteFunctions;
  readonly placeIndex: CfnPlaceIndex;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${Stack.of(this).stackName}-places`,
      dataSource: 'Here',
      // Results are shown to the user and not stored, which is what SingleUse allows.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
    });

    const environmentValues: EnvironmentValues = {
      TABLE_NAME: props.data.table.tableName,
      AVATAR_BUCKET: props.avatars.bucket.bucketName,
      AVATAR_BASE_URL: props.avatarBaseUrl,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      JWT_ISSUER: props.userPool.userPoolProviderUrl,
      WELCOME_TOKENS: String(props.welcomeTokens),
      GEOCODER: cloudGeocoder,
      PLACE_INDEX_NAME: this.placeIndex.indexName,
    };

    this.authorizerFunction = new SquadFunction(this, 'Authorizer', {
      definition: authorizerDefinition,
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

    this.httpApi = new HttpApi(this, 'HttpApi', {
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
    for (const route of routes) {
      if (!route.path.startsWith(apiPathPrefix)) {
        throw new Error(
          `Route ${route.method} ${route.path} is outside ${apiPathPrefix}: the site would not reach it`,
        );
      }
      const name = functionName(route);
      const fn = new SquadFunction(this, pascalCase(name), { definition: route, environmentValues });
      this.grantAccess(fn, route, props);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn),
        authorizer,
      });
      routeFunctions.set(name, fn);
    }
    this.routeFunctions = routeFunctions;
  }

  /** Each access of the function's definition, as its IAM actions on that resource only. */
  private grantAccess(fn: SquadFunction, definition: FunctionDefinition, props: ApiProps): void {
    const grantOn: Record<AccessResource, (actions: readonly string[]) => void> = {
      table: (actions) => props.data.grant(fn, actions),
      uploads: (actions) => props.avatars.grantUploads(fn, actions),
      avatars: (actions) => props.avatars.grantAvatars(fn, actions),
      avatarBucket: (actions) => props.avatars.grantListing(fn, actions),
      userPool: (actions) =>
        fn.addToRolePolicy(
          new PolicyStatement({ actions: [...actions], resources: [props.userPool.userPoolArn] }),
        ),
      placeIndex: (actions) =>
        fn.addToRolePolicy(
          new PolicyStatement({ actions: [...actions], resources: [this.placeIndex.attrIndexArn] }),
        ),
      // The screener (lib/screener.ts) is the only function that invokes a model; no route may.
      model: () => {
        throw new Error(
          `Route ${definition.handler} asks for a Bedrock model: only the screener invokes one`,
        );
      },
    };
    for (const access of definition.access) {
      const grant = accessGrants[access];
      grantOn[grant.resource](grant.actions);
    }
  }

  /** https://<api id>.execute-api.<region>.amazonaws.com (the $default stage serves at the root). */
  get apiUrl(): string {
    return this.httpApi.apiEndpoint;
  }

  /** The API's own host, the origin the site's distribution forwards /private/* to. */
  get originDomainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
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

function pascalCase(kebab: string): string {
  return kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

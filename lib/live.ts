import { Names, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnApi,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketRoute,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import {
  WebSocketLambdaIntegration,
  WebSocketMockIntegration,
} from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { livePingRouteKey, liveTokenParameter } from '../lambdas/contracts/live';
import {
  functionName,
  type FunctionDefinition,
  type WebSocketRouteDefinition,
} from '../lambdas/function-kinds';
import { pascalCase, type FunctionStacks } from './function-stacks';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { grantAccess, type ResourceGrants } from './grants';
import { SquadFunction, type EnvironmentValues } from './squad-function';

/** The stage the WebSocket API serves at; the local gateway uses the same name (bin/local/websocket-gateway.ts). */
export const liveStageName = 'live';

export interface LiveRoutesProps {
  readonly routes: readonly WebSocketRouteDefinition[];
  readonly authorizer: FunctionDefinition;
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
  /** Where each route's function, integration and route live: its feature's nested stack. */
  readonly stacks: FunctionStacks;
}

/**
 * The WebSocket API that sends live updates to signed-in tabs (lambdas/live/): one connection per tab, opened with
 * the Cognito access token in the URL and checked by a Lambda REQUEST authorizer sharing the HTTP API's
 * verification. $connect and $disconnect run the function list's functions; the `ping` route that keeps an idle
 * connection open has a mock integration, so keeping a tab connected invokes nothing. Created in two steps: the API
 * and its stage first (the live-update consumer's environment names its callback URL), its routes once every
 * function's environment is known.
 */
export class LiveApi extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  /** One JSON record per connection and message, a month here, two years in the access-log bucket. */
  readonly accessLogs: LogGroup;
  authorizerFunction?: SquadFunction;
  readonly routeFunctions = new Map<string, SquadFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Squad: live updates to signed-in tabs',
      routeSelectionExpression: '$request.body.action',
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: liveStageName,
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
  }

  /** wss://<api id>.execute-api.<region>.amazonaws.com/live: what the SPA connects to. */
  get url(): string {
    return this.stage.url;
  }

  /** wss://<api id>.execute-api.<region>.amazonaws.com: what the site's CSP lets the SPA connect to. */
  get origin(): string {
    return `wss://${this.webSocketApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** https://.../live: the management API the live-update consumer posts to. */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }

  /** `execute-api:ManageConnections` on this API's stage only. */
  grantConnections(fn: IFunction, actions: readonly string[]): void {
    const connections = (apiId: string) =>
      Stack.of(fn).formatArn({
        service: 'execute-api',
        resource: apiId,
        resourceName: `${liveStageName}/*/@connections/*`,
      });
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [connections(this.webSocketApi.apiId)] }),
    );
    // cdk-nag names the API as the function's stack sees it once synthesized: in a nested stack, the parameter
    // CDK passes the parent's API id in.
    const api = this.webSocketApi.node.defaultChild as CfnApi;
    const apiReference =
      Stack.of(fn) === Stack.of(this)
        ? `<${Stack.of(this).getLogicalId(api)}>`
        : `<referenceto${Names.uniqueId(api)}Ref>`;
    const resource = flattenCfnReference(Stack.of(fn).resolve(connections('API'))).replace(
      ':API/',
      `:${apiReference}/`,
    );
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${resource}]`,
      reason: 'Any connection of this API stage: API Gateway makes connection ids as tabs connect.',
    });
  }

  addRoutes(props: LiveRoutesProps): void {
    const authorizerFunction = new SquadFunction(this, 'ConnectionAuthorizer', {
      definition: props.authorizer,
      environmentValues: props.environmentValues,
    });
    this.authorizerFunction = authorizerFunction;
    const authorizer = new WebSocketLambdaAuthorizer('AccessToken', authorizerFunction, {
      identitySource: [`route.request.querystring.${liveTokenParameter}`],
    });
    for (const route of props.routes) {
      const name = functionName(route);
      const stack = props.stacks.feature(route);
      const fn = new SquadFunction(stack, pascalCase(name), {
        definition: route,
        environmentValues: props.environmentValues,
      });
      grantAccess(fn, route, props.grants);
      const added = new WebSocketRoute(stack, `${pascalCase(name)}Route`, {
        webSocketApi: this.webSocketApi,
        routeKey: route.routeKey,
        integration: new WebSocketLambdaIntegration(`${pascalCase(name)}Integration`, fn),
        authorizer: route.routeKey === '$connect' ? authorizer : undefined,
      });
      if (route.routeKey !== '$connect') acknowledgeUnauthorized(added, route.routeKey);
      this.routeFunctions.set(name, fn);
    }
    const ping = this.webSocketApi.addRoute(livePingRouteKey, {
      integration: new WebSocketMockIntegration('Ping'),
    });
    acknowledgeUnauthorized(ping, livePingRouteKey);
  }
}

function acknowledgeUnauthorized(route: WebSocketRoute, routeKey: string): void {
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason: `${routeKey} runs on a connection its $connect authorizer already admitted; API Gateway allows an authorizer on $connect only.`,
  });
}

/** One JSON object per connection event; never the URL (it carries the token). */
const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  eventType: '$context.eventType',
  status: '$context.status',
  connectionId: '$context.connectionId',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userId: '$context.authorizer.userId',
  sourceIp: '$context.identity.sourceIp',
};

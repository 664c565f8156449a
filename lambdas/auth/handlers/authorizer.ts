/**
 * HTTP API Lambda authorizer (payload 2.0, simple responses): lets through access tokens of our own app
 * client only (lambdas/auth/access-token.ts). Every rejection throws exactly 'Unauthorized', which API Gateway
 * (and the local gateway) answer with 401, so the SPA refreshes its token and retries.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import type { AuthorizerContext } from '../../platform/route';
import { verifyAccessToken } from '../access-token';

export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  const context = await verifyAccessToken(bearerToken(event.headers));
  return { isAuthorized: true, context };
}

function bearerToken(headers: APIGatewayRequestAuthorizerEventV2['headers']): string | undefined {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

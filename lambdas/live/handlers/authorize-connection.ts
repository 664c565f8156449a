/**
 * The WebSocket API's REQUEST authorizer on $connect: the same access-token check as the HTTP API's
 * (lambdas/auth/access-token.ts), on the token the browser puts in the URL (a WebSocket carries no Authorization
 * header). The user becomes the connection's identity for every later route; a refusal is a 401.
 */
import type { APIGatewayAuthorizerWithContextResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { liveTokenParameter } from '../../contracts/live';
import type { AuthorizerContext } from '../../platform/route';
import { verifyAccessToken } from '../../auth/access-token';

export async function handler(
  event: APIGatewayRequestAuthorizerEvent,
): Promise<APIGatewayAuthorizerWithContextResult<AuthorizerContext & Record<string, string>>> {
  const context = await verifyAccessToken(event.queryStringParameters?.[liveTokenParameter] ?? undefined);
  return {
    principalId: context.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { ...context },
  };
}

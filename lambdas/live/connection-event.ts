/** What the WebSocket API hands $connect and $disconnect: the connection and the user its authorizer named. */
import type {
  APIGatewayEventWebsocketRequestContextV2,
  APIGatewayProxyResult,
  APIGatewayProxyWebsocketEventV2WithRequestContext,
} from 'aws-lambda';
import type { AuthorizerContext } from '../platform/route';

export type ConnectionEvent = APIGatewayProxyWebsocketEventV2WithRequestContext<
  APIGatewayEventWebsocketRequestContextV2 & {
    authorizer?: Partial<AuthorizerContext>;
  }
>;

export function connectionOf(event: ConnectionEvent): { userId: string; connectionId: string } {
  const userId = event.requestContext.authorizer?.userId;
  // Only reachable through a misconfigured API: $connect always passes the authorizer.
  if (!userId) throw new Error('Connection without an authorized user');
  return { userId, connectionId: event.requestContext.connectionId };
}

export const accepted: APIGatewayProxyResult = { statusCode: 200, body: '' };

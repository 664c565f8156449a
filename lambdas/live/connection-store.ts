/**
 * The open connections as API Gateway's management API sees them (the local stack serves the same API): posting a
 * message to one. The client is made once per container, at the endpoint of this API's stage.
 */
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { requiredEnv } from '../platform/env';

const client = new ApiGatewayManagementApiClient({ endpoint: requiredEnv('WEBSOCKET_CALLBACK_URL') });

/** 'gone' when the connection has closed; throws on any other failure. */
export async function postToConnection(connectionId: string, data: string): Promise<'delivered' | 'gone'> {
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return 'delivered';
  } catch (error) {
    if (error instanceof GoneException || (error as Error).name === 'GoneException') return 'gone';
    throw error;
  }
}

import '../support/env';
import 'aws-sdk-client-mock-jest';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { usernameRuleMessage } from '../../../lambdas/contracts/profile';
import { handler } from '../../../lambdas/profile/handlers/check-username';
import { callerId, invoke, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const check = (username: string) => invoke(handler, routeEvent({ pathParameters: { username } }));

beforeEach(() => table.reset());

describe('GET /private/check-username/{username}', () => {
  it('answers available when nobody has claimed the name', async () => {
    table.on(GetCommand).resolves({});

    const response = await check('Ayse.Y');

    expect(response).toMatchObject({ statusCode: 200, body: { available: true } });
  });

  it('looks the claim up case-insensitively', async () => {
    table.on(GetCommand).resolves({});

    await check('Ayse.Y');

    expect(table).toHaveReceivedCommandWith(GetCommand, {
      TableName: 'squad-unit',
      Key: { pk: 'USERNAME#ayse.y', sk: 'USERNAME' },
    });
  });

  it('answers unavailable when another user holds the name', async () => {
    table.on(GetCommand).resolves({ Item: { userId: 'someone-else' } });

    const response = await check('mert');

    expect(response.body).toEqual({ available: false });
  });

  it('answers available when the caller already holds the name', async () => {
    table.on(GetCommand).resolves({ Item: { userId: callerId } });

    const response = await check('ayse');

    expect(response.body).toEqual({ available: true });
  });

  it.each(['ab', 'ayşe', 'has space', 'a'.repeat(31)])(
    'answers 400 with the username rule for "%s" without reading the table',
    async (username) => {
      const response = await check(username);

      expect(response).toMatchObject({ statusCode: 400, body: { message: usernameRuleMessage } });
      expect(table).not.toHaveReceivedCommand(GetCommand);
    },
  );
});

import '../support/env';
import 'aws-sdk-client-mock-jest';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/email/handlers/unsubscribe';
import { signUnsubscribeToken } from '../../../lambdas/email/unsubscribe-token';
import { invoke, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
const key = 'unit-unsubscribe-key-0123456789abcdef';

/** A public route's event: no authorizer context, the token in the query. */
const post = (token?: string) => {
  const event = routeEvent({
    queryStringParameters: token === undefined ? undefined : { token },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: 'List-Unsubscribe=One-Click',
  });
  delete (event.requestContext as { authorizer?: unknown }).authorizer;
  return invoke(handler, event);
};

/** The settings writes: the rate limit's counter is the other UpdateCommand. */
const settingsWrites = () =>
  table.commandCalls(UpdateCommand).filter((call) => call.args[0].input.Key?.sk === 'NOTIFICATION_SETTINGS');

beforeEach(() => {
  table.reset();
  secrets.reset();
  table.on(UpdateCommand).resolves({});
  secrets.on(GetSecretValueCommand).resolves({ SecretString: key });
});

describe('POST /email/unsubscribe', () => {
  it('turns the token’s kind off by e-mail for the token’s user and says which kind', async () => {
    const token = signUnsubscribeToken(key, { userId: 'user-7', type: 'waitlistOffer' });

    const answer = await post(token);

    expect(answer).toMatchObject({ statusCode: 200, body: { type: 'waitlistOffer' } });
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'USER#user-7', sk: 'NOTIFICATION_SETTINGS' },
      UpdateExpression: 'ADD emailOff :type SET updatedAt = :at',
      ExpressionAttributeValues: { ':type': new Set(['waitlistOffer']), ':at': expect.any(String) },
    });
  });

  it('answers 403 in Turkish and changes nothing for a token whose signature does not verify', async () => {
    const token = signUnsubscribeToken('another-key-0123456789abcdef0123456', {
      userId: 'user-7',
      type: 'reminder',
    });

    const answer = await post(token);

    expect(answer).toMatchObject({ statusCode: 403, body: { reason: 'FORGED_TOKEN' } });
    expect(answer.body.message).toMatch(/doğrulanamadı/);
    expect(settingsWrites()).toEqual([]);
  });

  it('answers 400 in Turkish and changes nothing for a token cut short', async () => {
    const answer = await post('abc');

    expect(answer).toMatchObject({ statusCode: 400, body: { reason: 'BAD_TOKEN' } });
    expect(answer.body.message).toMatch(/geçersiz/);
    expect(settingsWrites()).toEqual([]);
  });

  it('answers 400 in Turkish without a token', async () => {
    const answer = await post();

    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/geçersiz/);
  });
});

import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { handler } from '../../../lambdas/profile/handlers/get-profile';
import { callerCognitoUsername, callerId, invoke, routeEvent } from '../support/events';
import { eventItem } from '../support/event-records';

const table = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const storedProfile = {
  pk: `USER#${callerId}`,
  sk: 'PROFILE',
  ...newProfileRecord(callerId, { email: 'ayse@example.com', givenName: 'Ayşe' }, 5, new Date('2026-01-01')),
  username: 'ayse',
};

/** The profile put cancelled for `code`, the ledger put not evaluated. */
const cancelledBy = (code: string) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: code }, { Code: 'None' }],
  });

beforeEach(() => {
  table.reset();
  cognito.reset();
  // The user's memberships, read for the latest activities: none unless a test says otherwise.
  table.on(QueryCommand).resolves({ Items: [] });
  cognito.on(AdminGetUserCommand).resolves({
    Username: callerCognitoUsername,
    UserAttributes: [
      { Name: 'email', Value: 'ayse@example.com' },
      { Name: 'given_name', Value: 'Ayşe' },
      { Name: 'family_name', Value: 'Yılmaz' },
    ],
  });
});

describe('GET /private/profile', () => {
  it('answers 401 and creates nothing for a token of an account deleted since it was issued', async () => {
    table.on(GetCommand).resolves({});
    cognito
      .on(AdminGetUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));

    const response = await invoke(handler, routeEvent());

    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ reason: 'ACCOUNT_DELETED' });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it("answers the caller's stored profile without touching the user pool", async () => {
    table.on(GetCommand).resolves({ Item: storedProfile });

    const response = await invoke(handler, routeEvent());

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ userId: callerId, username: 'ayse', eventLimit: 5 });
    expect(response.body).not.toHaveProperty('pk');
    expect(table).toHaveReceivedCommandWith(GetCommand, {
      TableName: 'squad-unit',
      Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
      ConsistentRead: true,
    });
    expect(cognito).not.toHaveReceivedCommand(AdminGetUserCommand);
  });

  it("creates a first-time user's profile from the user pool's attributes", async () => {
    table.on(GetCommand).resolves({});
    table.on(TransactWriteCommand).resolves({});

    const response = await invoke(handler, routeEvent());

    expect(cognito).toHaveReceivedCommandWith(AdminGetUserCommand, {
      UserPoolId: 'eu-central-1_unit',
      Username: callerCognitoUsername,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      userId: callerId,
      email: 'ayse@example.com',
      displayName: 'Ayşe Yılmaz',
      fullName: 'Ayşe Yılmaz',
      username: null,
      eventLimit: 5,
    });
  });

  it('writes the new profile and its welcome grant in one transaction, each only if absent', async () => {
    table.on(GetCommand).resolves({});
    table.on(TransactWriteCommand).resolves({});

    await invoke(handler, routeEvent());

    const [transaction] = table.commandCalls(TransactWriteCommand);
    const [profilePut, ledgerPut] = transaction!.args[0].input.TransactItems!;
    expect(profilePut!.Put).toMatchObject({
      TableName: 'squad-unit',
      Item: { pk: `USER#${callerId}`, sk: 'PROFILE', eventLimit: 5 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(ledgerPut!.Put).toMatchObject({
      Item: { pk: `USER#${callerId}`, delta: 5, reason: 'WELCOME' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(ledgerPut!.Put!.Item!.sk).toMatch(/^LEDGER#\d{4}-\d\d-\d\dT[\d:.]+Z#[0-9a-f-]{36}$/);
  });

  it('answers the profile a concurrent request created when its own creation loses the race', async () => {
    const concurrentlyCreated = { ...storedProfile, displayName: 'Created by the other request' };
    table.on(GetCommand).resolvesOnce({}).resolves({ Item: concurrentlyCreated });
    table.on(TransactWriteCommand).rejects(cancelledBy('ConditionalCheckFailed'));

    const response = await invoke(handler, routeEvent());

    expect(response.statusCode).toBe(200);
    expect(response.body.displayName).toBe('Created by the other request');
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    expect(table).toHaveReceivedCommandTimes(GetCommand, 2);
  });

  it('creates the profile on a second try when a conflicting creation was cancelled too', async () => {
    table.on(GetCommand).resolves({});
    table.on(TransactWriteCommand).rejectsOnce(cancelledBy('TransactionConflict')).resolves({});

    const response = await invoke(handler, routeEvent());

    expect(response).toMatchObject({ statusCode: 200, body: { userId: callerId, eventLimit: 5 } });
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
  });

  it('answers 500 when the creation is cancelled twice and no profile appears', async () => {
    table.on(GetCommand).resolves({});
    table.on(TransactWriteCommand).rejects(cancelledBy('TransactionConflict'));

    const response = await invoke(handler, routeEvent());

    expect(response.statusCode).toBe(500);
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
  });

  it('answers 500 when the table fails for another reason', async () => {
    table.on(GetCommand).rejects(new Error('service unavailable'));

    const response = await invoke(handler, routeEvent());

    expect(response).toMatchObject({ statusCode: 500, body: { message: 'Beklenmeyen bir hata oluştu.' } });
  });
});

describe('GET /private/profile: latest activities', () => {
  it('lists the newest hosted events from the member index, skipping drafts', async () => {
    table.on(GetCommand).resolves({ Item: storedProfile });
    table.on(QueryCommand).resolves({
      Items: [
        { eventId: 'e2', userId: callerId, role: 'host' },
        { eventId: 'e1', userId: callerId, role: 'host' },
      ],
    });
    const event = (id: string, state: string) => ({
      ...eventItem,
      id,
      state,
      title: `Etkinlik ${id}`,
    });
    table.on(BatchGetCommand).resolves({
      Responses: { 'squad-unit': [event('e1', 'published'), event('e2', 'draft')] },
    });

    const response = await invoke(handler, routeEvent());

    expect(response.body).toMatchObject({
      recentActivity: [{ id: 'e1', type: 'hosted', title: 'Etkinlik e1', participants: 1 }],
    });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'byMember',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${callerId}` },
      ScanIndexForward: false,
    });
  });
});

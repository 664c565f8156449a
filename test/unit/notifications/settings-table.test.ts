import '../support/env';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { readNotificationSettings } from '../../../lambdas/notifications/settings-table';

const table = mockClient(DynamoDBDocumentClient);

it('drops an e-mail kind the product no longer sends from stored settings, so saving them back is valid', async () => {
  table.on(GetCommand).resolves({ Item: { emailOff: new Set(['tokensPurchased', 'reminder']) } });

  const settings = await readNotificationSettings('u1');

  expect([...settings.emailOff]).toEqual(['reminder']);
});

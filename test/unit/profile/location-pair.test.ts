/** A city or district saved alone must pair with the stored other half, checked by the write itself. */
import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { unknownDistrictMessage } from '../../../lambdas/contracts/profile-update';
import { newProfileRecord, storedLocationRequirement } from '../../../lambdas/profile/profile';
import { handler } from '../../../lambdas/profile/handlers/update-profile';
import { callerId, invoke, routeEvent } from '../support/events';

// The route's rate limit is counted by its own module (test/unit/platform/rate-limits.test.ts).
jest.mock('../../../lambdas/platform/rate-limits-table', () => ({ rateLimit: async () => undefined }));

const table = mockClient(DynamoDBDocumentClient);

const stored = {
  pk: `USER#${callerId}`,
  sk: 'PROFILE',
  ...newProfileRecord(callerId, { email: 'ayse@example.com' }, 5, new Date('2026-01-01')),
  username: 'ayse',
  city: 'Ankara',
  district: 'ÇANKAYA',
};

const put = (body: unknown) => invoke(handler, routeEvent({ body }));
const conditionFailed = (item?: Record<string, AttributeValue>) =>
  new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
    Item: item,
  });

beforeEach(() => {
  table.reset();
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(GetCommand).resolves({ Item: stored });
  table.on(UpdateCommand).resolves({ Attributes: stored });
});

describe('storedLocationRequirement', () => {
  it('needs a stored province that has a district sent alone', () => {
    expect(storedLocationRequirement({ district: 'KADIKÖY' })).toEqual({
      attribute: 'city',
      oneOf: ['İstanbul'],
    });
  });

  it('needs the stored district to be one of a city sent alone, or none', () => {
    const requirement = storedLocationRequirement({ city: 'İstanbul' });
    expect(requirement?.attribute).toBe('district');
    expect(requirement?.oneOf).toEqual(expect.arrayContaining(['', 'KADIKÖY', 'BEŞİKTAŞ']));
    expect(requirement?.oneOf).not.toContain('ÇANKAYA');
  });

  it('needs nothing stored when both halves or neither are sent', () => {
    expect(storedLocationRequirement({ city: 'İstanbul', district: 'KADIKÖY' })).toBeUndefined();
    expect(storedLocationRequirement({})).toBeUndefined();
    expect(storedLocationRequirement({ district: '' })).toBeUndefined();
  });
});

describe('PUT /private/profile with half a location', () => {
  it('conditions a district sent alone on the stored province having it', async () => {
    await put({ district: 'KADIKÖY' });

    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND #pairedLocation IN (:pairedLocation0)',
      ExpressionAttributeNames: {
        '#district': 'district',
        '#deletionStarted': 'deletionStartedAt',
        '#suspendedUntil': 'suspendedUntil',
        '#bannedAt': 'bannedAt',
        '#pairedLocation': 'city',
      },
      ExpressionAttributeValues: { ':district': 'KADIKÖY', ':pairedLocation0': 'İstanbul' },
    });
  });

  it('answers 400 with the district message when the stored province does not have the district', async () => {
    table.on(UpdateCommand).rejects(conditionFailed({ pk: { S: stored.pk } }));

    const response = await put({ district: 'KADIKÖY' });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(unknownDistrictMessage);
  });

  it('still answers 404 when the profile itself is missing', async () => {
    table.on(UpdateCommand).rejects(conditionFailed());

    const response = await put({ district: 'KADIKÖY' });

    expect(response.statusCode).toBe(404);
  });

  it('answers 400 when a username change fails only on the stored location', async () => {
    table.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Item: { username: { S: 'ayse' } } },
        ],
      }),
    );

    const response = await put({ username: 'ayse.k', district: 'KADIKÖY' });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(unknownDistrictMessage);
  });
});

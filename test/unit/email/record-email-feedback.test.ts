import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { EventBridgeEvent } from 'aws-lambda';
import { handler } from '../../../lambdas/email/handlers/record-email-feedback';

const table = mockClient(DynamoDBDocumentClient);

function sesEvent(detailType: string, detail: unknown): EventBridgeEvent<string, unknown> {
  return {
    version: '0',
    id: 'event-1',
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: '2030-05-02T10:00:00Z',
    region: 'eu-central-1',
    resources: [],
    detail,
  };
}

const bounce = (bounceType: string, address = 'Ayse@Example.com') =>
  sesEvent('Email Bounced', {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress: address, status: '5.1.1' }],
      timestamp: '2030-05-02T10:00:00.000Z',
      feedbackId: 'feedback-1',
    },
    mail: { messageId: 'message-1' },
  });

beforeEach(() => {
  table.reset();
  table.on(PutCommand).resolves({});
});

describe('the bounce and complaint recorder', () => {
  it('suppresses an address that bounced for good, once, keyed by the address in lower case', async () => {
    await handler(bounce('Permanent'));

    expect(table).toHaveReceivedCommandWith(PutCommand, {
      Item: {
        pk: 'SUPPRESSED#ayse@example.com',
        sk: 'SUPPRESSION',
        reason: 'bounce',
        feedbackId: 'feedback-1',
        suppressedAt: '2030-05-02T10:00:00.000Z',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('suppresses an address whose reader complained', async () => {
    await handler(
      sesEvent('Email Complained', {
        eventType: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: 'mert@example.com' }],
          timestamp: '2030-05-02T10:00:00.000Z',
          feedbackId: 'feedback-2',
        },
      }),
    );

    expect(table).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'SUPPRESSED#mert@example.com', reason: 'complaint' }),
    });
  });

  it('does not suppress an address whose bounce was transient', async () => {
    await handler(bounce('Transient'));

    expect(table).not.toHaveReceivedCommand(PutCommand);
  });

  it('changes nothing, without failing, for an address suppressed already', async () => {
    table
      .on(PutCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );

    await expect(handler(bounce('Permanent'))).resolves.toBeUndefined();
  });
});

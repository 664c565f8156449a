import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/email/handlers/send-emails';
import { emailPut } from '../../../lambdas/platform/email';
import { lambdaContext } from '../support/events';
import { insertRecord } from '../screening/stream-records';

const table = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

/** The item emailPut writes, as the stream carries it in its new image. */
function emailItem(key: string, html?: string) {
  return emailPut({
    key,
    to: `${key}@example.com`,
    subject: 'Squad: jeton yenileme makbuzun',
    text: '10 jeton hesabına eklendi.',
    html,
    at: new Date('2030-05-02T10:00:00.000Z'),
  }).Put?.Item as Record<string, unknown>;
}

const send = (...items: Record<string, unknown>[]) =>
  handler({ Records: items.map(insertRecord) }, lambdaContext);

/** GetItem answers every e-mail as stored, with `sentAt` for the keys in `sent`. */
function stored(sent: string[] = []) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string } }) => ({
    Item: sent.some((key) => input.Key.pk === `EMAIL#${key}`) ? { sentAt: '2030-05-02T10:00:01Z' } : {},
  }));
}

beforeEach(() => {
  table.reset();
  ses.reset();
  table.on(UpdateCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
  stored();
});

describe('the e-mail sender', () => {
  it('sends a new e-mail from EMAIL_FROM, in UTF-8, with its text and HTML bodies', async () => {
    const response = await send(emailItem('refill-receipt-1', '<p>10 jeton hesabına eklendi.</p>'));

    expect(response.batchItemFailures).toEqual([]);
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: 'destek@squad.test',
      Destination: { ToAddresses: ['refill-receipt-1@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Squad: jeton yenileme makbuzun', Charset: 'UTF-8' },
          Body: {
            Text: { Data: '10 jeton hesabına eklendi.', Charset: 'UTF-8' },
            Html: { Data: '<p>10 jeton hesabına eklendi.</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('sends a text-only e-mail without an HTML body', async () => {
    await send(emailItem('refill-receipt-1'));

    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call.args[0].input.Content?.Simple?.Body).toEqual({
      Text: { Data: '10 jeton hesabına eklendi.', Charset: 'UTF-8' },
    });
  });

  it('marks the e-mail sent once, with the message id SES answered', async () => {
    await send(emailItem('refill-receipt-1'));

    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'EMAIL#refill-receipt-1', sk: 'EMAIL' },
      UpdateExpression: 'SET sentAt = :sentAt, messageId = :messageId',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(sentAt)',
      ExpressionAttributeValues: { ':sentAt': expect.any(String), ':messageId': 'ses-message-1' },
    });
  });

  it('does not send again an e-mail marked sent, when the stream delivers its record again', async () => {
    stored(['refill-receipt-1']);

    const response = await send(emailItem('refill-receipt-1'));

    expect(response.batchItemFailures).toEqual([]);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('does not send an e-mail whose item is gone', async () => {
    table.on(GetCommand).resolves({});

    await send(emailItem('refill-receipt-1'));

    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('counts an e-mail sent even when a concurrent delivery marked it first', async () => {
    table
      .on(UpdateCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );

    const response = await send(emailItem('refill-receipt-1'));

    expect(response.batchItemFailures).toEqual([]);
  });

  it('reports the e-mail SES refused as the only failure and sends the rest of the batch', async () => {
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: ['refill-receipt-2@example.com'] } })
      .rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));
    const records = ['refill-receipt-1', 'refill-receipt-2', 'refill-receipt-3'].map((key) =>
      insertRecord(emailItem(key)),
    );

    const response = await handler({ Records: records }, lambdaContext);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: records[1].dynamodb?.SequenceNumber }]);
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 3);
    expect(table).toHaveReceivedCommandTimes(UpdateCommand, 2);
  });

  it('reports a record that holds no e-mail as a failure, without sending anything', async () => {
    const { to: _to, ...withoutRecipient } = emailItem('refill-receipt-1');
    const poison = insertRecord(withoutRecipient);
    const good = insertRecord(emailItem('refill-receipt-2'));

    const response = await handler({ Records: [poison, good] }, lambdaContext);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: poison.dynamodb?.SequenceNumber }]);
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });
});

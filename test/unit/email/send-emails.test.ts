import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/email/handlers/send-emails';
import { verifyUnsubscribeToken } from '../../../lambdas/email/unsubscribe-token';
import { emailPut, type Email } from '../../../lambdas/email/outbox';
import { transactionalNote } from '../../../lambdas/email/layout';
import { logger } from '../../../lambdas/platform/logger';
import { lambdaContext } from '../support/events';
import { insertRecord } from '../screening/stream-records';

const table = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const secrets = mockClient(SecretsManagerClient);
const unsubscribeKey = 'unit-unsubscribe-key-0123456789abcdef';

/** The item emailPut writes, as the stream carries it in its new image. */
function emailItem(key: string, unsubscribe?: { userId: string; type: Email['notificationType'] }) {
  return emailPut({
    key,
    recipientId: unsubscribe?.userId ?? 'user-1',
    to: `${key}@example.com`,
    subject: 'Squad: jeton yenileme makbuzun',
    text: '10 jeton hesabına eklendi.',
    at: new Date('2030-05-02T10:00:00.000Z'),
    notificationType: unsubscribe?.type,
  }).Put?.Item as Record<string, unknown>;
}

const simpleContent = () => ses.commandCalls(SendEmailCommand)[0].args[0].input.Content?.Simple;

/** GetItem answers the suppression of these addresses (and every e-mail as stored, unsent). */
function suppressed(...addresses: string[]) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string } }) => ({
    Item: addresses.some((address) => input.Key.pk === `SUPPRESSED#${address}`)
      ? { pk: input.Key.pk }
      : undefined,
    ...(input.Key.pk.startsWith('EMAIL#') ? { Item: {} } : {}),
  }));
}

const send = (...items: Record<string, unknown>[]) =>
  handler({ Records: items.map(insertRecord) }, lambdaContext);

/** GetItem answers every e-mail as stored, with `sentAt` for the keys in `sent`, and no address suppressed. */
function stored(sent: string[] = []) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string } }) => ({
    Item: input.Key.pk.startsWith('SUPPRESSED#')
      ? undefined
      : sent.some((key) => input.Key.pk === `EMAIL#${key}`)
        ? { sentAt: '2030-05-02T10:00:01Z' }
        : {},
  }));
}

beforeEach(() => {
  table.reset();
  ses.reset();
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: unsubscribeKey });
  table.on(UpdateCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
  stored();
});

describe('the e-mail sender', () => {
  it('sends a new e-mail from EMAIL_FROM through the configuration set, in UTF-8, rendered in HTML and text', async () => {
    const response = await send(emailItem('refill-receipt-1'));

    expect(response.batchItemFailures).toEqual([]);
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: 'destek@squad.test',
      Destination: { ToAddresses: ['refill-receipt-1@example.com'] },
      ConfigurationSetName: 'squad-unit-email',
    });
    const content = simpleContent();
    expect(content?.Subject).toEqual({ Data: 'Squad: jeton yenileme makbuzun', Charset: 'UTF-8' });
    expect(content?.Body?.Text?.Data).toMatch(/^10 jeton hesabına eklendi\.\n/);
    expect(content?.Body?.Html?.Data).toContain('<p style="margin:0 0 16px;">10 jeton hesabına eklendi.</p>');
    expect(content?.Body?.Html?.Charset).toBe('UTF-8');
  });

  it('sends an e-mail nobody can opt out of without unsubscribe headers or link', async () => {
    await send(emailItem('refill-receipt-1'));

    expect(simpleContent()?.Headers).toBeUndefined();
    expect(simpleContent()?.Body?.Text?.Data).not.toContain('/unsubscribe');
  });

  it('signs the unsubscribe link of a notification e-mail for its recipient and kind, in both versions and the List-Unsubscribe headers', async () => {
    await send(emailItem('event-cancelled-1', { userId: 'user-1', type: 'eventCancelled' }));

    const content = simpleContent();
    const [listUnsubscribe, oneClick] = content?.Headers ?? [];
    expect(listUnsubscribe.Name).toBe('List-Unsubscribe');
    expect(oneClick).toEqual({ Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' });
    const token = /^<https:\/\/squad\.test\/email\/unsubscribe\?token=([^>]+)>$/.exec(
      listUnsubscribe.Value ?? '',
    )?.[1];
    expect(verifyUnsubscribeToken(unsubscribeKey, decodeURIComponent(token ?? ''))).toEqual({
      claim: { userId: 'user-1', type: 'eventCancelled' },
    });
    const pageUrl = `https://squad.test/unsubscribe?token=${token}`;
    expect(content?.Body?.Text?.Data).toContain(pageUrl);
    expect(content?.Body?.Html?.Data).toContain(`href="${pageUrl}"`);
  });

  it('puts no e-mail address in any link of the e-mail or its headers, and its secrets only in query strings', async () => {
    await send(emailItem('event-cancelled-1', { userId: 'user-1', type: 'eventCancelled' }));

    const content = simpleContent();
    const text = [
      content?.Body?.Text?.Data,
      content?.Body?.Html?.Data,
      ...(content?.Headers ?? []).map((header) => header.Value),
    ].join('\n');
    const links = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link);
      expect(decodeURIComponent(link)).not.toContain('@');
      expect(url.pathname).not.toMatch(/[A-Za-z0-9_-]{32,}/);
    }
  });

  it('does not send an e-mail to an address that bounced or complained, and does not mark it sent', async () => {
    suppressed('refill-receipt-1@example.com');

    const response = await send(emailItem('refill-receipt-1'));

    expect(response.batchItemFailures).toEqual([]);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
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

  it('logs the failure of SES without the address its error names', async () => {
    const logError = jest.spyOn(logger, 'error');
    ses.on(SendEmailCommand, { Destination: { ToAddresses: ['refill-receipt-2@example.com'] } }).rejects(
      new MessageRejected({
        message:
          'Email address is not verified. The following identities failed the check: refill-receipt-2@example.com',
        $metadata: {},
      }),
    );

    await send(emailItem('refill-receipt-1'), emailItem('refill-receipt-2'));

    expect(logError).toHaveBeenCalled();
    const logged = JSON.stringify(logError.mock.calls, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    );
    expect(logged).toContain('MessageRejected');
    expect(logged).not.toContain('@example.com');
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

describe('the e-mail sender and marketing consent', () => {
  const marketingItem = () => ({ ...emailItem('campaign-1'), marketing: true });

  /** GetItem answers every e-mail as stored and unsent, no address suppressed, and the consent as `status`. */
  function consent(status?: 'ONAY' | 'RET') {
    table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({
      Item:
        input.Key.sk === 'MARKETING_CONSENT'
          ? status && { status }
          : input.Key.pk.startsWith('SUPPRESSED#')
            ? undefined
            : {},
    }));
  }

  it('does not send an e-mail marked marketing to a recipient who never opted in, and does not mark it sent', async () => {
    consent();

    const response = await send(marketingItem());

    expect(response.batchItemFailures).toEqual([]);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('does not send an e-mail marked marketing to a recipient who withdrew the opt-in', async () => {
    consent('RET');

    await send(marketingItem());

    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('sends an e-mail marked marketing to a recipient with a current opt-in, without the transactional line', async () => {
    consent('ONAY');

    await send(marketingItem());

    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(simpleContent()?.Body?.Text?.Data).not.toContain(transactionalNote);
  });

  it('sends a transactional e-mail without reading any consent, saying it needs none', async () => {
    await send(emailItem('refill-receipt-1'));

    expect(table).not.toHaveReceivedCommandWith(GetCommand, {
      Key: expect.objectContaining({ sk: 'MARKETING_CONSENT' }),
    });
    expect(simpleContent()?.Body?.Text?.Data).toContain(transactionalNote);
  });
});

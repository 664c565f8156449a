/**
 * The screener on the local engines: a join request sent through the real API reaches the screener through
 * DynamoDB Local's stream and the poller (with the mapping's filter and retry settings from the function
 * list), and its verdict is stored within two seconds.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { requestKey } from '../../lambdas/requests/keys';
import { publishedEvent, screenedStatus, sendJoinRequest, userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { getItem, tableClient } from './support/table';

/** The promise: the local poller delivers a new request to the screener within 2 seconds. */
const screeningDeadlineMs = 2_000;

async function screenedWithinDeadline(eventId: string, requesterId: string) {
  const status = await screenedStatus(eventId, requesterId, screeningDeadlineMs);
  return { status, item: await getItem(requestKey(eventId, requesterId)) };
}

describe('screening through the stream', () => {
  it('passes a friendly Turkish request to the host, approved by the rules screener', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('friendly');

    const sent = await sendJoinRequest(
      guest,
      event.id,
      'Merhaba! Ben de basketbol oynamayı çok seviyorum, katılabilir miyim?',
    );
    const { status, item } = await screenedWithinDeadline(event.id, guest.userId);

    expect(sent.status).toBe(201);
    expect(status).toBe('pending');
    expect(item?.screening).toMatchObject({ outcome: 'approved', screener: 'rules' });
  });

  it('declines an insulting request and keeps the category and reason for audit', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('rude');

    await sendJoinRequest(guest, event.id, 'Siktir git aptal orospu çocuğu, fuck you idiot');
    const { status, item } = await screenedWithinDeadline(event.id, guest.userId);

    expect(status).toBe('declined');
    expect(item).toMatchObject({
      decidedBy: 'screener',
      screening: { outcome: 'rejected', category: 'harassment', reason: expect.any(String) },
    });
  });

  it('screens the next request in time after a poison record on the stream', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('after-poison');
    // A join-request key in screening without the attributes the screener reads: it matches the filter and fails.
    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: { ...requestKey(event.id, randomUUID()), status: 'screening' },
      }),
    );

    await sendJoinRequest(guest, event.id, 'Selam, ben de gelebilir miyim?');

    expect((await screenedWithinDeadline(event.id, guest.userId)).status).toBe('pending');
  });
});

import '../support/env';
import 'aws-sdk-client-mock-jest';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { accountExportSchema } from '../../../lambdas/contracts/account';
import { handler } from '../../../lambdas/account/handlers/export-account';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { eventItem } from '../support/event-records';
import { callerId, invoke, routeEvent } from '../support/events';
import { fakeTable, type Item } from './fake-table';

const table = mockClient(DynamoDBDocumentClient);

const friendId = '7a6b5c4d-1111-4222-8333-444455556666';
const otherEvent = { ...eventItem, pk: 'EVENT#other-1', id: 'other-1', hostId: friendId, title: 'Valorant' };

const items: Item[] = [
  {
    pk: `USER#${callerId}`,
    sk: 'SANCTION#2030-05-03T10:00:00.000Z#s1',
    sanctionId: '0b6c9a34-5e8f-5c1d-9a2b-3c4d5e6f7a8b',
    userId: callerId,
    caseId: 'c1',
    action: 'suspend',
    rule: 'harassment',
    reason: 'Israrlı mesajlar.',
    createdAt: '2030-05-03T10:00:00.000Z',
    endsAt: '2030-05-06T10:00:00.000Z',
    decidedBy: 'moderator-1',
    appeal: { appealedAt: '2030-05-04T10:00:00.000Z', text: 'Ben yapmadım.', outcome: 'reversed' },
    liftedAt: '2030-05-04T12:00:00.000Z',
  },
  {
    pk: `USER#${callerId}`,
    sk: 'PROFILE',
    ...newProfileRecord(callerId, { email: 'ayse@example.com', givenName: 'Ayşe' }, 5, new Date()),
  },
  eventItem,
  otherEvent,
  {
    pk: eventItem.pk,
    sk: `MEMBER#${callerId}`,
    eventId: eventItem.id,
    userId: callerId,
    role: 'host',
    gsi2pk: `USER#${callerId}`,
    gsi2sk: `2030#${eventItem.id}`,
  },
  {
    pk: otherEvent.pk,
    sk: `REQUEST#${callerId}`,
    eventId: otherEvent.id,
    requesterId: callerId,
    hostId: friendId,
    status: 'pending',
    message: 'Gelebilir miyim?',
    createdAt: '2030-05-01T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: { name: 'Ayşe', username: null, avatar: null, rating: 0, eventCount: 0, badges: [] },
    gsi4pk: `USER#${callerId}`,
    gsi4sk: `2030-05-01T10:00:00.000Z#${otherEvent.id}`,
  },
  {
    pk: `USER#${callerId}`,
    sk: `THREAD#${otherEvent.id}#${callerId}`,
    eventId: otherEvent.id,
    eventTitle: 'Valorant',
    requesterId: callerId,
    other: { userId: friendId, name: 'Can', username: 'can', avatar: null },
    lastMessage: 'Tabii',
    lastMessageAt: '2030-05-02T10:00:00.000Z',
    unread: 0,
  },
  {
    pk: `THREAD#${otherEvent.id}#${callerId}`,
    sk: 'MSG#2030-05-02T10:00:00.000Z#m1',
    id: 'm1',
    senderId: friendId,
    text: 'Tabii',
    sentAt: '2030-05-02T10:00:00.000Z',
  },
  {
    pk: `USER#${callerId}`,
    sk: 'LEDGER#2030-05-01T09:00:00.000Z#l1',
    userId: callerId,
    delta: 5,
    reason: 'WELCOME',
    createdAt: '2030-05-01T09:00:00.000Z',
  },
  {
    pk: `USER#${callerId}`,
    sk: `BLOCK#${friendId}`,
    userId: friendId,
    name: 'Can',
    username: 'can',
    avatar: null,
    blockedAt: '2030-05-03T10:00:00.000Z',
  },
  {
    pk: `REPORTS#${friendId}`,
    sk: `2030-05-03#${callerId}`,
    targetId: friendId,
    reporterId: callerId,
    day: '2030-05-03',
    reason: 'spam',
    text: 'Reklam',
    createdAt: '2030-05-03T09:00:00.000Z',
    gsi5pk: `USER#${callerId}`,
    gsi5sk: `REPORT#2030-05-03T09:00:00.000Z#${friendId}`,
  },
  {
    pk: otherEvent.pk,
    sk: `MEMBER#${callerId}`,
    eventId: otherEvent.id,
    userId: callerId,
    role: 'participant',
    attendance: 'contested',
    contest: { text: 'Oradaydım.', at: '2030-06-02T10:00:00.000Z' },
    gsi2pk: `USER#${callerId}`,
    gsi2sk: `2030#${otherEvent.id}`,
  },
  // about the caller, filed by someone else: never part of the caller's export
  {
    pk: `REPORTS#${callerId}`,
    sk: `2030-05-04#${friendId}`,
    targetId: callerId,
    reporterId: friendId,
    day: '2030-05-04',
    reason: 'other',
    text: 'Gizli şikâyet',
    createdAt: '2030-05-04T09:00:00.000Z',
    gsi5pk: `USER#${friendId}`,
    gsi5sk: `REPORT#2030-05-04T09:00:00.000Z#${callerId}`,
  },
];

beforeEach(() => {
  table.reset();
  fakeTable(table, () => items);
});

describe('GET /private/account/export', () => {
  it("answers the hosts' attendance marks on the caller and the caller's contests", async () => {
    const data = accountExportSchema.parse((await invoke(handler, routeEvent())).body);
    expect(data.attendance).toEqual([
      {
        eventId: otherEvent.id,
        attendance: 'contested',
        contest: { text: 'Oradaydım.', at: '2030-06-02T10:00:00.000Z' },
        contestConfirmedAt: null,
      },
    ]);
  });

  it('answers received feedback only once the screener published it', async () => {
    const received = (status: string, raterId: string, feedback: string) => ({
      pk: `EVENT#${otherEvent.id}`,
      sk: `RATING#${raterId}#${callerId}`,
      eventId: otherEvent.id,
      raterId,
      targetId: callerId,
      targetRole: 'participant',
      stars: 4,
      feedback,
      feedbackStatus: status,
      createdAt: '2030-06-04T10:00:00.000Z',
      rater: { name: 'Mert', username: null, avatar: null },
      eventTitle: otherEvent.title,
    });
    fakeTable(table, () => [
      ...items,
      received('screening', friendId, 'Henüz incelenmedi.'),
      received('published', '8b7c6d5e-1111-4222-8333-444455556666', 'Çok keyifliydi.'),
    ]);

    const data = accountExportSchema.parse((await invoke(handler, routeEvent())).body);

    expect(data.ratingsReceived.map((rating) => rating.feedback).sort()).toEqual(
      [null, 'Çok keyifliydi.'].sort(),
    );
  });

  it('answers the caller’s notifications, read as the bell reads them, and their notification settings', async () => {
    const notification = (createdAt: string, read: boolean) => ({
      pk: `USER#${callerId}`,
      sk: `NOTIFICATION#${createdAt}#request-accepted:${otherEvent.id}`,
      id: `${createdAt}#request-accepted:${otherEvent.id}`,
      type: 'requestDecided',
      read,
      createdAt,
      eventId: otherEvent.id,
      text: 'Valorant etkinliğine katılımın onaylandı.',
      link: `/dashboard/eventDetails/${otherEvent.id}`,
    });
    fakeTable(table, () => [
      ...items,
      notification('2030-06-01T10:00:00.000Z', false),
      notification('2030-06-03T10:00:00.000Z', false),
      {
        pk: `USER#${callerId}`,
        sk: 'NOTIFICATION_COUNT',
        unread: 1,
        readThrough: '2030-06-02T00:00:00.000Z',
      },
      {
        pk: `USER#${callerId}`,
        sk: 'NOTIFICATION_SETTINGS',
        inAppOff: new Set(['message']),
        emailOff: new Set(['reminder']),
      },
    ]);

    const data = accountExportSchema.parse((await invoke(handler, routeEvent())).body);

    expect(data.notifications.map(({ createdAt, read }) => ({ createdAt, read }))).toEqual([
      { createdAt: '2030-06-01T10:00:00.000Z', read: true },
      { createdAt: '2030-06-03T10:00:00.000Z', read: false },
    ]);
    expect(data.notifications[0]).toMatchObject({ type: 'requestDecided', eventId: otherEvent.id });
    expect(data.notificationSettings).toEqual({
      inAppOff: ['message'],
      emailOff: ['reminder'],
      pushOff: ['message'],
    });
  });

  it('answers every section of the caller’s data in the contract’s shape', async () => {
    const answer = await invoke(handler, routeEvent());

    expect(answer.statusCode).toBe(200);
    const data = accountExportSchema.parse(answer.body);
    expect(data.profile).toMatchObject({ userId: callerId, email: 'ayse@example.com' });
    expect(data.hostedEvents).toEqual([
      expect.objectContaining({ id: eventItem.id, title: eventItem.title }),
    ]);
    expect(data.joinRequests).toEqual([
      expect.objectContaining({ eventId: otherEvent.id, eventTitle: 'Valorant', status: 'pending' }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        eventId: otherEvent.id,
        messages: [
          { id: 'm1', senderId: friendId, text: 'Tabii', sentAt: '2030-05-02T10:00:00.000Z', removed: false },
        ],
      }),
    ]);
    expect(data.ledger).toEqual([
      {
        delta: 5,
        reason: 'WELCOME',
        createdAt: '2030-05-01T09:00:00.000Z',
        eventId: null,
        orderId: null,
        expiresAt: null,
      },
    ]);
    expect(data.blockedUsers).toEqual([expect.objectContaining({ userId: friendId })]);
    expect(data.reports).toEqual([
      { targetId: friendId, reason: 'spam', text: 'Reklam', createdAt: '2030-05-03T09:00:00.000Z' },
    ]);
  });

  it("includes the moderators' decisions about the caller, with their appeal, and not who decided", async () => {
    const data = accountExportSchema.parse((await invoke(handler, routeEvent())).body);

    expect(data.sanctions).toEqual([
      {
        action: 'suspend',
        rule: 'harassment',
        reason: 'Israrlı mesajlar.',
        createdAt: '2030-05-03T10:00:00.000Z',
        endsAt: '2030-05-06T10:00:00.000Z',
        liftedAt: '2030-05-04T12:00:00.000Z',
        appeal: { appealedAt: '2030-05-04T10:00:00.000Z', text: 'Ben yapmadım.', outcome: 'reversed' },
      },
    ]);
  });

  it('leaves out the reports others filed about the caller', async () => {
    const answer = await invoke(handler, routeEvent());

    expect(JSON.stringify(answer.body)).not.toContain('Gizli şikâyet');
  });

  it('answers a user who has no profile yet without creating one', async () => {
    const answer = await invoke(handler, routeEvent({ userId: 'no-profile-user' }));

    expect(answer.statusCode).toBe(200);
    expect(answer.body.profile).toBeNull();
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(table).not.toHaveReceivedCommand(PutCommand);
  });
});

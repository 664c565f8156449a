import '../support/env';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { causeOf } from '../../../lambdas/notifications/causes';
import { noticesFor } from '../../../lambdas/notifications/notifier';
import { streamRecord } from '../rewards/stream-records';

const table = mockClient(DynamoDBDocumentClient);

const eventItem = {
  pk: 'EVENT#e1',
  sk: 'EVENT',
  id: 'e1',
  type: 'physical',
  state: 'published',
  hostId: 'host',
  host: { userId: 'host', name: 'Deniz', username: null, avatar: null, rating: 0, eventsHosted: 1 },
  title: 'Koşu',
  description: '',
  category: 'Sports',
  tags: [],
  startsAt: '2030-05-08T16:00:00.000Z',
  durationMinutes: 60,
  maxParticipants: 4,
  participantCount: 2,
  price: 0,
  skillLevel: null,
  publicLocation: 'Moda',
  location: null,
  city: null,
  district: null,
  platform: null,
  gameType: null,
  voiceRequired: false,
  requirements: null,
  language: null,
  createdAt: '2030-05-01T10:00:00.000Z',
  updatedAt: '2030-05-01T10:00:00.000Z',
};

const members = [
  { eventId: 'e1', userId: 'host', role: 'host' },
  { eventId: 'e1', userId: 'ayse', role: 'participant' },
  { eventId: 'e1', userId: 'bora', role: 'participant' },
];

const requestsQuery = { ExpressionAttributeValues: { ':prefix': 'REQUEST#' } };

beforeEach(() => {
  table.reset();
  table.on(GetCommand).resolves({ Item: eventItem });
  table.on(QueryCommand).resolves({ Items: members });
  table.on(QueryCommand, requestsQuery).resolves({ Items: [] });
});

const requestKey = { pk: 'EVENT#e1', sk: 'REQUEST#ayse' };
const request = (status: string, extra: Record<string, string> = {}) => ({
  eventId: 'e1',
  requesterId: 'ayse',
  hostId: 'host',
  status,
  createdAt: '2030-05-01T09:00:00.000Z',
  requester: { name: 'Ayşe' },
  ...extra,
});

async function noticesOfStep(from: string, to: string, extra: Record<string, string> = {}) {
  const cause = causeOf(streamRecord('MODIFY', requestKey, request(to, extra), request(from)));
  return cause ? noticesFor(cause) : [];
}

const summary = (notices: Awaited<ReturnType<typeof noticesOfStep>>) =>
  notices.map(({ type, recipientId, key, at }) => ({ type, recipientId, key, at }));

describe('a request’s step', () => {
  it('tells the host of a request the screener passed, at the moment it was screened', async () => {
    const screened = causeOf(
      streamRecord(
        'MODIFY',
        requestKey,
        { ...request('pending'), screening: { screenedAt: '2030-05-01T09:00:02.000Z' } },
        request('screening'),
      ),
    );
    expect(summary(await noticesFor(screened!))).toEqual([
      {
        type: 'joinRequest',
        recipientId: 'host',
        key: 'join-request-e1-ayse',
        at: '2030-05-01T09:00:02.000Z',
      },
    ]);
  });

  it('tells the requester of a decision: the host’s, or the screener’s', async () => {
    const decidedAt = '2030-05-01T11:00:00.000Z';
    expect(summary(await noticesOfStep('pending', 'accepted', { decidedAt }))).toEqual([
      { type: 'requestDecided', recipientId: 'ayse', key: 'request-decided-e1-ayse-accepted', at: decidedAt },
    ]);
    expect(summary(await noticesOfStep('pending', 'waitlisted', { decidedAt }))[0]?.key).toBe(
      'request-decided-e1-ayse-waitlisted',
    );
    expect(summary(await noticesOfStep('screening', 'declined', { decidedAt }))[0]?.key).toBe(
      'request-decided-e1-ayse-declined',
    );
  });

  it('tells the host of a participant leaving, and nobody of a waitlisted person leaving the line', async () => {
    const leftAt = '2030-05-02T10:00:00.000Z';
    expect(summary(await noticesOfStep('accepted', 'left', { leftAt }))).toEqual([
      { type: 'participantLeft', recipientId: 'host', key: 'participant-left-e1-ayse', at: leftAt },
    ]);
    expect(await noticesOfStep('waitlisted', 'left', { leftAt })).toEqual([]);
    expect(await noticesOfStep('offered', 'left', { leftAt })).toEqual([]);
  });

  it('tells a removed participant, and the first in line of a place offered', async () => {
    const at = '2030-05-02T10:00:00.000Z';
    expect(summary(await noticesOfStep('accepted', 'removed', { removedAt: at }))[0]).toMatchObject({
      type: 'participantRemoved',
      recipientId: 'ayse',
    });
    const offered = await noticesOfStep('waitlisted', 'offered', {
      offeredAt: at,
      offerExpiresAt: '2030-05-02T12:00:00.000Z',
    });
    expect(summary(offered)).toEqual([
      { type: 'waitlistOffer', recipientId: 'ayse', key: `waitlist-offer-e1-ayse-${at}`, at },
    ]);
  });

  it('tells nobody of a decline the requester caused by blocking the host', async () => {
    const decidedAt = '2030-05-01T11:00:00.000Z';
    expect(await noticesOfStep('pending', 'declined', { decidedAt, decidedBy: 'requester' })).toEqual([]);
    expect(
      summary(await noticesOfStep('pending', 'declined', { decidedAt, decidedBy: 'host' }))[0]?.recipientId,
    ).toBe('ayse');
  });

  it('tells nobody of an offer taken (the taker did it)', async () => {
    expect(await noticesOfStep('offered', 'accepted', { decidedAt: '2030-05-02T10:00:00.000Z' })).toEqual([]);
  });
});

describe('an event', () => {
  const eventKey = { pk: 'EVENT#e1', sk: 'EVENT' };

  it('tells each participant, and not the host, of a cancellation', async () => {
    const cancelled = { ...eventItem, state: 'cancelled', updatedAt: '2030-05-03T10:00:00.000Z' };
    const cause = causeOf(streamRecord('MODIFY', eventKey, cancelled, eventItem));
    expect(summary(await noticesFor(cause!)).map(({ recipientId, key }) => [recipientId, key])).toEqual([
      ['ayse', 'event-cancelled-e1-ayse'],
      ['bora', 'event-cancelled-e1-bora'],
    ]);
  });

  it('tells those still waiting of a cancellation too: unanswered, in line, or holding an offer', async () => {
    const waiting = ['pending', 'waitlisted', 'offered'].map((status, index) => ({
      ...request(status),
      requesterId: `waiting-${index}`,
      message: 'Ben de gelebilir miyim?',
      decidedAt: null,
      decidedBy: null,
      screening: null,
      requester: { name: 'Can', username: null, avatar: null, rating: 0, eventCount: 0, badges: [] },
    }));
    table.on(QueryCommand, requestsQuery).resolves({ Items: waiting });
    const cancelled = { ...eventItem, state: 'cancelled', updatedAt: '2030-05-03T10:00:00.000Z' };

    const notices = await noticesFor(causeOf(streamRecord('MODIFY', eventKey, cancelled, eventItem))!);

    expect(notices.map(({ recipientId }) => recipientId)).toEqual([
      'ayse',
      'bora',
      'waiting-0',
      'waiting-1',
      'waiting-2',
    ]);
    expect(notices[2]?.email?.paragraphs[0]).toMatch(/^Katılmak istediğin “Koşu” etkinliği/);
    expect(notices[0]?.email?.paragraphs[0]).toMatch(/^Katılacağın “Koşu” etkinliği/);
  });

  it('keys a change with the event’s sequence, so each edit notifies once', async () => {
    const moved = { ...eventItem, startsAt: '2030-05-09T16:00:00.000Z', sequence: 3 };
    const cause = causeOf(streamRecord('MODIFY', eventKey, moved, { ...eventItem, sequence: 2 }));
    expect(summary(await noticesFor(cause!)).map(({ key }) => key)).toEqual([
      'event-changed-e1-3-ayse',
      'event-changed-e1-3-bora',
    ]);
  });

  it('reminds the host and each member, and nobody of a start that moved since', async () => {
    const reminder = (startsAt: string) =>
      causeOf(
        streamRecord(
          'INSERT',
          { pk: 'EVENT#e1', sk: `REMINDER#1h#${startsAt}` },
          { eventId: 'e1', hoursBefore: 1, startsAt, createdAt: '2030-05-08T15:00:00.000Z' },
        ),
      )!;
    expect(
      summary(await noticesFor(reminder(eventItem.startsAt))).map(({ recipientId }) => recipientId),
    ).toEqual(['host', 'ayse', 'bora']);
    expect(await noticesFor(reminder('2030-05-07T16:00:00.000Z'))).toEqual([]);
  });
});

import '../support/env';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as eventCalendar } from '../../../lambdas/calendar/handlers/get-event-calendar';
import { handler as createFeed } from '../../../lambdas/calendar/handlers/create-calendar-feed';
import { calendarFeedKey, calendarFeedLookupKey } from '../../../lambdas/calendar/keys';
import { feedTokenHash } from '../../../lambdas/calendar/feed-token';
import { eventKey, memberKey } from '../../../lambdas/events/keys';
import { calendarRefusals } from '../../../lambdas/contracts/refusals';
import { eventItem } from '../support/event-records';
import { callerId, invoke, lambdaContext, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const guestId = '9a7c1d2e-3f4b-4c5d-8e6f-7a8b9c0d1e2f';

beforeEach(() => {
  table.reset();
  table.on(GetCommand).resolves({});
  table.on(GetCommand, { Key: eventKey(eventItem.id) }).resolves({ Item: eventItem });
  table.on(GetCommand, { Key: memberKey(eventItem.id, callerId) }).resolves({ Item: { role: 'host' } });
});

const download = (userId = callerId) =>
  eventCalendar(routeEvent({ pathParameters: { id: eventItem.id }, userId }), lambdaContext);

describe('GET /private/event/{id}/calendar.ics', () => {
  it('answers a member the file as text/calendar, to be saved under a file name', async () => {
    const answer = await download();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="squad-${eventItem.id.slice(0, 8)}.ics"`,
    });
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('refuses someone who is not a member with 403 in Turkish, and an unknown event with 404', async () => {
    const stranger = await invoke(
      eventCalendar,
      routeEvent({ pathParameters: { id: eventItem.id }, userId: guestId }),
    );
    expect([stranger.statusCode, stranger.body.message]).toEqual([403, calendarRefusals.NOT_A_MEMBER]);

    table.on(GetCommand, { Key: eventKey(eventItem.id) }).resolves({});
    const missing = await invoke(eventCalendar, routeEvent({ pathParameters: { id: eventItem.id } }));
    expect([missing.statusCode, missing.body.message]).toEqual([404, 'Etkinlik bulunamadı.']);
  });

  it('answers 404 for a draft someone else hosts, so a draft is not revealed', async () => {
    table
      .on(GetCommand, { Key: eventKey(eventItem.id) })
      .resolves({ Item: { ...eventItem, state: 'draft' } });
    const answer = await invoke(
      eventCalendar,
      routeEvent({ pathParameters: { id: eventItem.id }, userId: guestId }),
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('POST /private/calendar-feed', () => {
  it('stores only the hash of the secret, and replaces the previous lookup in the same transaction', async () => {
    table.on(GetCommand, { Key: calendarFeedKey(callerId) }).resolves({
      Item: { userId: callerId, tokenHash: 'old-hash', createdAt: '2030-05-01T10:00:00.000Z' },
    });
    table.on(TransactWriteCommand).resolves({});

    const answer = await invoke(createFeed, routeEvent());

    expect(answer.statusCode).toBe(201);
    const token = new URL(String(answer.body.url)).searchParams.get('token') ?? '';
    expect(answer.body.url).toBe(`https://squad.test/calendar/feed.ics?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    expect(JSON.stringify(items)).not.toContain(token);
    expect(items.map((item) => item.Put?.Item?.pk ?? item.Delete?.Key?.pk)).toEqual([
      calendarFeedKey(callerId).pk,
      calendarFeedLookupKey('old-hash').pk,
      calendarFeedLookupKey(feedTokenHash(token)).pk,
    ]);
    expect(items[0].Put?.ConditionExpression).toBe('tokenHash = :previous');
  });
});

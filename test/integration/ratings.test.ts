/**
 * Ratings on the local engines: the real API, DynamoDB Local's conditions, and the stream with the screener and
 * the count-ratings consumer. Rating needs an event that has ended, so this file moves the test clock, which
 * would break the suites sharing the integration stack: it starts a stack of its own, in this process (its
 * handlers are the ones this test invokes directly to redeliver a record), on ports of its own.
 */
import { markingWindowHours } from '../../lambdas/contracts/attendance';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { startLocalStack, type LocalStack } from '../../bin/local/stack';
import { ownStackOptions } from './support/own-stack';
import { istanbulParts } from '../../lambdas/contracts/istanbul-time';
import type { EventCard } from '../../lambdas/contracts/events';
import { eventKey, memberKey } from '../../lambdas/events/keys';
import { ratingKey, ratingSortKeyPrefix } from '../../lambdas/ratings/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { pendingRequester, userWithProfile } from './support/join-requests';
import { pointHelpersAt } from './support/stack-info';
import { waitFor } from './support/stream-recorder';
import { getItem, itemsWithPrefix, setAttributes } from './support/table';
import type { TestUser } from './support/users';
import * as ratingsApi from '../../lambdas/contracts/endpoints/ratings';

// Each test creates users, an event and accepted participants, and waits for the stream: seconds on a busy machine.
jest.setTimeout(30_000);

type StreamHandler = (event: { Records: DynamoDBRecord[] }, context: Context) => Promise<unknown>;

let stack: LocalStack;
let countRatings: StreamHandler;

beforeAll(async () => {
  const options = await ownStackOptions('ratings');
  stack = await startLocalStack(options);
  // The support modules reach whichever stack this names: this file's own.
  await pointHelpersAt(stack, options.dataDir);
  // After the stack has set the environment the module reads at load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  countRatings = require('../../lambdas/ratings/handlers/count-ratings').handler;
}, 120_000);
afterAll(() => stack?.stop());

async function clockNow(): Promise<Date> {
  const response = await fetch(`${stack.siteConfig.apiUrl}/__local/clock`);
  return new Date(((await response.json()) as { now: string }).now);
}

async function advanceMinutes(advanceMinutes: number): Promise<void> {
  const response = await fetch(`${stack.siteConfig.apiUrl}/__local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMinutes }),
  });
  if (response.status !== 200) throw new Error(`clock not moved: ${response.status}`);
}

/** An event tomorrow (on the stack's clock), 2 hours long, with accepted participants. */
async function eventWithParticipants(count: number, label = 'rated') {
  const host = await userWithProfile(`${label}-host`);
  const { date } = istanbulParts(new Date((await clockNow()).getTime() + 86_400_000));
  const created = await callEndpoint(endpoints.events.createEvent, {
    token: host.accessToken,
    body: physicalEventBody({ date, time: '12:00', durationMinutes: 120, maxParticipants: 6 }),
  });
  if (created.status !== 201) throw new Error(`event not created: ${created.status}`);
  const event: EventCard = created.body.event;
  const participants: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const guest = await pendingRequester(event.id, `${label}-guest${i}`);
    const accepted = await callEndpoint(endpoints.requests.acceptJoinRequest, {
      params: { id: event.id, requestId: guest.userId },
      token: host.accessToken,
    });
    if (accepted.status !== 200) throw new Error(`not accepted: ${accepted.status}`);
    participants.push(guest);
  }
  return { host, event, participants };
}

/** Moves the clock just past the opening of the ratings: the end (start + duration) and its 48-hour marking window. */
async function passEnd(event: EventCard, extraMinutes = 1): Promise<void> {
  const end =
    Date.parse(event.startsAt ?? '') + (event.durationMinutes ?? 0) * 60_000 + markingWindowHours * 3_600_000;
  const minutes = Math.ceil((end - (await clockNow()).getTime()) / 60_000) + extraMinutes;
  if (minutes > 0) await advanceMinutes(minutes);
}

const rate = (rater: TestUser, eventId: string, body: Record<string, unknown>) =>
  callEndpoint(ratingsApi.rateEventMember, { params: { id: eventId }, token: rater.accessToken, body });
const profileOf = async (user: TestUser) =>
  (await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken })).body;
const details = async (user: TestUser, eventId: string) =>
  (await callEndpoint(endpoints.events.getEvent, { params: { id: eventId }, token: user.accessToken })).body;

const ratingCounted = (eventId: string, raterId: string, targetId: string) =>
  waitFor(
    () => getItem(ratingKey(eventId, raterId, targetId)),
    (item) => typeof item?.countedAt === 'string',
    10_000,
  );
const feedbackScreened = (eventId: string, raterId: string, targetId: string) =>
  waitFor(
    () => getItem(ratingKey(eventId, raterId, targetId)),
    (item) => item?.feedbackStatus !== 'screening',
    10_000,
  );

/** The stream record of a rating's insert, as the poller hands it to the consumer. */
function insertRecordOf(item: Record<string, unknown>): DynamoDBRecord {
  const { countedAt: _counted, ...inserted } = item;
  return {
    eventID: 'redelivered',
    eventName: 'INSERT',
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      NewImage: marshall(inserted, { removeUndefinedValues: true }) as never,
      SequenceNumber: '1',
    },
  };
}

const lambdaContext = { functionName: 'count-ratings', awsRequestId: 'test' } as Context;

describe('rating after an event', () => {
  it('lets the host and a participant rate each other once the event ended, and moves each average once', async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'both-ways');
    const [guest] = participants as [TestUser];
    await passEnd(event);
    const { date } = istanbulParts(new Date((await clockNow()).getTime() + 3 * 86_400_000));
    const next = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody({ date, time: '12:00' }),
    });

    const byGuest = await rate(guest, event.id, {
      targetUserId: host.userId,
      stars: 5,
      feedback: 'Harika bir akşamdı, çok iyi organize etti!',
    });
    const byHost = await rate(host, event.id, { targetUserId: guest.userId, stars: 4 });
    await ratingCounted(event.id, guest.userId, host.userId);
    await ratingCounted(event.id, host.userId, guest.userId);
    await feedbackScreened(event.id, guest.userId, host.userId);

    expect(byGuest.status).toBe(201);
    expect(byGuest.body.rating).toMatchObject({ stars: 5, feedbackStatus: 'screening' });
    expect(byHost.status).toBe(201);
    expect((await profileOf(host)).stats).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect((await profileOf(guest)).stats).toMatchObject({
      participantAverageRating: 4,
      participantRatingCount: 1,
    });
    // The host's coming event's card carries the fresh rating (count-ratings refreshes the snapshot).
    const nextCard = await waitFor(
      async () =>
        (await callEndpoint(endpoints.events.myEvents, { token: host.accessToken })).body.find(
          (card) => card.id === next.body.event.id,
        ),
      (card) => card?.host.ratingCount === 1,
      10_000,
    );
    expect(nextCard?.host).toMatchObject({ rating: 5, ratingCount: 1 });
    const seen = await details(guest, event.id);
    expect(seen).toMatchObject({ status: 'completed', rating: 5, feedback: 1 });
    expect(seen.host).toMatchObject({ rating: 5, ratingCount: 1 });
    const reviews = await callEndpoint(ratingsApi.listReviews, {
      params: { handle: host.userId },
      token: guest.accessToken,
    });
    expect(reviews.body.items).toEqual([
      expect.objectContaining({
        eventTitle: event.title,
        stars: 5,
        text: 'Harika bir akşamdı, çok iyi organize etti!',
      }),
    ]);
    const download = await callEndpoint(endpoints.account.exportAccount, { token: guest.accessToken });
    expect(download.body).toMatchObject({
      ratingsGiven: [{ eventId: event.id, userId: host.userId, role: 'host', stars: 5 }],
      ratingsReceived: [{ eventId: event.id, userId: host.userId, role: 'participant', stars: 4 }],
    });
  });

  it("lists each member with the rating of their role as it is now: the host's as a host, a participant's as a participant", async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'listed');
    const [guest] = participants as [TestUser];
    await passEnd(event);
    await rate(guest, event.id, { targetUserId: host.userId, stars: 5 });
    await rate(host, event.id, { targetUserId: guest.userId, stars: 2 });
    await ratingCounted(event.id, guest.userId, host.userId);
    await ratingCounted(event.id, host.userId, guest.userId);

    const { participantsList } = await details(guest, event.id);

    expect(participantsList).toEqual([
      expect.objectContaining({ userId: host.userId, role: 'host', rating: 5, ratingCount: 1 }),
      expect.objectContaining({ userId: guest.userId, role: 'participant', rating: 2, ratingCount: 1 }),
    ]);
  });

  it('counts nothing again when the stream redelivers a counted rating', async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'redelivered');
    const [guest] = participants as [TestUser];
    await passEnd(event);
    await rate(guest, event.id, { targetUserId: host.userId, stars: 3 });
    const counted = await ratingCounted(event.id, guest.userId, host.userId);
    const record = insertRecordOf(counted as Record<string, unknown>);

    await countRatings({ Records: [record] }, lambdaContext);
    await countRatings({ Records: [record] }, lambdaContext);

    expect((await getItem(profileKey(host.userId)))?.stats).toMatchObject({
      hostRatingTotal: 3,
      hostRatingCount: 1,
    });
    expect(await getItem(eventKey(event.id))).toMatchObject({ ratingTotal: 3, ratingCount: 1 });
  });

  it('keeps one rating when a participant sends ten for the host at once', async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'eager-rater');
    const [guest] = participants as [TestUser];
    await passEnd(event);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        rate(guest, event.id, { targetUserId: host.userId, stars: (i % 5) + 1 }),
      ),
    );
    await ratingCounted(event.id, guest.userId, host.userId);

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array(9).fill(expect.objectContaining({ reason: 'ALREADY_RATED' })),
    );
    expect(await itemsWithPrefix(eventKey(event.id).pk, ratingSortKeyPrefix)).toHaveLength(1);
    expect((await getItem(eventKey(event.id)))?.ratingCount).toBe(1);
  });

  it('keeps the stars of rejected feedback but not its text, nor its place in the feedback count', async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'rude-rater');
    const [guest] = participants as [TestUser];
    await passEnd(event);

    await rate(guest, event.id, {
      targetUserId: host.userId,
      stars: 2,
      feedback: 'Siktir git aptal orospu çocuğu, fuck you idiot',
    });
    await ratingCounted(event.id, guest.userId, host.userId);
    const screened = await feedbackScreened(event.id, guest.userId, host.userId);

    expect(screened).toMatchObject({ feedbackStatus: 'rejected', stars: 2 });
    expect(screened?.feedback).toBeUndefined();
    expect(await details(host, event.id)).toMatchObject({ rating: 2, feedback: 0 });
    const reviews = await callEndpoint(ratingsApi.listReviews, {
      params: { handle: host.userId },
      token: host.accessToken,
    });
    expect(reviews.body.items).toEqual([]);
  });

  it('refuses a rating before the end, of yourself, by a stranger and between two participants', async () => {
    const { host, event, participants } = await eventWithParticipants(2, 'refusals');
    const [first, second] = participants as [TestUser, TestUser];
    const stranger = await userWithProfile('stranger');

    const early = await rate(first, event.id, { targetUserId: host.userId, stars: 5 });
    await passEnd(event);
    const self = await rate(host, event.id, { targetUserId: host.userId, stars: 5 });
    const byStranger = await rate(stranger, event.id, { targetUserId: host.userId, stars: 1 });
    const sideways = await rate(first, event.id, { targetUserId: second.userId, stars: 4 });

    expect([early.status, early.body]).toEqual([409, expect.objectContaining({ reason: 'NOT_COMPLETED' })]);
    expect([self.status, self.body]).toEqual([400, expect.objectContaining({ reason: 'SELF' })]);
    expect([byStranger.status, byStranger.body]).toEqual([
      403,
      expect.objectContaining({ reason: 'NOT_A_PARTICIPANT' }),
    ]);
    expect([sideways.status, sideways.body]).toEqual([
      403,
      expect.objectContaining({ reason: 'NOT_A_PAIR' }),
    ]);
    expect(await itemsWithPrefix(eventKey(event.id).pk, ratingSortKeyPrefix)).toEqual([]);
  });

  it('refuses a rating of or by a participant marked no-show, and any rating after 14 days', async () => {
    const { host, event, participants } = await eventWithParticipants(2, 'no-show');
    const [absent, present] = participants as [TestUser, TestUser];
    await setAttributes(memberKey(event.id, absent.userId), { attendance: 'no-show' });
    await passEnd(event);

    const ofAbsent = await rate(host, event.id, { targetUserId: absent.userId, stars: 1 });
    const byAbsent = await rate(absent, event.id, { targetUserId: host.userId, stars: 1 });
    await advanceMinutes(14 * 24 * 60 + 5);
    const late = await rate(present, event.id, { targetUserId: host.userId, stars: 5 });

    expect([ofAbsent.status, ofAbsent.body.reason, byAbsent.status, byAbsent.body.reason]).toEqual([
      403,
      'NO_SHOW',
      403,
      'NO_SHOW',
    ]);
    expect([late.status, late.body]).toEqual([409, expect.objectContaining({ reason: 'WINDOW_CLOSED' })]);
  });

  it('keeps the stars of a rater who deleted their account, without their name, text or place in the reviews', async () => {
    const { host, event, participants } = await eventWithParticipants(1, 'leaving-rater');
    const [guest] = participants as [TestUser];
    await passEnd(event);
    await rate(guest, event.id, { targetUserId: host.userId, stars: 4, feedback: 'Güzel bir buluşmaydı.' });
    await ratingCounted(event.id, guest.userId, host.userId);
    await feedbackScreened(event.id, guest.userId, host.userId);

    const deleted = await callEndpoint(endpoints.account.deleteAccount, {
      token: guest.accessToken,
      body: { confirmation: guest.email },
    });

    expect(deleted.status).toBe(200);
    const rating = await getItem(ratingKey(event.id, guest.userId, host.userId));
    expect(rating).toMatchObject({
      stars: 4,
      rater: { name: 'Silinmiş kullanıcı', username: null, avatar: null },
    });
    expect(rating?.feedback).toBeUndefined();
    expect((await profileOf(host)).stats).toMatchObject({ averageRating: 4, ratingCount: 1 });
    const reviews = await callEndpoint(ratingsApi.listReviews, {
      params: { handle: host.userId },
      token: host.accessToken,
    });
    expect(reviews.body.items).toEqual([]);
  });
});

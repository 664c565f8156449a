/**
 * Earned tokens and badges on the local engines. The other parts' facts (an event's completion and attendance, a
 * rating, a reliability month) are written directly with the table client, as those parts will write them; the
 * stack's own stream poller hands the records to the rewards consumers. A test's own poller keeps the records it
 * sees, so the same record can be handed to the real handler again: a redelivery.
 */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { AdminConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as rewardsApi from '../../lambdas/contracts/endpoints/rewards';
import type { RewardsOverview } from '../../lambdas/contracts/rewards';
import { eventKey, memberKey } from '../../lambdas/events/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { earnedClaimKey, referralEmailKey, rewardCountersKey } from '../../lambdas/rewards/keys';
import { grantEarnedTokens } from '../../lambdas/rewards/routes';
import { emailFingerprint, normaliseEmail } from '../../lambdas/rewards/earn-rules';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { setHandlerEnvironment } from './support/jobs';
import { giveAdultBirthDate, publishedEvent, userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { recordStream, waitFor } from './support/stream-recorder';
import { getItem, itemsWithPrefix, setAttributes, tableClient } from './support/table';
import { cognitoClient, signIn, signUp, uniqueEmail, type TestUser } from './support/users';

jest.setTimeout(60_000);

const seen = recordStream('rewards-test-recorder', grantEarnedTokens.stream.filters);

/** Lets the consumers catch up with everything written so far (records are delivered within about a second). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

const put = (item: Record<string, unknown>) =>
  tableClient().send(new PutCommand({ TableName: stackInfo().tableName, Item: item }));

const balanceOf = async (userId: string) => Number((await getItem(profileKey(userId)))?.eventLimit);
const earnedEntries = async (userId: string, reason: string) =>
  (await itemsWithPrefix(profileKey(userId).pk, ledgerSortKeyPrefix)).filter(
    (entry) => entry.reason === reason,
  );
const badgesOf = async (userId: string) =>
  ((await getItem(profileKey(userId)))?.badgesEarned ?? {}) as Record<string, string>;

/** The real handler of the earned-tokens consumer, run in this process with the stack's environment. */
function grantHandler(): (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse> {
  setHandlerEnvironment();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.resolve(__dirname, '../../lambdas/rewards/handlers/grant-earned-tokens')).handler;
}
/** The stack's key of the mailbox fingerprints, read from its Secrets Manager as the consumer reads it. */
function stackMailboxKey(): Promise<string> {
  setHandlerEnvironment();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.resolve(__dirname, '../../lambdas/rewards/mailbox-key')).mailboxKey();
}
const context = { functionName: 'integration-test', awsRequestId: 'integration-test' } as Context;
const redeliver = (record: DynamoDBRecord) => grantHandler()({ Records: [record] }, context);

interface EventFacts {
  hostId: string;
  attendees: { userId: string; attendance?: string }[];
  /** ISO; Wednesday 19:00 in Istanbul by default */
  startsAt?: string;
}

/**
 * An event that ended and whose attendance closed, as the attendance part writes it: the event and its members,
 * then `completedAt`, then `attendanceClosedAt`.
 */
async function completedEvent({ hostId, attendees, startsAt = '2026-10-14T16:00:00.000Z' }: EventFacts) {
  const eventId = `rw-${randomUUID()}`;
  const end = new Date(Date.parse(startsAt) + 120 * 60_000).toISOString();
  await put({
    ...eventKey(eventId),
    id: eventId,
    type: 'physical',
    state: 'published',
    hostId,
    title: 'Moda sahilinde koşu',
    startsAt,
    durationMinutes: 120,
  });
  await put({ ...memberKey(eventId, hostId), eventId, userId: hostId, role: 'host' });
  for (const { userId, attendance } of attendees) {
    await put({
      ...memberKey(eventId, userId),
      eventId,
      userId,
      role: 'participant',
      ...(attendance ? { attendance } : {}),
    });
  }
  await setAttributes(eventKey(eventId), { completedAt: end });
  await setAttributes(eventKey(eventId), {
    attendanceClosedAt: new Date(Date.parse(end) + 48 * 3600_000).toISOString(),
  });
  return eventId;
}

const recordOf = (predicate: (record: DynamoDBRecord) => boolean) =>
  waitFor(
    async () => seen.find(predicate),
    (record) => record !== undefined,
  ) as Promise<DynamoDBRecord>;

async function userWithEmail(email: string): Promise<TestUser> {
  const password = 'Sifre123!';
  const userId = await signUp(email, password);
  await cognitoClient().send(
    new AdminConfirmSignUpCommand({ UserPoolId: stackInfo().userPoolId, Username: email }),
  );
  const user = { email, password, userId, accessToken: await signIn(email, password) };
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  await giveAdultBirthDate(user);
  return user;
}

const referredBy = (user: TestUser, code: string) =>
  callEndpoint(rewardsApi.recordReferral, { token: user.accessToken, body: { code } });

const rewardsOf = async (user: TestUser) =>
  (await callEndpoint(rewardsApi.getRewards, { token: user.accessToken })).body as RewardsOverview;

describe('completing an event', () => {
  it('pays the host and each participant who came 1 token once, and nobody marked no-show', async () => {
    const [host, came, noShow] = await Promise.all([
      userWithProfile('rw-host'),
      userWithProfile('rw-came'),
      userWithProfile('rw-noshow'),
    ]);
    const eventId = await completedEvent({
      hostId: host.userId,
      attendees: [{ userId: came.userId }, { userId: noShow.userId, attendance: 'no-show' }],
    });

    await waitFor(
      () => balanceOf(came.userId),
      (balance) => balance === 6,
    );
    await waitFor(
      () => balanceOf(host.userId),
      (balance) => balance === 6,
    );
    await settle();

    expect(await balanceOf(noShow.userId)).toBe(5);
    expect(await earnedEntries(host.userId, 'EARNED_EVENT_COMPLETED')).toHaveLength(1);
    expect(await getItem(earnedClaimKey(came.userId, 'complete-event', eventId))).toMatchObject({
      tokens: 1,
    });
    expect(await getItem(rewardCountersKey(came.userId))).toMatchObject({ completedEvents: 1 });
  });

  it('changes nothing when the same record is delivered again', async () => {
    const [host, came] = await Promise.all([userWithProfile('rw-host2'), userWithProfile('rw-came2')]);
    const eventId = await completedEvent({ hostId: host.userId, attendees: [{ userId: came.userId }] });
    await waitFor(
      () => balanceOf(came.userId),
      (balance) => balance === 6,
    );
    const record = await recordOf((r) => r.dynamodb?.Keys?.pk?.S === eventKey(eventId).pk);

    await expect(redeliver(record)).resolves.toEqual({ batchItemFailures: [] });
    await settle();

    expect(await balanceOf(came.userId)).toBe(6);
    expect(await balanceOf(host.userId)).toBe(6);
    expect(await earnedEntries(came.userId, 'EARNED_EVENT_COMPLETED')).toHaveLength(1);
  });

  it('pays nobody for an event nobody came to', async () => {
    const host = await userWithProfile('rw-lonely');
    const eventId = await completedEvent({ hostId: host.userId, attendees: [] });
    await recordOf((r) => r.dynamodb?.Keys?.pk?.S === eventKey(eventId).pk);
    await settle();

    expect(await balanceOf(host.userId)).toBe(5);
  });

  it('pays the host 5 tokens once for the fifth completed event of a month, and records the night, weekend and monthly badges', async () => {
    const [host, came] = await Promise.all([userWithProfile('rw-monthly'), userWithProfile('rw-regular')]);
    // Saturdays at 21:00 in Istanbul: night and weekend events for both.
    const starts = ['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24', '2026-10-31'].map(
      (day) => `${day}T18:00:00.000Z`,
    );
    for (const startsAt of starts) {
      await completedEvent({ hostId: host.userId, attendees: [{ userId: came.userId }], startsAt });
    }

    await waitFor(
      () => balanceOf(host.userId),
      (balance) => balance === 5 + 5 + 5,
    );
    await settle();
    expect(await earnedEntries(host.userId, 'EARNED_MONTHLY_HOST')).toHaveLength(1);
    expect(await getItem(earnedClaimKey(host.userId, 'monthly-host', '2026-10'))).toMatchObject({
      tokens: 5,
    });
    const badges = await waitFor(
      () => badgesOf(came.userId),
      (b) => 'weekend-warrior' in b,
    );
    expect(Object.keys(badges)).toEqual(expect.arrayContaining(['night-owl', 'weekend-warrior']));
    expect(Object.keys(await badgesOf(host.userId))).toEqual(expect.arrayContaining(['monthly-champion']));
  });
});

describe('a five-star rating', () => {
  it('pays the rated person 2 tokens once per event, however many rate them 5', async () => {
    const [host, first, second] = await Promise.all([
      userWithProfile('rw-rated'),
      userWithProfile('rw-rater1'),
      userWithProfile('rw-rater2'),
    ]);
    const eventId = `rw-${randomUUID()}`;
    const rating = (rater: TestUser, stars: number) =>
      put({
        pk: eventKey(eventId).pk,
        sk: `RATING#${rater.userId}#${host.userId}`,
        eventId,
        raterId: rater.userId,
        targetId: host.userId,
        targetRole: 'host',
        stars,
        feedbackStatus: 'none',
        createdAt: new Date().toISOString(),
        eventTitle: 'Kutu oyunları',
      });

    await Promise.all([rating(first, 5), rating(second, 5)]);
    await waitFor(
      () => balanceOf(host.userId),
      (balance) => balance === 7,
    );
    await settle();

    expect(await balanceOf(host.userId)).toBe(7);
    expect(await earnedEntries(host.userId, 'EARNED_FIVE_STAR_RATING')).toHaveLength(1);
  });

  it('pays nothing for four stars', async () => {
    const [host, rater] = await Promise.all([userWithProfile('rw-four'), userWithProfile('rw-rater4')]);
    const eventId = `rw-${randomUUID()}`;
    await put({
      pk: eventKey(eventId).pk,
      sk: `RATING#${rater.userId}#${host.userId}`,
      eventId,
      raterId: rater.userId,
      targetId: host.userId,
      stars: 4,
    });
    await settle();

    expect(await balanceOf(host.userId)).toBe(5);
  });
});

/** The host rating stats as the ratings part's consumer moves them. */
const setRatings = (user: TestUser, count: number, total: number) =>
  tableClient().send(
    new UpdateCommand({
      TableName: stackInfo().tableName,
      Key: profileKey(user.userId),
      UpdateExpression: 'SET stats.hostRatingCount = :count, stats.hostRatingTotal = :total',
      ExpressionAttributeValues: { ':count': count, ':total': total },
    }),
  );

describe('badges', () => {
  it('records a badge with its date once the facts hold, and keeps that date', async () => {
    const user = await userWithProfile('rw-badges');

    await put({ pk: profileKey(user.userId).pk, sk: 'RELIABILITY#2026-10', events: 5, noShows: 0 });
    await setRatings(user, 1, 5);
    const first = await waitFor(
      () => badgesOf(user.userId),
      (b) => 'reliable' in b && 'first-rating' in b,
    );

    await setRatings(user, 2, 6);
    await settle();
    const later = await badgesOf(user.userId);
    expect(later.reliable).toBe(first.reliable);
    expect(later['first-rating']).toBe(first['first-rating']);
    expect(later['star-host']).toBe(first['star-host']);

    const profile = (await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken })).body as {
      badges: { id: string; earned: boolean; earnedAt: string | null }[];
    };
    expect(profile.badges.find((badge) => badge.id === 'reliable')).toEqual(
      expect.objectContaining({ earned: true, earnedAt: first.reliable }),
    );
  });
});

describe('referrals', () => {
  it('pays the inviter and the invited user 3 tokens each when the invited user publishes a first event', async () => {
    const inviter = await userWithProfile('rw-inviter');
    const { inviteCode } = await rewardsOf(inviter);
    const invited = await userWithProfile('rw-invited');

    const recorded = await callEndpoint(rewardsApi.recordReferral, {
      token: invited.accessToken,
      body: { code: inviteCode.toLowerCase() },
    });
    expect(recorded.status).toBe(200);
    await publishedEvent(invited);

    await waitFor(
      () => balanceOf(inviter.userId),
      (balance) => balance === 8,
    );
    await waitFor(
      () => balanceOf(invited.userId),
      (balance) => balance === 5 - 1 + 3,
    );
    expect((await rewardsOf(inviter)).progress).toMatchObject({ referralsInvited: 1, referralsPaid: 1 });
    expect((await rewardsOf(invited)).invitedBy).toEqual({ name: expect.any(String), paid: true });
    expect((await rewardsOf(invited)).history).toEqual([
      expect.objectContaining({ rule: 'referral', tokens: 3, friendName: expect.any(String) }),
    ]);

    const second = await callEndpoint(rewardsApi.recordReferral, {
      token: invited.accessToken,
      body: { code: inviteCode },
    });
    expect(second).toMatchObject({ status: 409, body: { reason: 'ALREADY_REFERRED' } });
  });

  it('claims the invited mailbox under an HMAC of the stack key, never the plain SHA-256 of the address', async () => {
    const inviter = await userWithProfile('rw-inviter-hmac');
    const { inviteCode } = await rewardsOf(inviter);
    const invited = await userWithProfile('rw-invited-hmac');
    expect((await referredBy(invited, inviteCode)).status).toBe(200);
    await publishedEvent(invited);
    await waitFor(
      () => balanceOf(inviter.userId),
      (balance) => balance === 8,
    );

    const plainDigest = createHash('sha256').update(normaliseEmail(invited.email)).digest('hex');
    expect(await getItem(referralEmailKey(plainDigest))).toBeUndefined();
    const keyed = emailFingerprint(invited.email, await stackMailboxKey());
    expect(await getItem(referralEmailKey(keyed))).toMatchObject({ invitedId: invited.userId });
  });

  it('pays once when the grant runs many times in parallel', async () => {
    const inviter = await userWithProfile('rw-inviter-p');
    const { inviteCode } = await rewardsOf(inviter);
    const invited = await userWithProfile('rw-invited-p');
    await callEndpoint(rewardsApi.recordReferral, { token: invited.accessToken, body: { code: inviteCode } });
    await publishedEvent(invited);
    const record = await recordOf(
      (r) => r.dynamodb?.Keys?.pk?.S === profileKey(invited.userId).pk && r.eventName === 'MODIFY',
    );

    const answers = await Promise.all(Array.from({ length: 10 }, () => redeliver(record)));
    await settle();

    expect(answers.every((answer) => answer.batchItemFailures.length === 0)).toBe(true);
    expect(await balanceOf(inviter.userId)).toBe(8);
    expect(await balanceOf(invited.userId)).toBe(7);
    expect(await earnedEntries(inviter.userId, 'EARNED_REFERRAL')).toHaveLength(1);
  });

  it("refuses the user's own code and pays nothing", async () => {
    const user = await userWithProfile('rw-self');
    const { inviteCode } = await rewardsOf(user);

    const answer = await callEndpoint(rewardsApi.recordReferral, {
      token: user.accessToken,
      body: { code: inviteCode },
    });

    expect(answer).toMatchObject({ status: 409, body: { reason: 'OWN_CODE' } });
    expect((await getItem(profileKey(user.userId)))?.referredBy).toBeUndefined();
  });

  it('refuses the code of an account on the same mailbox, and pays a second account on a paid mailbox nothing', async () => {
    const mailbox = uniqueEmail('rw-box');
    const [local, domain] = mailbox.split('@');
    const inviter = await userWithProfile('rw-inviter-box');
    const { inviteCode } = await rewardsOf(inviter);
    const selfInviter = await userWithEmail(`${local}@${domain}`);
    const { inviteCode: ownCode } = await rewardsOf(selfInviter);
    const secondAccount = await userWithEmail(`${local}+again@${domain}`);

    expect(
      await callEndpoint(rewardsApi.recordReferral, {
        token: secondAccount.accessToken,
        body: { code: ownCode },
      }),
    ).toMatchObject({ status: 409, body: { reason: 'OWN_CODE' } });

    // The mailbox was paid once before, by an account since deleted: its claim outlives the account.
    await put({
      ...referralEmailKey(emailFingerprint(mailbox, await stackMailboxKey())),
      invitedId: 'deleted-account',
      at: new Date().toISOString(),
    });
    expect((await referredBy(secondAccount, inviteCode)).status).toBe(200);
    await publishedEvent(secondAccount);
    await recordOf(
      (r) => r.dynamodb?.Keys?.pk?.S === profileKey(secondAccount.userId).pk && r.eventName === 'MODIFY',
    );
    await settle();

    expect(await balanceOf(inviter.userId)).toBe(5);
    expect(await balanceOf(secondAccount.userId)).toBe(4);
  });
});

/**
 * Reports of an event, a message or a review on the local engines: each piece of content gathers its reports into
 * one case, only what the reporter can see and did not write can be reported, and a moderator's removal acts on
 * the content itself: the event cancelled with its participants told why, the message and the review text gone.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as ratingsApi from '../../lambdas/contracts/endpoints/ratings';
import { removedMessageText } from '../../lambdas/contracts/messages';
import type { CaseKind, ContentReport } from '../../lambdas/contracts/moderation';
import { contentReportRefusals } from '../../lambdas/contracts/refusals';
import { ratingKey, reviewIndexAttributes } from '../../lambdas/ratings/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { acceptGuest, pendingRequester, publishedEvent, userWithProfile } from './support/join-requests';
import { inboxOf, readThread, sendMessage } from './support/messages';
import { decideCase, moderator, notificationOf, readCase, until } from './support/moderation';
import { stackInfo } from './support/stack-info';
import { tableClient } from './support/table';
import type { TestUser } from './support/users';

jest.setTimeout(90_000);

const reportOf = (reporter: TestUser, target: ContentReport['target']) =>
  callEndpoint(endpoints.moderation.reportContent, {
    token: reporter.accessToken,
    body: { target, reason: 'offensive', text: 'Topluluk kurallarına aykırı bir içerik.' },
  });

/** The open case of `kind` about `subjectId` with at least `reportCount` reports, once the stream opened it. */
function openCaseOf(mod: TestUser, kind: CaseKind, subjectId: string, reportCount = 1) {
  return until(async () => {
    const page = await callEndpoint(endpoints.moderation.listCases, {
      token: mod.accessToken,
      query: { status: 'open', kind },
    });
    return page.body.cases.find(
      (item) => item.subject.userId === subjectId && item.reportCount >= reportCount,
    );
  }, `${kind} case about ${subjectId}`);
}

describe('a report of an event', () => {
  it('groups the reports of one event into one case, and refuses the host and a second report the same day', async () => {
    const [host, reporter, secondReporter, mod] = await Promise.all([
      userWithProfile('reported-host'),
      userWithProfile('event-reporter'),
      userWithProfile('second-event-reporter'),
      moderator('event-moderator'),
    ]);
    const event = await publishedEvent(host);
    const target = { kind: 'event', eventId: event.id } as const;

    expect((await reportOf(reporter, target)).status).toBe(201);
    expect((await reportOf(secondReporter, target)).status).toBe(201);
    const own = await reportOf(host, target);
    const again = await reportOf(reporter, target);

    const opened = await openCaseOf(mod, 'event-report', host.userId, 2);
    const details = await readCase(mod, opened.caseId);
    expect(details.body.content).toEqual(expect.arrayContaining([{ label: 'Etkinlik', text: event.title }]));
    expect(details.body.actions).toContain('remove-content');
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ reason: 'OWN_CONTENT', message: contentReportRefusals.OWN_CONTENT });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an event that does not exist', async () => {
    const reporter = await userWithProfile('lost-reporter');

    const answer = await reportOf(reporter, { kind: 'event', eventId: randomUUID() });

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ reason: 'CONTENT_NOT_FOUND' });
  });

  it('removed by a moderator, is cancelled, its participants are told why, and only its host still sees it', async () => {
    const [host, guest, reporter, mod] = await Promise.all([
      userWithProfile('removed-host'),
      userWithProfile('removed-guest'),
      userWithProfile('removal-reporter'),
      moderator('removing-moderator'),
    ]);
    const event = await publishedEvent(host);
    await acceptGuest(host, event.id, guest);
    expect((await reportOf(reporter, { kind: 'event', eventId: event.id })).status).toBe(201);
    const opened = await openCaseOf(mod, 'event-report', host.userId);

    const decided = await decideCase(mod, opened.caseId, { action: 'remove-content' });

    expect(decided.status).toBe(200);
    const told = await notificationOf(guest, 'eventCancelled');
    expect(told.text).toContain('topluluk kurallarına aykırı olduğu için kaldırıldı');
    const hostView = await callEndpoint(endpoints.events.getEvent, {
      token: host.accessToken,
      params: { id: event.id },
    });
    expect(hostView.body).toMatchObject({ status: 'cancelled' });
    const guestView = await callEndpoint(endpoints.events.getEvent, {
      token: guest.accessToken,
      params: { id: event.id },
    });
    expect(guestView.status).toBe(404);
    const listed = async (user: TestUser) =>
      (await callEndpoint(endpoints.events.myEvents, { token: user.accessToken })).body.map(
        (item) => item.id,
      );
    expect(await listed(guest)).not.toContain(event.id);
    expect(await listed(host)).toContain(event.id);
    const sanction = await notificationOf(host, 'sanction');
    expect(sanction.text).toContain('kaldırıldı');
    await notificationOf(reporter, 'reportReviewed');
  });
});

describe('a report of a message', () => {
  it('is open to the other party of the thread only, and a removal leaves the thread saying so', async () => {
    const [host, outsider, mod] = await Promise.all([
      userWithProfile('thread-host'),
      userWithProfile('thread-outsider'),
      moderator('message-moderator'),
    ]);
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'thread-guest');
    const sent = await sendMessage(guest, event.id, guest.userId, 'Bana numaranı ver, yoksa görürsün.');
    expect(sent.status).toBe(201);
    const { message } = sent.body;
    const target = {
      kind: 'message',
      eventId: event.id,
      threadUserId: guest.userId,
      messageId: message.id,
      sentAt: message.sentAt,
    } as const;

    expect((await reportOf(outsider, target)).status).toBe(403);
    expect((await reportOf(guest, target)).status).toBe(400);
    expect((await reportOf(host, target)).status).toBe(201);
    const opened = await openCaseOf(mod, 'message-report', guest.userId);
    const details = await readCase(mod, opened.caseId);
    expect(details.body.content).toEqual(
      expect.arrayContaining([{ label: 'Mesaj', text: 'Bana numaranı ver, yoksa görürsün.' }]),
    );

    expect((await decideCase(mod, opened.caseId, { action: 'remove-content' })).status).toBe(200);

    const thread = await readThread(host, event.id, guest.userId);
    expect(thread.body.messages).toEqual([
      expect.objectContaining({ id: message.id, text: '', removed: true }),
    ]);
    const kept = await readCase(mod, opened.caseId);
    expect(kept.body.content).toEqual(details.body.content);
    // Its words leave both inboxes too, where it was the thread's last message.
    for (const party of [host, guest]) {
      await until(async () => {
        const line = (await inboxOf(party)).threads.find((item) => item.eventId === event.id);
        return line?.lastMessage === removedMessageText ? line : undefined;
      }, 'the inbox line without the removed words');
    }
  });
});

describe('a report of a review', () => {
  it('removed by a moderator, takes the review off the reviewed user’s Reviews', async () => {
    const [reviewed, rater, reporter, mod] = await Promise.all([
      userWithProfile('reviewed'),
      userWithProfile('rater'),
      userWithProfile('review-reporter'),
      moderator('review-moderator'),
    ]);
    const eventId = randomUUID();
    const createdAt = new Date().toISOString();
    const rating = { eventId, raterId: rater.userId, targetId: reviewed.userId, createdAt };
    // A published review as the ratings feature leaves it (rating a completed event takes a day of clock).
    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: {
          ...ratingKey(eventId, rater.userId, reviewed.userId),
          ...rating,
          ...reviewIndexAttributes(rating),
          targetRole: 'host',
          stars: 1,
          feedback: 'Berbat biri, sakın gitmeyin.',
          feedbackStatus: 'published',
          rater: { name: 'Puanlayan', username: null, avatar: null },
          eventTitle: 'Kadıköy yürüyüşü',
          countedAt: createdAt,
        },
      }),
    );
    const reviews = () =>
      callEndpoint(ratingsApi.listReviews, {
        token: reporter.accessToken,
        params: { handle: reviewed.userId },
        query: {},
      });
    expect((await reviews()).body.items).toHaveLength(1);

    const target = { kind: 'review', eventId, raterId: rater.userId, userId: reviewed.userId } as const;
    expect((await reportOf(rater, target)).status).toBe(400);
    expect((await reportOf(reporter, target)).status).toBe(201);
    const opened = await openCaseOf(mod, 'review-report', rater.userId);
    expect((await decideCase(mod, opened.caseId, { action: 'remove-content' })).status).toBe(200);

    expect((await reviews()).body.items).toEqual([]);
    expect((await reportOf(reporter, target)).status).toBe(404);
  });
});

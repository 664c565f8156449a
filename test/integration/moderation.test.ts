/**
 * The moderators' side on the local engines: a report becomes a case (reports of one user grouped into one), a
 * moderator's suspension refuses the user's writes and hides their events until it ends or an appeal reverses it,
 * every read and decision is in the audit log, two moderators deciding one case at once end with one decision, and a held join request a
 * moderator approves reaches the host, once. Only moderators reach any of it.
 */
import type { CaseDetails } from '../../lambdas/contracts/moderation';
import { accountRefusals, moderationRefusals } from '../../lambdas/contracts/refusals';
import { requestKey } from '../../lambdas/requests/keys';
import { waitForMail } from './support/sent-mail';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { runScheduledJob, setHandlerEnvironment } from './support/jobs';
import {
  publishedEvent,
  requestStuckInScreening,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { sendMessage } from './support/messages';
import { recordStream } from './support/stream-recorder';
import { caseOpener } from '../../lambdas/moderation/routes';
import { reportUser } from './support/other-users';
import { getItem } from './support/table';
import { signIn, type TestUser } from './support/users';
import {
  decideCase,
  moderator,
  notificationOf,
  openAppealOf,
  openCaseAbout,
  readCase,
  until,
} from './support/moderation';

jest.setTimeout(90_000);

// The stuck-screening sweep, run in this process, holds a request past its redrive window without screening it.
Object.assign(process.env, { SCREENER: 'rules', SCREENER_MODEL_ID: 'rules' });

const report = (reporter: TestUser, target: TestUser) =>
  reportUser(reporter, target.userId, {
    reason: 'harassment',
    text: 'Sürekli mesaj atıyor, rahatsız oldum.',
  });

describe('the moderation endpoints', () => {
  it('answer a signed-in user outside the moderators with 403, and a moderator with the queue', async () => {
    const [user, mod] = await Promise.all([userWithProfile('not-moderator'), moderator('moderator')]);

    const refused = await callEndpoint(endpoints.moderation.listCases, {
      token: user.accessToken,
      query: {},
    });
    const queue = await callEndpoint(endpoints.moderation.listCases, { token: mod.accessToken, query: {} });

    expect(refused.status).toBe(403);
    expect(queue.status).toBe(200);
  });
});

describe('a report, through a suspension, to its end', () => {
  it('groups reports into a case, suspends the user with writes refused and events hidden, and audits each step', async () => {
    const [mod, reported, reporter, secondReporter, viewer] = await Promise.all([
      moderator('suspending-moderator'),
      userWithProfile('reported'),
      userWithProfile('reporter'),
      userWithProfile('second-reporter'),
      userWithProfile('viewer'),
    ]);
    const event = await publishedEvent(reported);
    expect((await report(reporter, reported)).status).toBe(201);
    const opened = await openCaseAbout(mod, reported.userId);
    expect((await report(secondReporter, reported)).status).toBe(201);
    const grouped = await openCaseAbout(mod, reported.userId, 2);
    expect(grouped.caseId).toBe(opened.caseId);

    const details = await readCase(mod, opened.caseId);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject<Partial<CaseDetails>>({
      kind: 'user-report',
      reportCount: 2,
      actions: ['dismiss', 'warn', 'suspend', 'ban'],
    });
    expect(details.body.reports.map((item) => item.reporter.userId).sort()).toEqual(
      [reporter.userId, secondReporter.userId].sort(),
    );
    expect(details.body.reports.map((item) => item.reporterHistory)).toEqual([
      { pastCases: 0, sanctions: 0 },
      { pastCases: 0, sanctions: 0 },
    ]);

    const decided = await decideCase(mod, opened.caseId, { action: 'suspend', days: 3 });
    expect(decided.status).toBe(200);

    const refused = await callEndpoint(endpoints.events.createEvent, {
      token: reported.accessToken,
      body: physicalEventBody(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: 'SUSPENDED' });
    expect(String((refused.body as { message: string }).message)).toContain('Askının bitişi');
    const hidden = await callEndpoint(endpoints.events.getEvent, {
      token: viewer.accessToken,
      params: { id: event.id },
    });
    expect(hidden.status).toBe(404);
    const own = await callEndpoint(endpoints.events.getEvent, {
      token: reported.accessToken,
      params: { id: event.id },
    });
    expect(own.status).toBe(200);
    const sanctions = await callEndpoint(endpoints.moderation.listMySanctions, {
      token: reported.accessToken,
    });
    expect(sanctions.body.sanctions).toEqual([
      expect.objectContaining({ action: 'suspend', rule: 'harassment', inForce: true }),
    ]);

    // Told in the bell and by e-mail (a sanction's notice whatever the settings), and the reporters told it was seen.
    const told = await notificationOf(reported, 'sanction');
    expect(told.text).toContain('askıya alındı');
    expect(told.link).toBe('/dashboard/settings#yaptirimlar');
    const mail = await waitForMail(reported.email, 1);
    expect(mail.body.text).toContain('Moderatörün gerekçesi: Bildirilen mesajlar ısrarlı ve rahatsız edici.');
    expect(mail.body.text).toContain('itiraz edebilirsin');
    for (const each of [reporter, secondReporter]) {
      const reviewed = await notificationOf(each, 'reportReviewed');
      expect(reviewed.text).toBe(
        'Bildirimin incelendi ve gerekli işlem yapıldı. Topluluğu güvenli tuttuğun için teşekkürler!',
      );
      expect(reviewed.text).not.toContain(reported.userId);
    }

    const audit = await callEndpoint(endpoints.moderation.listAudit, { token: mod.accessToken, query: {} });
    const ofCase = audit.body.entries.filter((entry) => entry.caseId === opened.caseId);
    expect(ofCase.map((entry) => [entry.kind, entry.action, entry.moderator.userId])).toEqual([
      ['decision', 'suspend', mod.userId],
      ['case-read', null, mod.userId],
    ]);

    // One appeal, to another moderator; reversing it lifts the suspension at once.
    const [sanction] = sanctions.body.sanctions;
    const appeal = (text: string) =>
      callEndpoint(endpoints.moderation.appealSanction, {
        token: reported.accessToken,
        params: { sanctionId: sanction.sanctionId },
        body: { text },
      });
    expect((await appeal('Mesajlar bana ait değil, hesabım ele geçirilmişti.')).status).toBe(201);
    expect((await appeal('Bir kez daha itiraz ediyorum, lütfen bakın.')).status).toBe(409);
    const appealCase = await openAppealOf(mod, reported.userId);
    const byTheSameModerator = await decideCase(mod, appealCase.caseId, { action: 'reverse' });
    expect(byTheSameModerator.body).toMatchObject({ reason: 'OWN_DECISION' });
    const reviewer = await moderator('appeal-moderator');
    expect((await decideCase(reviewer, appealCase.caseId, { action: 'reverse' })).status).toBe(200);

    const created = await callEndpoint(endpoints.events.createEvent, {
      token: reported.accessToken,
      body: physicalEventBody(),
    });
    expect(created.status).toBe(201);
    const visible = await callEndpoint(endpoints.events.getEvent, {
      token: viewer.accessToken,
      params: { id: event.id },
    });
    expect(visible.status).toBe(200);
    const after = await callEndpoint(endpoints.moderation.listMySanctions, { token: reported.accessToken });
    expect(after.body.sanctions).toEqual([
      expect.objectContaining({
        inForce: false,
        appealable: false,
        appeal: expect.objectContaining({ outcome: 'reversed' }),
      }),
    ]);
    const log = await callEndpoint(endpoints.moderation.listAudit, {
      token: reviewer.accessToken,
      query: {},
    });
    expect(
      log.body.entries
        .filter((entry) => entry.subjectUserId === reported.userId && entry.kind === 'decision')
        .map((entry) => [entry.action, entry.moderator.userId]),
    ).toEqual([
      ['reverse', reviewer.userId],
      ['suspend', mod.userId],
    ]);
  });

  it('ends a suspension by itself at its end: its one-time job lifts it', async () => {
    const [mod, reported, reporter] = await Promise.all([
      moderator('lifting-moderator'),
      userWithProfile('lifted'),
      userWithProfile('lift-reporter'),
    ]);
    expect((await report(reporter, reported)).status).toBe(201);
    const opened = await openCaseAbout(mod, reported.userId);
    expect((await decideCase(mod, opened.caseId, { action: 'suspend', days: 1 })).status).toBe(200);

    setHandlerEnvironment();
    const { liftSuspension } = await import('../../lambdas/moderation/sanctions-table');
    const endsAt = (await getItem({ pk: `USER#${reported.userId}`, sk: 'PROFILE' }))
      ?.suspendedUntil as string;
    await expect(liftSuspension(reported.userId, endsAt)).resolves.toBe(true);
    await expect(liftSuspension(reported.userId, endsAt)).resolves.toBe(false);

    const created = await callEndpoint(endpoints.events.createEvent, {
      token: reported.accessToken,
      body: physicalEventBody(),
    });
    expect(created.status).toBe(201);
  });

  it('refuses every write of a banned user with 403 and closes their account in the user pool', async () => {
    const [mod, reported, reporter] = await Promise.all([
      moderator('banning-moderator'),
      userWithProfile('banned'),
      userWithProfile('ban-reporter'),
    ]);
    expect((await report(reporter, reported)).status).toBe(201);
    const opened = await openCaseAbout(mod, reported.userId);

    expect((await decideCase(mod, opened.caseId, { action: 'ban' })).status).toBe(200);

    const refused = await callEndpoint(endpoints.events.createEvent, {
      token: reported.accessToken,
      body: physicalEventBody(),
    });
    expect(refused.body).toMatchObject({ reason: 'BANNED', message: accountRefusals.BANNED });
    await expect(signIn(reported.email, reported.password)).rejects.toThrow('User is disabled.');
  });

  it('hides a banned user’s profile from everyone', async () => {
    const [mod, reported, reporter] = await Promise.all([
      moderator('hiding-moderator'),
      userWithProfile('hidden-banned'),
      userWithProfile('hiding-reporter'),
    ]);
    expect((await report(reporter, reported)).status).toBe(201);
    const opened = await openCaseAbout(mod, reported.userId);

    expect((await decideCase(mod, opened.caseId, { action: 'ban' })).status).toBe(200);

    const profile = await callEndpoint(endpoints.users.getPublicProfile, {
      token: reporter.accessToken,
      params: { handle: reported.userId },
    });
    expect(profile.status).toBe(404);
  });
});

describe('two moderators deciding one case at once', () => {
  it('end with one decision: the other is told it came second', async () => {
    const [first, second, reported, reporter] = await Promise.all([
      moderator('racing-moderator-1'),
      moderator('racing-moderator-2'),
      userWithProfile('raced'),
      userWithProfile('race-reporter'),
    ]);
    expect((await report(reporter, reported)).status).toBe(201);
    const opened = await openCaseAbout(first, reported.userId);

    const answers = await Promise.all([
      decideCase(first, opened.caseId, { action: 'warn' }),
      decideCase(second, opened.caseId, { action: 'dismiss' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: moderationRefusals.ALREADY_DECIDED,
    });
    const closed = await readCase(first, opened.caseId);
    const winner = answers[0].status === 200 ? 'warn' : 'dismiss';
    expect(closed.body).toMatchObject({ status: 'closed', action: winner });
    const audit = await callEndpoint(endpoints.moderation.listAudit, { token: first.accessToken, query: {} });
    expect(
      audit.body.entries.filter((entry) => entry.caseId === opened.caseId && entry.kind === 'decision'),
    ).toHaveLength(1);
  });
});

describe('a held join request', () => {
  it('approved by a moderator reaches the host, once', async () => {
    const [mod, host, guest] = await Promise.all([
      moderator('held-moderator'),
      userWithProfile('held-host'),
      userWithProfile('held-guest'),
    ]);
    const event = await publishedEvent(host);
    await requestStuckInScreening(host, event.id, guest, 'Selam, ben de gelmek isterim!', 24 * 60 + 5);
    await runScheduledJob('screening/handlers/sweep-stuck-screening');
    const opened = await openCaseAbout(mod, guest.userId, 0);
    expect(opened.kind).toBe('held-request');

    const approvals = await Promise.all([
      decideCase(mod, opened.caseId, { action: 'approve' }),
      decideCase(mod, opened.caseId, { action: 'approve' }),
    ]);

    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getItem(requestKey(event.id, guest.userId))).toMatchObject({ status: 'pending' });
    const requests = await callEndpoint(endpoints.requests.listJoinRequests, {
      token: host.accessToken,
      params: { id: event.id },
    });
    expect(requests.body).toEqual([expect.objectContaining({ id: guest.userId, status: 'pending' })]);
    expect((await getItem({ pk: `EVENT#${event.id}`, sk: 'EVENT' }))?.pendingRequests).toBe(1);
  });
});

describe('a sample of the screener’s declines', () => {
  const screened = recordStream('screened-requests', caseOpener.stream.filters);

  it('opens a case, and an overturn passes the request on to the host, with its thread open', async () => {
    const [mod, host, guest] = await Promise.all([
      moderator('sample-moderator'),
      userWithProfile('sample-host'),
      userWithProfile('sample-guest'),
    ]);
    const event = await publishedEvent(host);
    const key = requestKey(event.id, guest.userId);
    await sendJoinRequest(guest, event.id, 'Beni 0532 417 28 93 numarasından ara, WhatsApp’tan konuşalım.');
    expect(await screenedStatus(event.id, guest.userId)).toBe('declined');
    const declined = await until(
      async () =>
        screened.find(
          (record) =>
            record.dynamodb?.Keys?.sk?.S === key.sk && record.dynamodb.NewImage?.status?.S === 'declined',
        ),
      'the decline on the stream',
    );
    // Every decline in the sample, here, rather than the 5% the stack's consumer takes.
    setHandlerEnvironment();
    const { openScreenedRequestCase } = await import('../../lambdas/moderation/case-openings');
    await openScreenedRequestCase(declined, 100);
    const opened = await openCaseAbout(mod, guest.userId, 0);
    expect(opened.kind).toBe('screened-decline');

    expect((await decideCase(mod, opened.caseId, { action: 'approve' })).status).toBe(200);

    expect(await getItem(key)).toMatchObject({ status: 'pending', screening: { outcome: 'approved' } });
    const told = await notificationOf(host, 'joinRequest');
    expect(told.text).toContain('katılmak istiyor');
    expect((await sendMessage(guest, event.id, guest.userId, 'Teşekkürler!')).status).toBe(201);
  });
});

describe('a notice of unlawful content', () => {
  it('from anyone, without an account, becomes a case about the linked event’s host and is acknowledged by e-mail', async () => {
    const [mod, host] = await Promise.all([moderator('notice-moderator'), userWithProfile('noticed-host')]);
    const event = await publishedEvent(host);
    const contactEmail = `ihbar-${event.id.slice(0, 8)}@example.com`;
    const url = `https://squad.example/dashboard/eventDetails/${event.id}`;

    const given = await callEndpoint(endpoints.moderation.giveContentNotice, {
      body: {
        url,
        reason: 'privacy',
        text: 'Etkinlik açıklamasında benim telefon numaram izinsiz paylaşılmış.',
        contactEmail,
      },
    });

    expect(given.status).toBe(201);
    const opened = await until(async () => {
      const page = await callEndpoint(endpoints.moderation.listCases, {
        token: mod.accessToken,
        query: { status: 'open', kind: 'content-notice' },
      });
      return page.body.cases.find((item) => item.subject.userId === host.userId);
    }, 'content notice case');
    const details = await readCase(mod, opened.caseId);
    expect(details.body.content).toEqual(
      expect.arrayContaining([
        { label: 'Bağlantı', text: url },
        { label: 'Bildirenin e-postası', text: contactEmail },
      ]),
    );
    const acknowledgement = await waitForMail(contactEmail, 1);
    expect(acknowledgement.body.text).toContain(`Bildirim numaran: ${opened.caseId}`);
  });

  it('tells its sender the outcome by e-mail once a moderator decides, naming nobody', async () => {
    const [mod, host] = await Promise.all([moderator('outcome-moderator'), userWithProfile('outcome-host')]);
    const event = await publishedEvent(host);
    const contactEmail = `sonuc-${event.id.slice(0, 8)}@example.com`;
    await callEndpoint(endpoints.moderation.giveContentNotice, {
      body: {
        url: `https://squad.example/dashboard/eventDetails/${event.id}`,
        reason: 'illegal',
        text: 'Etkinlikte yasa dışı bahis düzenleniyor.',
        contactEmail,
      },
    });
    const opened = await openCaseAbout(mod, host.userId, 0);

    expect((await decideCase(mod, opened.caseId, { action: 'warn' })).status).toBe(200);

    const outcome = await waitForMail(contactEmail, 2);
    expect(outcome.subject).toBe('Squad: hukuka aykırı içerik bildirimin sonuçlandı');
    expect(outcome.body.text).toContain('gerekli işlemi yaptık');
    expect(outcome.body.text).not.toContain(host.userId);
  });

  it('is refused without a valid contact address, with the form’s Turkish message', async () => {
    const refused = await callEndpoint(endpoints.moderation.giveContentNotice, {
      body: {
        url: 'https://squad.example/dashboard/eventDetails/x',
        reason: 'illegal',
        text: 'Bu içerik suç teşkil ediyor, lütfen kaldırın.',
        contactEmail: 'adres-degil',
      },
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Geçerli bir e-posta adresi yaz.' });
  });
});

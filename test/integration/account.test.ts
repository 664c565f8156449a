/**
 * Data export and account deletion (KVKK) on the local engines: a user with something of every kind is
 * exported, then deleted, and the whole table, the bucket and the user pool are searched for what is left.
 * Only what the privacy page says is kept may remain, and what stays on others' events is anonymised.
 */
import { AdminGetUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { accountExportSchema, deletedUserName, retainedAfterDeletion } from '../../lambdas/contracts/account';
import type { ApiErrorBody } from '../../lambdas/contracts/errors';
import { eventKey } from '../../lambdas/events/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { publishedEvent, screenedStatus, sendJoinRequest, userWithProfile } from './support/join-requests';
import { sendMessage } from './support/messages';
import { blockUser, reportUser } from './support/other-users';
import { closeTabs, watching } from './support/live-tabs';
import { untilStill } from './support/settle';
import { stackInfo } from './support/stack-info';
import { getItem, scanTable } from './support/table';
import { cognitoClient, type TestUser } from './support/users';

type Item = Record<string, unknown>;

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function bucketKeys(): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: stackInfo().s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: stackInfo().avatarBucket, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

const mentions = (item: Item, needle: string) =>
  JSON.stringify(item).toLowerCase().includes(needle.toLowerCase());

async function setUsername(user: TestUser, username: string): Promise<void> {
  const answer = await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { username },
  });
  expect(answer.status).toBe(200);
}

async function uploadAvatar(user: TestUser): Promise<string> {
  const slot = await callEndpoint(endpoints.profile.uploadProfilePicture, {
    token: user.accessToken,
    body: { contentType: 'image/png', fileName: 'me.png', fileSize: pngBytes.length },
  });
  const put = await fetch(slot.body.url, {
    method: 'PUT',
    headers: { 'content-type': slot.body.contentType, origin: stackInfo().webOrigin },
    body: pngBytes,
  });
  expect(put.status).toBe(200);
  const saved = await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { profilePicture: slot.body.fileUrl },
  });
  expect(saved.status).toBe(200);
  return slot.body.fileUrl;
}

async function acceptedRequest(host: TestUser, user: TestUser, eventId: string): Promise<void> {
  expect((await sendJoinRequest(user, eventId)).status).toBe(201);
  expect(await screenedStatus(eventId, user.userId)).toBe('pending');
  const answer = await callEndpoint(endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId: user.userId },
    token: host.accessToken,
  });
  expect(answer.status).toBe(200);
}

const exportOf = (user: TestUser) =>
  callEndpoint(endpoints.account.exportAccount, { token: user.accessToken });

const deleteAccount = (user: TestUser, confirmation: string) =>
  callEndpoint(endpoints.account.deleteAccount, { token: user.accessToken, body: { confirmation } });

interface World {
  leaver: TestUser;
  username: string;
  friend: TestUser;
  otherHost: TestUser;
  hostedEventId: string;
  draftId: string;
  pendingEventId: string;
  joinedEventId: string;
}

/**
 * The leaver hosts a published event the friend joined (with a thread between them) and a draft, waits on a
 * request to the other host's event, has joined another of them, reported the other host, and blocked the
 * friend, who blocked and reported them too (a block of the other host would decline the pending request).
 */
async function buildWorld(label: string): Promise<World> {
  const [leaver, friend, otherHost] = await Promise.all([
    userWithProfile(`${label}-leaver`),
    userWithProfile(`${label}-friend`),
    userWithProfile(`${label}-host`),
  ]);
  const username = `Gidici_${leaver.userId.slice(0, 6)}`;
  await setUsername(leaver, username);
  await uploadAvatar(leaver);

  const hostedEventId = (await publishedEvent(leaver)).id;
  const draft = await callEndpoint(endpoints.events.createEvent, {
    token: leaver.accessToken,
    body: physicalEventBody({ draft: true }),
  });
  expect(draft.status).toBe(201);
  const [pendingEventId, joinedEventId] = (
    await Promise.all([publishedEvent(otherHost), publishedEvent(otherHost)])
  ).map((event) => event.id);

  await acceptedRequest(leaver, friend, hostedEventId);
  await acceptedRequest(otherHost, leaver, joinedEventId);
  expect((await sendJoinRequest(leaver, pendingEventId)).status).toBe(201);
  expect(await screenedStatus(pendingEventId, leaver.userId)).toBe('pending');

  expect((await sendMessage(friend, hostedEventId, friend.userId, 'Selam, ben de geliyorum')).status).toBe(
    201,
  );
  expect((await sendMessage(leaver, hostedEventId, friend.userId, 'Harika, görüşürüz')).status).toBe(201);
  expect((await sendMessage(leaver, joinedEventId, leaver.userId, 'Kaçta buluşuyoruz?')).status).toBe(201);

  expect(
    (await reportUser(leaver, otherHost.userId, { reason: 'spam', text: 'Reklam yapıyor' })).status,
  ).toBe(201);
  expect((await reportUser(friend, username, { reason: 'other', text: 'Geç kaldı' })).status).toBe(201);
  expect((await blockUser(leaver, friend.userId)).status).toBe(200);
  expect((await blockUser(friend, leaver.userId)).status).toBe(200);
  // A tab left open on the dashboard: its connection and the cells it watches name the user.
  await watching(leaver, [29.03, 40.99]);

  return {
    leaver,
    username,
    friend,
    otherHost,
    hostedEventId,
    draftId: draft.body.event.id,
    pendingEventId,
    joinedEventId,
  };
}

/** Every item mentioning the user, without the rate-limit counters every request writes. */
async function itemsOf(userId: string): Promise<Item[]> {
  return (await scanTable()).filter((item) => mentions(item, userId) && !String(item.pk).startsWith('RATE#'));
}

afterAll(closeTabs);

describe('account export and deletion', () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld('account');
    // The world's writes wake the stream consumers (notifications, e-mails, badges): their writes land first.
    await untilStill(() => itemsOf(world.leaver.userId));
  }, 90_000);

  it('exports every section of the caller’s data', async () => {
    const answer = await exportOf(world.leaver);

    expect(answer.status).toBe(200);
    const data = accountExportSchema.parse(answer.body);
    expect(data.profile).toMatchObject({ userId: world.leaver.userId, email: world.leaver.email });
    expect(data.hostedEvents.map((event) => event.id).sort()).toEqual(
      [world.hostedEventId, world.draftId].sort(),
    );
    expect(data.joinRequests.map((request) => [request.eventId, request.status]).sort()).toEqual(
      [
        [world.joinedEventId, 'accepted'],
        [world.pendingEventId, 'pending'],
      ].sort(),
    );
    expect(data.messages.flatMap((thread) => thread.messages.map((message) => message.text)).sort()).toEqual(
      ['Harika, görüşürüz', 'Kaçta buluşuyoruz?', 'Selam, ben de geliyorum'].sort(),
    );
    expect(data.ledger.length).toBeGreaterThanOrEqual(2);
    expect(data.blockedUsers.map((blocked) => blocked.userId)).toEqual([world.friend.userId]);
    expect(data.reports).toEqual([
      expect.objectContaining({ targetId: world.otherHost.userId, reason: 'spam' }),
    ]);
    expect(data.notifications).toContainEqual(
      expect.objectContaining({ type: 'requestDecided', eventId: world.joinedEventId }),
    );
    expect(data.notificationSettings).toEqual({ inAppOff: [], emailOff: [], pushOff: [] });
  });

  it('exports only the caller’s own data: another user’s export holds none of it', async () => {
    const answer = await exportOf(world.otherHost);

    expect(answer.status).toBe(200);
    expect(answer.body.profile?.userId).toBe(world.otherHost.userId);
    expect(JSON.stringify(answer.body)).not.toContain(world.leaver.email);
    expect(answer.body.reports).toEqual([]);
  });

  it('refuses a wrong confirmation with 400 and changes nothing', async () => {
    const before = await itemsOf(world.leaver.userId);

    const answer = await deleteAccount(world.leaver, world.leaver.email);

    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('CONFIRMATION_MISMATCH');
    expect(await itemsOf(world.leaver.userId)).toEqual(before);
  });

  it('deletes only the caller: another user typing the leaver’s username is refused', async () => {
    const before = await itemsOf(world.leaver.userId);

    const answer = await deleteAccount(world.friend, world.username);

    expect(answer.status).toBe(400);
    expect(await itemsOf(world.leaver.userId)).toEqual(before);
  });

  it('leaves nothing of the user but the kept ledger and reports about them, and anonymises the rest', async () => {
    const { leaver, username } = world;
    const pendingBefore = (await getItem(eventKey(world.pendingEventId)))?.pendingRequests as number;
    const deletedAt = Math.floor(Date.now() / 1000);

    const answer = await deleteAccount(leaver, ` ${username.toLowerCase()} `);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true });
    const items = await scanTable();
    // No item anywhere carries the username or the e-mail.
    expect(items.filter((item) => mentions(item, username) || mentions(item, leaver.email))).toEqual([]);

    const year = 365 * 86_400;
    const remaining = items.filter((item) => mentions(item, leaver.userId));
    const unexplained = remaining.filter((item) => {
      const pk = String(item.pk);
      const sk = String(item.sk);
      if (pk === `USER#${leaver.userId}`) {
        expect(sk).toMatch(/^LEDGER#/);
        expect(item.expiresAt).toBeGreaterThanOrEqual(deletedAt + retainedAfterDeletion.ledger.years * year);
        return false;
      }
      // Moderation's record (a report they filed, grouped into a case about someone else) names them by id alone.
      if (pk.startsWith('CASE#') || pk.startsWith('CASE_SUBJECT#')) return false;
      if (pk === `REPORTS#${leaver.userId}`) {
        expect(item.expiresAt).toBeGreaterThanOrEqual(
          deletedAt + retainedAfterDeletion.reportsAboutUser.years * year,
        );
        return false;
      }
      if (sk === `MEMBER#${leaver.userId}`) {
        expect(item).toMatchObject({ name: deletedUserName, username: null, avatar: null });
        expect(item.gsi2pk).toBeUndefined();
        return false;
      }
      if (sk === `REQUEST#${leaver.userId}`) {
        expect(pk).toBe(`EVENT#${world.joinedEventId}`);
        expect(item).toMatchObject({
          status: 'accepted',
          requester: expect.objectContaining({ name: deletedUserName, username: null, avatar: null }),
        });
        expect(item.gsi4pk).toBeUndefined();
        return false;
      }
      if (sk === 'EVENT' && item.hostId === leaver.userId) {
        expect(item).toMatchObject({
          state: 'cancelled',
          host: expect.objectContaining({ name: deletedUserName, username: null, avatar: null }),
        });
        return false;
      }
      // The friend's request to the cancelled event names its host by id.
      return !(pk === `EVENT#${world.hostedEventId}` && item.hostId === leaver.userId);
    });
    expect(unexplained).toEqual([]);

    // the draft, the pending request (and its count), every thread, both blocks and the filed report are gone
    expect(items.filter((item) => String(item.pk) === `EVENT#${world.draftId}`)).toEqual([]);
    const threadOfLeaver = (key: unknown) =>
      [world.hostedEventId, world.joinedEventId].some((id) => String(key).startsWith(`THREAD#${id}#`));
    expect(items.filter((item) => threadOfLeaver(item.pk) || threadOfLeaver(item.sk))).toEqual([]);
    expect(items.filter((item) => String(item.sk) === `BLOCK#${leaver.userId}`)).toEqual([]);
    expect(items.filter((item) => String(item.pk) === `REPORTS#${world.otherHost.userId}`)).toEqual([]);
    expect((await getItem(eventKey(world.pendingEventId)))?.pendingRequests).toBe(pendingBefore - 1);
    // the participant still counts on the cancelled event
    expect((await getItem(eventKey(world.hostedEventId)))?.participantCount).toBe(2);

    expect((await bucketKeys()).filter((key) => key.includes(leaver.userId))).toEqual([]);
    await expect(
      cognitoClient().send(
        new AdminGetUserCommand({ UserPoolId: stackInfo().userPoolId, Username: leaver.email }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const { Users = [] } = await cognitoClient().send(
      new ListUsersCommand({ UserPoolId: stackInfo().userPoolId }),
    );
    expect(Users.filter((user) => mentions(user as Item, leaver.email))).toEqual([]);
  });

  it('refuses a message to the deleted user with 410, writing nothing under their id', async () => {
    const answer = await sendMessage(world.friend, world.hostedEventId, world.friend.userId, 'Orada mısın?');

    expect(answer.status).toBe(410);
    expect((answer.body as ApiErrorBody).reason).toBe('RECIPIENT_DELETED');
    const threadItems = (await itemsOf(world.leaver.userId)).filter(
      (item) => String(item.pk).startsWith('THREAD#') || String(item.sk).startsWith('THREAD#'),
    );
    expect(threadItems).toEqual([]);
  });

  it('answers a repeated deletion as done: a retry after an interruption finishes it', async () => {
    const answer = await deleteAccount(world.leaver, world.username);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true });
  });
});

describe('account deletion racing a host’s decision', () => {
  /** The event's counters agree with its items whichever write won. */
  async function expectCountsConsistent(eventId: string): Promise<void> {
    const partition = (await scanTable()).filter((item) => item.pk === `EVENT#${eventId}`);
    const event = partition.find((item) => item.sk === 'EVENT');
    const members = partition.filter((item) => String(item.sk).startsWith('MEMBER#'));
    const pending = partition.filter(
      (item) => String(item.sk).startsWith('REQUEST#') && item.status === 'pending',
    );
    expect(event?.participantCount).toBe(members.length);
    expect(event?.pendingRequests).toBe(pending.length);
  }

  it('keeps the host’s counts right when the requester is deleted while the host accepts', async () => {
    const [host, leaver] = await Promise.all([userWithProfile('race-host'), userWithProfile('race-leaver')]);
    const { id: eventId } = await publishedEvent(host);
    expect((await sendJoinRequest(leaver, eventId)).status).toBe(201);
    expect(await screenedStatus(eventId, leaver.userId)).toBe('pending');

    const [deleted, accepted] = await Promise.all([
      deleteAccount(leaver, leaver.email),
      callEndpoint(endpoints.requests.acceptJoinRequest, {
        params: { id: eventId, requestId: leaver.userId },
        token: host.accessToken,
      }),
    ]);

    expect(deleted.status).toBe(200);
    // 401: the deletion's mark came first and refused the deleted host's own accept.
    expect([200, 401, 404, 409]).toContain(accepted.status);
    await expectCountsConsistent(eventId);
    const left = (await scanTable()).filter((item) => mentions(item, leaver.email));
    expect(left).toEqual([]);
  });

  it('leaves no thread of the deleted user when the other party keeps writing during the deletion', async () => {
    const [leaver, guest] = await Promise.all([
      userWithProfile('race-chat-host'),
      userWithProfile('race-chatter'),
    ]);
    const { id: eventId } = await publishedEvent(leaver);
    await acceptedRequest(leaver, guest, eventId);
    expect((await sendMessage(guest, eventId, guest.userId, 'İlk mesaj')).status).toBe(201);

    // The guest writes one message after another for as long as the deletion runs, at a person's pace (a script's
    // would meet the per-caller write limit before the deletion ends).
    let deletionDone = false;
    const deletion = deleteAccount(leaver, leaver.email).finally(() => {
      deletionDone = true;
    });
    const statuses: number[] = [];
    while (!deletionDone) {
      statuses.push((await sendMessage(guest, eventId, guest.userId, `Mesaj ${statuses.length}`)).status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    expect((await deletion).status).toBe(200);
    expect(statuses.length).toBeGreaterThan(1);
    for (const status of statuses) expect([201, 410]).toContain(status);
    const left = (await scanTable()).filter(
      (item) => String(item.pk).startsWith(`THREAD#${eventId}#`) || item.pk === `USER#${leaver.userId}`,
    );
    expect(left.filter((item) => !String(item.sk).startsWith('LEDGER#'))).toEqual([]);
  });

  it('keeps the event’s counts right when the host is deleted while accepting a request', async () => {
    const [leaver, guest] = await Promise.all([
      userWithProfile('race-leaving-host'),
      userWithProfile('race-guest'),
    ]);
    const { id: eventId } = await publishedEvent(leaver);
    expect((await sendJoinRequest(guest, eventId)).status).toBe(201);
    expect(await screenedStatus(eventId, guest.userId)).toBe('pending');

    const [deleted, accepted] = await Promise.all([
      deleteAccount(leaver, leaver.email),
      callEndpoint(endpoints.requests.acceptJoinRequest, {
        params: { id: eventId, requestId: guest.userId },
        token: leaver.accessToken,
      }),
    ]);

    expect(deleted.status).toBe(200);
    // 401: the deletion's mark came first and refused the deleted host's own accept.
    expect([200, 401, 404, 409]).toContain(accepted.status);
    await expectCountsConsistent(eventId);
    expect((await getItem(eventKey(eventId)))?.state).toBe('cancelled');
  });
});

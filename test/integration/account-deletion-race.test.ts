/**
 * An account deletion racing its own user's writes on the local engines: whatever lands before the mark is swept,
 * whatever comes after is refused, so nothing of the user outlives the deletion. Then the deleted account's access
 * token, still unexpired, writes nothing.
 */
import type { ApiErrorBody } from '../../lambdas/contracts/errors';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { publishedEvent, sendJoinRequest, userWithProfile } from './support/join-requests';
import { blockUser, reportUser } from './support/other-users';
import { scanTable } from './support/table';
import type { TestUser } from './support/users';

const deleteAccount = (user: TestUser, confirmation = user.email) =>
  callEndpoint(endpoints.account.deleteAccount, { token: user.accessToken, body: { confirmation } });

const createEvent = (user: TestUser) =>
  callEndpoint(endpoints.events.createEvent, { token: user.accessToken, body: physicalEventBody() });

const rounds = 5;

describe('account deletion racing its own user’s writes', () => {
  jest.setTimeout(120_000);

  it('leaves no published event, join request or username claim, round after round', async () => {
    const host = await userWithProfile('race-own-host');
    const { id: eventId } = await publishedEvent(host, 20);
    for (let round = 0; round < rounds; round++) {
      const leaver = await userWithProfile(`race-own-${round}`);
      const username = `yarisan_${round}_${Date.now() % 100_000}`;

      const [deleted, ...writes] = await Promise.all([
        deleteAccount(leaver),
        createEvent(leaver),
        createEvent(leaver),
        createEvent(leaver),
        createEvent(leaver),
        sendJoinRequest(leaver, eventId),
        callEndpoint(endpoints.profile.updateProfile, { token: leaver.accessToken, body: { username } }),
      ]);

      // A username change read first makes the username the confirmation: the user types it and deletes again.
      const finished = deleted.status === 400 ? await deleteAccount(leaver, username) : deleted;
      expect(finished.status).toBe(200);
      for (const write of writes) expect(write.status).toBeLessThan(500);
      const items = await scanTable();
      const publishedByLeaver = items.filter(
        (item) => item.sk === 'EVENT' && item.hostId === leaver.userId && item.state === 'published',
      );
      const requestsOfLeaver = items.filter(
        (item) => String(item.sk).startsWith('REQUEST#') && item.requesterId === leaver.userId,
      );
      const claimsOfLeaver = items.filter(
        (item) => String(item.pk).startsWith('USERNAME#') && item.userId === leaver.userId,
      );
      expect({ publishedByLeaver, requestsOfLeaver, claimsOfLeaver }).toEqual({
        publishedByLeaver: [],
        requestsOfLeaver: [],
        claimsOfLeaver: [],
      });
    }
  });
});

describe('a deleted account’s access token, still unexpired', () => {
  jest.setTimeout(60_000);

  let leaver: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [leaver, other] = await Promise.all([userWithProfile('deleted-writer'), userWithProfile('still-here')]);
    expect((await deleteAccount(leaver)).status).toBe(200);
  });

  const refused = (answer: { status: number; body: unknown }) => {
    expect([answer.status, (answer.body as ApiErrorBody).reason]).toEqual([401, 'ACCOUNT_DELETED']);
  };

  it('creates no event: its host card has no profile to come from', async () => {
    const answers = [
      await createEvent(leaver),
      await callEndpoint(endpoints.events.createEvent, {
        token: leaver.accessToken,
        body: physicalEventBody({ draft: true }),
      }),
    ];
    for (const answer of answers) expect(answer.status).toBe(404);
    const events = (await scanTable()).filter((item) => item.sk === 'EVENT' && item.hostId === leaver.userId);
    expect(events).toEqual([]);
  });

  it('blocks nobody', async () => {
    refused(await blockUser(leaver, other.userId));
  });

  it('reports nobody', async () => {
    refused(await reportUser(leaver, other.userId, { reason: 'spam', text: 'Sahte hesap.' }));
  });

  it('gets no upload slot', async () => {
    refused(
      await callEndpoint(endpoints.profile.uploadProfilePicture, {
        token: leaver.accessToken,
        body: { contentType: 'image/png', fileName: 'me.png', fileSize: 1000 },
      }),
    );
  });

  it('saves no notification settings, and leaves nothing under its id', async () => {
    refused(
      await callEndpoint(endpoints.notifications.saveNotificationSettings, {
        token: leaver.accessToken,
        body: { inAppOff: [], emailOff: [], pushOff: [] },
      }),
    );
    const left = (await scanTable()).filter((item) => item.pk === `USER#${leaver.userId}`);
    expect(left.filter((item) => !String(item.sk).startsWith('LEDGER#'))).toEqual([]);
  });
});

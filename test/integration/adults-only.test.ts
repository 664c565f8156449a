/**
 * 18+ on the real engines: buying, asking to join and hosting need an adult (lambdas/profile/age.ts); anyone may
 * look. The birth date is saved once, kept private, and in its owner's export. Beside it, the marketing e-mail
 * consent recorded for İYS.
 */
import { istanbulParts } from '../../lambdas/contracts/istanbul-time';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { adultBirthDate, onlineEventBody, physicalEventBody } from './support/events';
import { publishedEvent, sendJoinRequest, userWithProfile } from './support/join-requests';
import { publicProfile } from './support/other-users';
import { createUser, type TestUser } from './support/users';

/** 1 January sixteen years ago: 16 whatever today is. */
const sixteenYearOld = `${Number(istanbulParts(new Date()).date.slice(0, 4)) - 16}-01-01`;

/** A signed-in user whose profile exists and has no birth date yet. */
async function undatedUser(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  return user;
}

function saveBirthDate(user: TestUser, birthDate: string) {
  return callEndpoint(endpoints.profile.updateProfile, { token: user.accessToken, body: { birthDate } });
}

async function minor(label: string): Promise<TestUser> {
  const user = await undatedUser(label);
  expect((await saveBirthDate(user, sixteenYearOld)).status).toBe(200);
  return user;
}

describe('a 16-year-old', () => {
  it('cannot send a join request to an in-person event', async () => {
    const event = await publishedEvent(await userWithProfile('adulthost'));
    const teen = await minor('teenasker');

    const answer = await sendJoinRequest(teen, event.id);

    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('UNDERAGE');
    expect(answer.body.message).toMatch(/18 yaşını doldurmuş/);
  });

  it.each([
    ['an in-person', physicalEventBody],
    ['an online', onlineEventBody],
  ])('cannot create %s event', async (_, body) => {
    const teen = await minor('teenhost');

    const answer = await callEndpoint(endpoints.events.createEvent, {
      token: teen.accessToken,
      body: body(),
    });

    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('UNDERAGE');
  });

  it('cannot turn auto-refill on', async () => {
    const teen = await minor('teenrefill');

    const answer = await callEndpoint(endpoints.tokens.saveAutoRefill, {
      token: teen.accessToken,
      body: { enabled: true, threshold: 2, packageId: 'popular' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('UNDERAGE');
  });

  it('cannot buy tokens', async () => {
    const teen = await minor('teenbuyer');

    const answer = await callEndpoint(endpoints.tokens.startCheckout, {
      token: teen.accessToken,
      body: { packageId: 'popular', method: 'card', acceptedContracts: true },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('UNDERAGE');
  });

  it('can still list events', async () => {
    const teen = await minor('teenbrowser');

    const answer = await callEndpoint(endpoints.events.listPhysicalEvents, {
      token: teen.accessToken,
      query: { near: '29.03,40.99', distanceKm: '5' },
    });

    expect(answer.status).toBe(200);
  });
});

describe('the birth date, asked once', () => {
  it('is asked for (BIRTH_DATE_REQUIRED) before a first join request, which goes through once it is saved', async () => {
    const event = await publishedEvent(await userWithProfile('datedhost'));
    const asker = await undatedUser('undatedasker');

    const refused = await sendJoinRequest(asker, event.id);
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('BIRTH_DATE_REQUIRED');
    expect((await saveBirthDate(asker, adultBirthDate)).body.birthDate).toBe(adultBirthDate);

    expect((await sendJoinRequest(asker, event.id)).status).toBe(201);
  });

  it('is asked for before a first event, which is created once it is saved', async () => {
    const host = await undatedUser('undatedhost');
    const body = physicalEventBody();

    const refused = await callEndpoint(endpoints.events.createEvent, { token: host.accessToken, body });
    expect(refused.body.reason).toBe('BIRTH_DATE_REQUIRED');
    await saveBirthDate(host, adultBirthDate);

    const created = await callEndpoint(endpoints.events.createEvent, { token: host.accessToken, body });
    expect(created.status).toBe(201);
  });

  it('cannot be changed to another date once saved', async () => {
    const user = await undatedUser('fixeddate');
    await saveBirthDate(user, sixteenYearOld);

    const answer = await saveBirthDate(user, adultBirthDate);

    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('BIRTH_DATE_FIXED');
    expect(answer.body.message).toMatch(/destek/);
    const profile = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(profile.body.birthDate).toBe(sixteenYearOld);
  });

  it('may be saved again with the same date', async () => {
    const user = await undatedUser('samedate');
    await saveBirthDate(user, adultBirthDate);

    expect((await saveBirthDate(user, adultBirthDate)).status).toBe(200);
  });

  it('refuses a date after today, in Turkish', async () => {
    const user = await undatedUser('futuredate');

    const answer = await saveBirthDate(user, '2100-01-01');

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Doğum tarihi bugünden sonra olamaz.');
  });

  it("never appears in another user's view of the profile, nor in a host's list of requests", async () => {
    const host = await userWithProfile('viewinghost');
    const event = await publishedEvent(host);
    const asker = await userWithProfile('privateasker');
    expect((await sendJoinRequest(asker, event.id)).status).toBe(201);

    const seen = await publicProfile(host, asker.userId);
    const requests = await callEndpoint(endpoints.requests.listJoinRequests, {
      token: host.accessToken,
      params: { id: event.id },
    });

    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain(adultBirthDate);
    expect(JSON.stringify(requests.body)).not.toContain(adultBirthDate);
  });

  it("is in its owner's data export", async () => {
    const user = await userWithProfile('exporter');

    const exported = await callEndpoint(endpoints.account.exportAccount, { token: user.accessToken });

    expect(exported.body.profile?.birthDate).toBe(adultBirthDate);
  });
});

describe('the marketing e-mail consent', () => {
  const setConsent = (user: TestUser, optIn: boolean) =>
    callEndpoint(endpoints.notifications.saveMarketingConsent, {
      token: user.accessToken,
      body: { optIn, screen: 'notification-settings' },
    });

  it('is off until the user switches it on', async () => {
    const user = await userWithProfile('consentdefault');

    const answer = await callEndpoint(endpoints.notifications.getMarketingConsent, {
      token: user.accessToken,
    });

    expect(answer.body).toEqual({ optedIn: false, changedAt: null });
  });

  it('records an opt-in and its withdrawal, each with its time and screen, in the shape İYS takes', async () => {
    const user = await userWithProfile('consentchange');

    expect((await setConsent(user, true)).body.optedIn).toBe(true);
    expect((await setConsent(user, false)).body.optedIn).toBe(false);

    const exported = await callEndpoint(endpoints.account.exportAccount, { token: user.accessToken });
    expect(exported.body.marketingConsents).toEqual([
      expect.objectContaining({ recipient: user.email, type: 'EPOSTA', status: 'ONAY', source: 'HS_WEB' }),
      expect.objectContaining({ status: 'RET', screen: 'notification-settings' }),
    ]);
    expect(exported.body.marketingConsents?.[0]?.consentDate).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('records nothing when switched to the state it already has', async () => {
    const user = await userWithProfile('consentsame');

    await setConsent(user, false);
    await setConsent(user, true);
    await setConsent(user, true);

    const exported = await callEndpoint(endpoints.account.exportAccount, { token: user.accessToken });
    expect(exported.body.marketingConsents?.map((record) => record.status)).toEqual(['ONAY']);
  });
});

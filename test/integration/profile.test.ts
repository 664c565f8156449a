/** GET and PUT /private/profile on the real engines. */
import { profileKey } from '../../lambdas/profile/keys';
import { apiRefusals } from '../../lambdas/contracts/refusals';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { getItem, itemsWithPrefix } from './support/table';
import { createUser } from './support/users';

describe('GET /private/profile', () => {
  it('creates a new user profile with the welcome token balance', async () => {
    const user = await createUser('new');
    const answer = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      userId: user.userId,
      email: user.email,
      eventLimit: 5,
      username: null,
    });
  });

  it('creates the profile and its welcome ledger entry exactly once under 10 concurrent first requests', async () => {
    const user = await createUser('burst');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callEndpoint(endpoints.profile.getProfile, { token: user.accessToken }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.createdAt)).size).toBe(1);
    const ledger = await itemsWithPrefix(profileKey(user.userId).pk, ledgerSortKeyPrefix);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5 });
  });
});

/** A user whose saved profile is in Beşiktaş, İstanbul. */
async function userInBesiktas(label: string) {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { city: 'İstanbul', district: 'BEŞİKTAŞ' },
  });
  return user;
}

describe('PUT /private/profile', () => {
  it('saves every detail field and answers the updated profile', async () => {
    const user = await createUser('details');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const details = {
      displayName: 'Zeynep',
      bio: 'Kutu oyunları!',
      city: 'İstanbul',
      district: 'BEŞİKTAŞ',
      coordinates: [29.0, 41.04],
      exactLocation: { lng: 29.0, lat: 41.04, address: 'Beşiktaş, İstanbul' },
    };
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: details,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(details);
    const reread = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(reread.body).toMatchObject(details);
  });

  it('saves interests from the taxonomy', async () => {
    const user = await createUser('interests');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { interests: ['Satranç', 'Tavla'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.interests).toEqual(['Satranç', 'Tavla']);
  });

  it('refuses to let a client set its token balance and changes nothing', async () => {
    const user = await createUser('greedy');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const before = await getItem(profileKey(user.userId));
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { displayName: 'Zengin', eventLimit: 1000 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.any(String) });
    expect(await getItem(profileKey(user.userId))).toEqual(before);
  });

  it('refuses an interest that is not in the taxonomy and changes nothing', async () => {
    const user = await createUser('oddinterest');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const before = await getItem(profileKey(user.userId));
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { interests: ['Yok Böyle Bir Şey'] },
    });
    expect(answer.status).toBe(400);
    expect(await getItem(profileKey(user.userId))).toEqual(before);
  });

  it('saves a district sent alone when it belongs to the stored province', async () => {
    const user = await userInBesiktas('district-alone');
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { district: 'KADIKÖY' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ city: 'İstanbul', district: 'KADIKÖY' });
  });

  it('refuses a district sent alone that is not in the stored province and changes nothing', async () => {
    const user = await userInBesiktas('district-elsewhere');
    const before = await getItem(profileKey(user.userId));
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { district: 'ÇANKAYA' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'İlçe, seçilen ilin ilçelerinden olmalı.' });
    expect(await getItem(profileKey(user.userId))).toEqual(before);
  });

  it('refuses a city sent alone that does not have the stored district, and changes nothing', async () => {
    const user = await userInBesiktas('city-elsewhere');
    const before = await getItem(profileKey(user.userId));
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { city: 'Ankara' },
    });
    expect(answer.status).toBe(400);
    expect(await getItem(profileKey(user.userId))).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const user = await createUser('notjson');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"displayName": ',
    });
    expect(answer.status).toBe(400);
  });

  it('answers 415 and changes nothing for a JSON body sent as text/plain, as a cross-site form posts it', async () => {
    const user = await createUser('plaintext');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const before = await getItem(profileKey(user.userId));
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      rawBody: JSON.stringify({ displayName: 'Başkası' }),
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { message: apiRefusals.NOT_JSON, reason: 'NOT_JSON' },
    });
    expect(await getItem(profileKey(user.userId))).toEqual(before);
  });
});

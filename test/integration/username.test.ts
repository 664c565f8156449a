/** Usernames are unique case-insensitively, enforced by the database even when two users race. */
import { usernameClaimKey } from '../../lambdas/profile/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { getItem } from './support/table';
import { createUser, type TestUser } from './support/users';

async function userWithProfile(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  return user;
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}

describe('GET /private/check-username/{username}', () => {
  it('answers available for a name nobody holds', async () => {
    const user = await userWithProfile('check');
    const answer = await callEndpoint(endpoints.profile.checkUsername, {
      params: { username: uniqueName('free') },
      token: user.accessToken,
    });
    expect(answer).toMatchObject({ status: 200, body: { available: true } });
  });

  it('answers unavailable for a name another user holds, whatever its casing', async () => {
    const holder = await userWithProfile('holder');
    const asker = await userWithProfile('asker');
    const name = uniqueName('Taken');
    await callEndpoint(endpoints.profile.updateProfile, {
      token: holder.accessToken,
      body: { username: name },
    });
    const answer = await callEndpoint(endpoints.profile.checkUsername, {
      params: { username: name.toUpperCase() },
      token: asker.accessToken,
    });
    expect(answer).toMatchObject({ status: 200, body: { available: false } });
  });

  it('answers 400 for a name that breaks the username rule', async () => {
    const user = await userWithProfile('badcheck');
    const answer = await callEndpoint(endpoints.profile.checkUsername, {
      params: { username: 'a!' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(400);
  });
});

describe('claiming a username with PUT /private/profile', () => {
  it('saves the username and writes its claim item', async () => {
    const user = await userWithProfile('claimer');
    const name = uniqueName('Claim');
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { username: name },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.username).toBe(name);
    expect(await getItem(usernameClaimKey(name))).toMatchObject({ userId: user.userId });
  });

  it('answers 409 when the username is taken and leaves the loser unchanged', async () => {
    const holder = await userWithProfile('first');
    const loser = await userWithProfile('second');
    const name = uniqueName('mine');
    await callEndpoint(endpoints.profile.updateProfile, {
      token: holder.accessToken,
      body: { username: name },
    });
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: loser.accessToken,
      body: { username: name.toUpperCase(), bio: 'değişmemeli' },
    });
    expect(answer).toMatchObject({ status: 409, body: { reason: 'USERNAME_TAKEN' } });
    const reread = await callEndpoint(endpoints.profile.getProfile, { token: loser.accessToken });
    expect(reread.body).toMatchObject({ username: null, bio: '' });
  });

  it('releases the old claim when a user renames', async () => {
    const user = await userWithProfile('renamer');
    const oldName = uniqueName('old');
    const newName = uniqueName('new');
    await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { username: oldName },
    });
    await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { username: newName },
    });
    expect(await getItem(usernameClaimKey(oldName))).toBeUndefined();
    expect(await getItem(usernameClaimKey(newName))).toMatchObject({ userId: user.userId });
  });

  it('lets exactly one of two users racing for one name win, and only the winner holds a claim', async () => {
    const [first, second] = await Promise.all([userWithProfile('racer'), userWithProfile('racer')]);
    const name = uniqueName('race');
    const answers = await Promise.all(
      [first, second].map((user) =>
        callEndpoint(endpoints.profile.updateProfile, { token: user.accessToken, body: { username: name } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winnerIndex = answers[0].status === 200 ? 0 : 1;
    const [winner, loser] = winnerIndex === 0 ? [first, second] : [second, first];
    expect(answers[1 - winnerIndex]!.body).toMatchObject({ reason: 'USERNAME_TAKEN' });
    expect(await getItem(usernameClaimKey(name))).toMatchObject({ userId: winner.userId });
    const loserProfile = await callEndpoint(endpoints.profile.getProfile, { token: loser.accessToken });
    expect(loserProfile.body.username).toBeNull();
  });

  it('answers 400 for a username with characters outside the rule and changes nothing', async () => {
    const user = await userWithProfile('badname');
    const name = uniqueName('kept');
    await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { username: name, bio: 'önce' },
    });
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { username: 'no spaces!', bio: 'sonra' },
    });
    expect(answer.status).toBe(400);
    expect(await getItem(usernameClaimKey(name))).toMatchObject({ userId: user.userId });
    const reread = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(reread.body).toMatchObject({ username: name, bio: 'önce' });
  });
});

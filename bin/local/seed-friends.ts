/**
 * The demo user's friends, through the same transactions as the API: two friendships (their events fill the
 * dashboards' "Arkadaşların" strip) and one request waiting in the Friends tab of the profile.
 */
const friendships = [
  // in-person events, and online ones: each dashboard's strip has something
  ['emre@squad.local', 'demo@squad.local'],
  ['elif@squad.local', 'demo@squad.local'],
] as const;
const waiting = [['ayse@squad.local', 'demo@squad.local']] as const;

export async function seedDemoFriends(userIds: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const { changeFriendship } = await import('../../lambdas/friends/change-friendship');
  const idOf = (email: string) => {
    const id = userIds.get(email);
    if (!id) throw new Error(`seed: no demo user ${email}`);
    return id;
  };
  for (const [from, to] of [...friendships, ...waiting]) {
    await changeFriendship('add', idOf(from), idOf(to), now);
  }
  for (const [from, to] of friendships) {
    const { status } = await changeFriendship('add', idOf(to), idOf(from), now);
    if (status !== 'friends') throw new Error(`seed: ${to} and ${from} are ${status}`);
  }
}

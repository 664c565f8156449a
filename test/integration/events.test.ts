/** Events on the local engines: the token invariant under races, idempotency, discovery, edit and cancel. */
import { eventKey } from '../../lambdas/events/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { onlineEventBody, physicalEventBody } from './support/events';
import { getItem, itemsWithPrefix } from './support/table';
import { createUser, type TestUser } from './support/users';

async function userWithProfile(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  return user;
}

async function balanceOf(user: TestUser): Promise<number> {
  return (await getItem(profileKey(user.userId)))?.eventLimit as number;
}

async function create(user: TestUser, body = physicalEventBody()) {
  return callEndpoint(endpoints.events.createEvent, { token: user.accessToken, body });
}

describe('POST /private/event', () => {
  it('creates a published event for one token, with its ledger entry and the host as first participant', async () => {
    const host = await userWithProfile('creator');
    const answer = await create(host);

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Etkinlik başarıyla oluşturuldu.');
    expect(answer.body.event).toMatchObject({ status: 'upcoming', participants: { current: 1, max: 4 } });
    expect(await balanceOf(host)).toBe(4);
    const ledger = await itemsWithPrefix(profileKey(host.userId).pk, ledgerSortKeyPrefix);
    expect(ledger.map((entry) => entry.reason).sort()).toEqual(['EVENT_CREATED', 'WELCOME']);
  });

  it('spends exactly the balance when 20 creates race on 5 tokens', async () => {
    const host = await userWithProfile('racer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(host)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect(await balanceOf(host)).toBe(0);
    const mine = await callEndpoint(endpoints.events.myEvents, { token: host.accessToken });
    expect(mine.body).toHaveLength(5);
  });

  it('answers a replayed idempotency key with the same event and debits once', async () => {
    const host = await userWithProfile('replayer');
    const body = physicalEventBody();
    const answers = await Promise.all([create(host, body), create(host, body), create(host, body)]);

    expect(new Set(answers.map((a) => a.body.event.id)).size).toBe(1);
    expect(await balanceOf(host)).toBe(4);
  });

  it('refuses with the spec message at balance 0 and creates nothing', async () => {
    const host = await userWithProfile('broke');
    for (let i = 0; i < 5; i++) await create(host);
    const answer = await create(host, physicalEventBody({ title: 'Bir fazla' }));

    expect(answer).toMatchObject({
      status: 409,
      body: {
        message: 'Yetersiz token! Etkinlik oluşturmak için en az 1 token gerekli.',
        reason: 'INSUFFICIENT_TOKENS',
      },
    });
    const mine = await callEndpoint(endpoints.events.myEvents, { token: host.accessToken });
    expect(mine.body.map((event) => event.title)).not.toContain('Bir fazla');
  });

  it('saves a draft without spending a token, and publishing it spends one', async () => {
    const host = await userWithProfile('drafter');
    const draft = await create(host, {
      type: 'physical',
      idempotencyKey: crypto.randomUUID(),
      draft: true,
      title: 'Yarım',
    });
    expect(draft).toMatchObject({ status: 201, body: { event: { status: 'draft' } } });
    expect(await balanceOf(host)).toBe(5);

    const incomplete = await callEndpoint(endpoints.events.publishEvent, {
      params: { id: draft.body.event.id },
      token: host.accessToken,
    });
    expect(incomplete.status).toBe(400);

    // The edit form sends the fields, never the type or the create request's key.
    const { idempotencyKey: _key, type: _type, ...fields } = physicalEventBody();
    const completed = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: draft.body.event.id },
      token: host.accessToken,
      body: fields,
    });
    expect(completed.status).toBe(200);
    const published = await callEndpoint(endpoints.events.publishEvent, {
      params: { id: draft.body.event.id },
      token: host.accessToken,
    });
    expect(published.status).toBe(200);
    expect(await balanceOf(host)).toBe(4);
  });

  it('refuses to publish an incomplete draft, naming the fields it lacks', async () => {
    const host = await userWithProfile('namer');
    const { idempotencyKey: _key, date: _date, time: _time, ...fields } = physicalEventBody();
    const draft = await create(host, { ...fields, idempotencyKey: crypto.randomUUID(), draft: true });
    const answer = await callEndpoint(endpoints.events.publishEvent, {
      params: { id: draft.body.event.id },
      token: host.accessToken,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        reason: 'INCOMPLETE_DRAFT',
        message: 'Lütfen tüm gerekli alanları doldurun. Eksik: Tarih, Saat.',
      },
    });
  });

  it('lists in My Events what a draft lacks before it can be published', async () => {
    const host = await userWithProfile('lister');
    await create(host, { type: 'online', idempotencyKey: crypto.randomUUID(), draft: true, title: 'Yarım' });
    const mine = await callEndpoint(endpoints.events.myEvents, { token: host.accessToken });
    expect(mine.body.map((event) => event.missing)).toEqual([
      ['description', 'category', 'tags', 'date', 'time', 'platform'],
    ]);
  });

  it('answers 400 for a start in the past and writes nothing', async () => {
    const host = await userWithProfile('pastor');
    const answer = await create(host, physicalEventBody({ date: '2020-01-01' }));
    expect(answer.status).toBe(400);
    expect(await balanceOf(host)).toBe(5);
  });

  it('answers 400 for tags of the other event type', async () => {
    const host = await userWithProfile('tagger');
    const answer = await create(host, physicalEventBody({ tags: ['Valorant'] }));
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Etiketler bu etkinlik türünün etiketlerinden olmalı.' },
    });
  });
});

describe('discovery', () => {
  it('finds a physical event near its place and not from another city', async () => {
    const host = await userWithProfile('lister');
    const title = `Tavla ${crypto.randomUUID().slice(0, 6)}`;
    await create(host, physicalEventBody({ title }));
    const list = (near: string) =>
      callEndpoint(endpoints.events.listPhysicalEvents, {
        query: { near, distanceKm: '5', q: title },
        token: host.accessToken,
      });

    const kadikoy = await list('29.03,40.99');
    expect(kadikoy.body.items.map((event) => event.title)).toEqual([title]);
    expect(kadikoy.body.items[0].distanceKm).toBeLessThan(5);
    expect((await list('32.86,39.92')).body.items).toEqual([]);
  });

  it('filters online events by quick tags', async () => {
    const host = await userWithProfile('gamer');
    const title = `Valo ${crypto.randomUUID().slice(0, 6)}`;
    await create(host, onlineEventBody({ title }));
    const list = (filters: Record<string, string>) =>
      callEndpoint(endpoints.events.listOnlineEvents, {
        query: { q: title, ...filters },
        token: host.accessToken,
      });

    expect((await list({ quick: 'mic,turkish' })).body.items).toHaveLength(1);
    expect((await list({ quick: 'english' })).body.items).toHaveLength(0);
    expect((await list({ voice: 'none' })).body.items).toHaveLength(0);
  });

  it('answers 400 for an unknown filter value', async () => {
    const user = await userWithProfile('filterer');
    const answer = await callEndpoint(endpoints.events.listPhysicalEvents, {
      query: { distanceKm: '7' },
      token: user.accessToken,
    });
    expect(answer.status).toBe(400);
  });
});

describe('host-only changes', () => {
  it('lets only the host edit (403 for anyone else, nothing changed)', async () => {
    const host = await userWithProfile('editor');
    const other = await userWithProfile('intruder');
    const { body } = await create(host);
    const before = await getItem(eventKey(body.event.id));

    const refused = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: body.event.id },
      token: other.accessToken,
      body: { title: 'Ele geçirildi' },
    });
    expect(refused.status).toBe(403);
    expect(await getItem(eventKey(body.event.id))).toEqual(before);

    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: body.event.id },
      token: host.accessToken,
      body: { title: 'Yeni başlık', maxParticipants: 6 },
    });
    expect(edited.body.event).toMatchObject({ title: 'Yeni başlık', participants: { max: 6 } });
  });

  it('refunds the token when the host cancels an event nobody joined, and unlists it', async () => {
    const host = await userWithProfile('canceller');
    const title = `İptal ${crypto.randomUUID().slice(0, 6)}`;
    const { body } = await create(host, physicalEventBody({ title }));
    expect(await balanceOf(host)).toBe(4);

    const other = await userWithProfile('bystander');
    expect(
      (
        await callEndpoint(endpoints.events.cancelEvent, {
          params: { id: body.event.id },
          token: other.accessToken,
        })
      ).status,
    ).toBe(403);

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: body.event.id },
      token: host.accessToken,
    });
    expect(cancelled).toMatchObject({ status: 200, body: { refunded: true } });
    expect(await balanceOf(host)).toBe(5);
    const listed = await callEndpoint(endpoints.events.listPhysicalEvents, {
      query: { q: title },
      token: host.accessToken,
    });
    expect(listed.body.items).toEqual([]);
  });

  it('shows analytics to the host only, counting views by others', async () => {
    const host = await userWithProfile('analyst');
    const viewer = await userWithProfile('viewer');
    const { body } = await create(host);
    const seen = await callEndpoint(endpoints.events.getEvent, {
      params: { id: body.event.id },
      token: viewer.accessToken,
    });
    expect(seen.body).toMatchObject({ isHost: false, analytics: null, form: null });
    await callEndpoint(endpoints.events.shareEvent, {
      params: { id: body.event.id },
      token: viewer.accessToken,
      body: { channel: 'whatsapp' },
    });

    const own = await callEndpoint(endpoints.events.getEvent, {
      params: { id: body.event.id },
      token: host.accessToken,
    });
    expect(own.body.analytics).toMatchObject({ views: 1, shares: { whatsapp: 1 } });
    expect(own.body.participantsList).toMatchObject([{ userId: host.userId, role: 'host' }]);
  });

  it("shows the hosted event among the profile's latest activities", async () => {
    const host = await userWithProfile('active');
    const { body } = await create(host);
    const profile = await callEndpoint(endpoints.profile.getProfile, { token: host.accessToken });
    expect(profile.body.recentActivity[0]).toMatchObject({ id: body.event.id, type: 'hosted' });
    expect(profile.body.stats.eventsHosted).toBe(1);
  });
});

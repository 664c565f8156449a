/** Events on the local engines: the token invariant under races, idempotency, discovery, edit and cancel. */
import { distanceKm } from '../../lambdas/platform/geohash';
import { eventKey } from '../../lambdas/events/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { daysFromNow, onlineEventBody, physicalEventBody } from './support/events';
import { acceptGuest, pendingRequester, userWithProfile } from './support/join-requests';
import { getItem, itemsWithPrefix } from './support/table';
import type { TestUser } from './support/users';

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
      body: { message: 'Etiketler seçtiğin kategorinin etiketlerinden olmalı.' },
    });
  });

  it('answers 400 for a sports event tagged with another category’s tag, and spends no token', async () => {
    const host = await userWithProfile('vegan');
    const answer = await create(host, physicalEventBody({ category: 'Sports', tags: ['Futbol', 'Vegan'] }));
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Etiketler seçtiğin kategorinin etiketlerinden olmalı.' },
    });
    expect(await balanceOf(host)).toBe(5);
  });
});

describe('GET /private/event/{id}', () => {
  it('answers 404 for a well-formed id that names no event', async () => {
    const user = await userWithProfile('seeker404');
    const answer = await callEndpoint(endpoints.events.getEvent, {
      params: { id: crypto.randomUUID() },
      token: user.accessToken,
    });
    expect(answer).toMatchObject({ status: 404, body: { reason: 'EVENT_NOT_FOUND' } });
  });

  it('answers 400 for a malformed id', async () => {
    const user = await userWithProfile('seeker400');
    const answer = await callEndpoint(endpoints.events.getEvent, {
      params: { id: 'not-an-event' },
      token: user.accessToken,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Geçersiz etkinlik.' } });
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

  describe('from a position without a radius', () => {
    const ankara = {
      location: { name: 'Kızılay', lat: 39.9208, lng: 32.8541, address: 'Kızılay, Çankaya, Ankara' },
      coordinates: [32.8541, 39.9208] as [number, number],
      city: 'Ankara',
      district: 'ÇANKAYA',
    };

    /** An Ankara run tomorrow and a Kadıköy one in three days, found by a word only they carry. */
    async function ankaraSoonerThanKadikoy() {
      const host = await userWithProfile('runner');
      const word = `Koşu${crypto.randomUUID().slice(0, 6)}`;
      await create(host, physicalEventBody({ title: `${word} Ankara`, date: daysFromNow(1), ...ankara }));
      await create(host, physicalEventBody({ title: `${word} Kadıköy`, date: daysFromNow(3) }));
      return { host, word };
    }

    it('lists the events near the searcher before a farther one that starts sooner', async () => {
      const { host, word } = await ankaraSoonerThanKadikoy();
      const list = await callEndpoint(endpoints.events.listPhysicalEvents, {
        query: { near: '29.03,40.99', q: word },
        token: host.accessToken,
      });
      expect(list.body.items.map((event) => event.title)).toEqual([`${word} Kadıköy`, `${word} Ankara`]);
    });

    it('pages on from the nearby events to the farther ones', async () => {
      const { host, word } = await ankaraSoonerThanKadikoy();
      const page = (cursor?: string) =>
        callEndpoint(endpoints.events.listPhysicalEvents, {
          query: { near: '29.03,40.99', q: word, limit: 1, cursor },
          token: host.accessToken,
        });
      const titles: string[] = [];
      let cursor: string | undefined;
      do {
        const { body } = await page(cursor);
        titles.push(...body.items.map((event) => event.title));
        cursor = body.nextCursor ?? undefined;
      } while (cursor);
      expect(titles).toEqual([`${word} Kadıköy`, `${word} Ankara`]);
    });
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

  it("takes a cancelled event out of the participants' joined counts and the host's hosted and participant counts", async () => {
    const host = await userWithProfile('cancelling-host');
    const { body } = await create(host);
    const guests = [await userWithProfile('stood-up'), await userWithProfile('left-out')];
    for (const guest of guests) await acceptGuest(host, body.event.id, guest);
    const statsOf = async (user: TestUser) =>
      (await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken })).body.stats;
    expect(await statsOf(guests[0])).toMatchObject({ eventsJoined: 1 });
    expect(await statsOf(host)).toMatchObject({ eventsHosted: 1, totalParticipants: 2 });

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: body.event.id },
      token: host.accessToken,
    });

    expect(cancelled).toMatchObject({ status: 200, body: { refunded: false } });
    for (const guest of guests) expect(await statsOf(guest)).toMatchObject({ eventsJoined: 0 });
    expect(await statsOf(host)).toMatchObject({ eventsHosted: 0, totalParticipants: 0 });
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

describe('the meeting point', () => {
  type Place = { name: string; address: string; lat: number; lng: number };
  const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

  /** A meeting point no other test uses: its name, address or coordinates in an answer is a leak. */
  function secretPlace(): Place {
    const tag = crypto.randomUUID().slice(0, 8);
    return {
      name: `Buluşma ${tag}`,
      address: `Gizli Sokak ${tag}, Moda, Kadıköy`,
      lat: sixDecimals(40.98 + Math.random() * 0.01),
      lng: sixDecimals(29.02 + Math.random() * 0.01),
    };
  }

  function leaked(body: unknown, place: Place): string[] {
    const text = JSON.stringify(body);
    return [place.name, place.address, String(place.lat), String(place.lng)].filter((part) =>
      text.includes(part),
    );
  }

  async function eventAt(host: TestUser, place: Place, title = `Buluşma ${crypto.randomUUID().slice(0, 6)}`) {
    const answer = await create(
      host,
      physicalEventBody({ title, location: place, coordinates: [place.lng, place.lat] }),
    );
    expect(answer.status).toBe(201);
    return answer;
  }

  const details = (user: TestUser, id: string) =>
    callEndpoint(endpoints.events.getEvent, { params: { id }, token: user.accessToken });

  const listNear = (user: TestUser, title: string, [lng, lat]: [number, number], distanceKm = '5') =>
    callEndpoint(endpoints.events.listPhysicalEvents, {
      query: { near: `${sixDecimals(lng)},${sixDecimals(lat)}`, distanceKm, q: title },
      token: user.accessToken,
    });

  async function acceptedGuest(host: TestUser, eventId: string): Promise<TestUser> {
    const guest = await pendingRequester(eventId, 'guest');
    const accepted = await callEndpoint(endpoints.requests.acceptJoinRequest, {
      params: { id: eventId, requestId: guest.userId },
      token: host.accessToken,
    });
    expect(accepted.status).toBe(200);
    return guest;
  }

  it('shows the meeting point on the details to the host and to an accepted participant', async () => {
    const host = await userWithProfile('meeter');
    const place = secretPlace();
    const { body } = await eventAt(host, place);
    const guest = await acceptedGuest(host, body.event.id);

    expect((await details(host, body.event.id)).body.meetingPoint).toEqual(place);
    expect((await details(guest, body.event.id)).body.meetingPoint).toEqual(place);
  });

  it('keeps the meeting point from a stranger and from a requester still pending, who see the public place name', async () => {
    const host = await userWithProfile('keeper');
    const place = secretPlace();
    const { body } = await eventAt(host, place);
    const stranger = await userWithProfile('stranger');
    const pending = await pendingRequester(body.event.id, 'hopeful');

    for (const user of [stranger, pending]) {
      const seen = await details(user, body.event.id);
      expect(seen.body).toMatchObject({ meetingPoint: null, public_location: 'Moda Sahili' });
      expect(leaked(seen.body, place)).toEqual([]);
    }
  });

  it('never puts the meeting point in a card: create and edit answers, listings, My Events and profiles', async () => {
    const host = await userWithProfile('carder');
    const place = secretPlace();
    const title = `Kart ${crypto.randomUUID().slice(0, 6)}`;
    const created = await eventAt(host, place, title);
    const id = created.body.event.id;
    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id },
      token: host.accessToken,
      body: { description: 'Yeni açıklama' },
    });
    const guest = await acceptedGuest(host, id);
    const pending = await pendingRequester(id, 'waiter');
    const stranger = await userWithProfile('passerby');

    const answers: unknown[] = [created.body, edited.body];
    for (const user of [host, guest, pending, stranger]) {
      answers.push(
        (await listNear(user, title, [place.lng, place.lat])).body,
        (
          await callEndpoint(endpoints.events.listPhysicalEvents, {
            query: { q: title },
            token: user.accessToken,
          })
        ).body,
        (await callEndpoint(endpoints.events.myEvents, { token: user.accessToken })).body,
        (await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken })).body,
        (
          await callEndpoint(endpoints.users.getPublicProfile, {
            params: { handle: host.userId },
            token: user.accessToken,
          })
        ).body,
      );
    }
    expect(answers.filter((answer) => JSON.stringify(answer).includes(id)).length).toBeGreaterThan(8);
    expect(answers.flatMap((answer) => leaked(answer, place))).toEqual([]);
  });

  it('puts the event on the map 200-500 m from the meeting point, at the same point on every read and after an edit', async () => {
    const host = await userWithProfile('mapper');
    const place = secretPlace();
    const title = `Harita ${crypto.randomUUID().slice(0, 6)}`;
    const { body } = await eventAt(host, place, title);
    const point = body.event.publicPoint!;
    const metres = distanceKm(point, [place.lng, place.lat]) * 1000;
    expect(metres).toBeGreaterThanOrEqual(195);
    expect(metres).toBeLessThanOrEqual(505);

    await callEndpoint(endpoints.events.updateEvent, {
      params: { id: body.event.id },
      token: host.accessToken,
      body: { title: `${title} 2` },
    });
    const stranger = await userWithProfile('looker');
    expect((await details(stranger, body.event.id)).body.publicPoint).toEqual(point);
    expect((await listNear(stranger, title, point)).body.items[0].publicPoint).toEqual(point);
  });

  it('answers distances that, trilaterated from eight searchers, do not pin the meeting point closer than 150 m', async () => {
    const host = await userWithProfile('hider');
    const place = secretPlace();
    const title = `Üçgen ${crypto.randomUUID().slice(0, 6)}`;
    await eventAt(host, place, title);
    const spy = await userWithProfile('spy');
    const exact: [number, number] = [place.lng, place.lat];
    const searchers = Array.from({ length: 8 }, (_, i) => offset(exact, 2000 + 250 * i, i * 45));
    const measured = await Promise.all(
      searchers.map(async (searcher) => {
        const { items } = (await listNear(spy, title, searcher)).body;
        return { searcher, km: items[0].distanceKm! };
      }),
    );

    // The point that best fits every measured distance, on a 10 m grid of 3 x 3 km around the meeting point.
    let best = { point: exact, error: Infinity };
    for (let east = -1500; east <= 1500; east += 10) {
      for (let north = -1500; north <= 1500; north += 10) {
        const candidate = offsetBy(exact, east, north);
        const error = measured.reduce(
          (sum, { searcher, km }) => sum + (distanceKm(candidate, searcher) - km) ** 2,
          0,
        );
        if (error < best.error) best = { point: candidate, error };
      }
    }
    expect(distanceKm(best.point, exact) * 1000).toBeGreaterThan(150);
  });

  it('filters by radius on the public point: a searcher 900 m from the meeting point, away from the public point, does not find it within 1 km', async () => {
    const host = await userWithProfile('radius');
    const place = secretPlace();
    const title = `Yarıçap ${crypto.randomUUID().slice(0, 6)}`;
    const { body } = await eventAt(host, place, title);
    const exact: [number, number] = [place.lng, place.lat];
    const point = body.event.publicPoint!;
    // the bearing from the public point to the meeting point, walked on for 900 m past it
    const [east, north] = metresFrom(point, exact);
    const length = Math.hypot(east, north);
    const searcher = offsetBy(exact, (east / length) * 900, (north / length) * 900);
    const seeker = await userWithProfile('seeker');

    expect((await listNear(seeker, title, searcher, '5')).body.items).toHaveLength(1);
    expect((await listNear(seeker, title, searcher, '1')).body.items).toEqual([]);
  });
});

const metresPerDegree = 111_320;

/** The point `east` and `north` metres from `from` (flat within a few km). */
function offsetBy([lng, lat]: [number, number], east: number, north: number): [number, number] {
  return [lng + east / (metresPerDegree * Math.cos((lat * Math.PI) / 180)), lat + north / metresPerDegree];
}

function offset(from: [number, number], metres: number, bearingDegrees: number): [number, number] {
  const radians = (bearingDegrees * Math.PI) / 180;
  return offsetBy(from, metres * Math.sin(radians), metres * Math.cos(radians));
}

/** [east, north] metres from `from` to `to`. */
function metresFrom(from: [number, number], [lng, lat]: [number, number]): [number, number] {
  return [
    (lng - from[0]) * metresPerDegree * Math.cos((lat * Math.PI) / 180),
    (lat - from[1]) * metresPerDegree,
  ];
}

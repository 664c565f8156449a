import {
  badgeRules,
  badgesFor,
  newlyEarned,
  noFacts,
  statsFacts,
  type BadgeFacts,
} from '../../../lambdas/rewards/badge-rules';

const holds = (id: string, facts: Partial<BadgeFacts>) =>
  badgeRules.find((rule) => rule.id === id)!.holds({ ...noFacts, ...facts });

describe('the badge list', () => {
  it('has at least ten badges, each with a unique id, a Turkish name, a description and an icon', () => {
    expect(badgeRules.length).toBeGreaterThanOrEqual(10);
    expect(new Set(badgeRules.map((rule) => rule.id)).size).toBe(badgeRules.length);
    for (const rule of badgeRules) {
      expect(rule.name.length).toBeGreaterThan(2);
      expect(rule.description.length).toBeGreaterThan(10);
      expect(rule.icon.length).toBeGreaterThan(0);
    }
  });

  it('records nothing for a user with no facts: the welcome badge is dated by the sign-up, never written', () => {
    expect(newlyEarned(noFacts, {})).toEqual([]);
  });
});

describe('each badge rule', () => {
  it('"İlk Etkinlik" holds after hosting one event', () => {
    expect(holds('first-event', { eventsHosted: 0 })).toBe(false);
    expect(holds('first-event', { eventsHosted: 1 })).toBe(true);
  });

  it('"Sosyal Kelebek" holds after joining five events, not four', () => {
    expect(holds('social-butterfly', { eventsJoined: 4 })).toBe(false);
    expect(holds('social-butterfly', { eventsJoined: 5 })).toBe(true);
  });

  it('"Kalabalık Toplayıcı" holds at 25 participants in total, not 24', () => {
    expect(holds('crowd-gatherer', { totalParticipants: 24 })).toBe(false);
    expect(holds('crowd-gatherer', { totalParticipants: 25 })).toBe(true);
  });

  it('"Topluluk Lideri" holds after hosting ten events, not nine', () => {
    expect(holds('community-leader', { eventsHosted: 9 })).toBe(false);
    expect(holds('community-leader', { eventsHosted: 10 })).toBe(true);
  });

  it('"Yıldız Ev Sahibi" holds for a host average of 4.5 and needs a rating', () => {
    expect(holds('star-host', { hostRatings: { total: 0, count: 0 } })).toBe(false);
    expect(holds('star-host', { hostRatings: { total: 8.8, count: 2 } })).toBe(false);
    expect(holds('star-host', { hostRatings: { total: 9, count: 2 } })).toBe(true);
  });

  it('"İlk Puan" holds with the first rating received, as host or as participant', () => {
    expect(holds('first-rating', {})).toBe(false);
    expect(holds('first-rating', { participantRatings: { total: 3, count: 1 } })).toBe(true);
    expect(holds('first-rating', { hostRatings: { total: 1, count: 1 } })).toBe(true);
  });

  it('"Beş Yıldızlı Ev Sahibi" needs a host average of at least 4.8 over at least 5 ratings', () => {
    expect(holds('five-star-host', { hostRatings: { total: 20, count: 4 } })).toBe(false);
    expect(holds('five-star-host', { hostRatings: { total: 23.9, count: 5 } })).toBe(false);
    expect(holds('five-star-host', { hostRatings: { total: 24, count: 5 } })).toBe(true);
    expect(holds('five-star-host', { participantRatings: { total: 25, count: 5 } })).toBe(false);
  });

  it('"Sözünün Eri" needs at least 5 events and no no-show', () => {
    expect(holds('reliable', { reliability: { events: 4, noShows: 0 } })).toBe(false);
    expect(holds('reliable', { reliability: { events: 6, noShows: 1 } })).toBe(false);
    expect(holds('reliable', { reliability: { events: 5, noShows: 0 } })).toBe(true);
  });

  it('"Gece Kuşu" holds after three completed night events', () => {
    expect(holds('night-owl', { nightEvents: 2 })).toBe(false);
    expect(holds('night-owl', { nightEvents: 3 })).toBe(true);
  });

  it('"Hafta Sonu Savaşçısı" holds after five completed weekend events', () => {
    expect(holds('weekend-warrior', { weekendEvents: 4 })).toBe(false);
    expect(holds('weekend-warrior', { weekendEvents: 5 })).toBe(true);
  });

  it('"Müdavim" holds after ten completed events', () => {
    expect(holds('regular', { completedEvents: 9 })).toBe(false);
    expect(holds('regular', { completedEvents: 10 })).toBe(true);
  });

  it('"Yıldız Avcısı" holds after five-star ratings at five events', () => {
    expect(holds('five-star-collector', { fiveStarRatings: 4 })).toBe(false);
    expect(holds('five-star-collector', { fiveStarRatings: 5 })).toBe(true);
  });

  it('"Davetkâr" holds once an invited friend published a first event', () => {
    expect(holds('connector', { referralsPaid: 0 })).toBe(false);
    expect(holds('connector', { referralsPaid: 1 })).toBe(true);
  });

  it('"Ayın Ev Sahibi" holds once a monthly reward was paid', () => {
    expect(holds('monthly-champion', { monthlyHostRewards: 0 })).toBe(false);
    expect(holds('monthly-champion', { monthlyHostRewards: 1 })).toBe(true);
  });
});

describe('recording badges', () => {
  it('never asks to record a badge again, even when its rule no longer holds', () => {
    const recorded = { welcome: '2026-11-01T10:00:00.000Z', 'star-host': '2026-11-02T10:00:00.000Z' };
    expect(newlyEarned({ ...noFacts, eventsHosted: 1 }, recorded)).toEqual(['first-event']);
  });

  it('reads host ratings from the host fields, or from the older rating fields a profile may still hold', () => {
    expect(statsFacts({ hostRatingTotal: 10, hostRatingCount: 2 }).hostRatings).toEqual({
      total: 10,
      count: 2,
    });
    expect(statsFacts({ ratingTotal: 9, ratingCount: 2 }).hostRatings).toEqual({ total: 9, count: 2 });
  });
});

describe("a profile's badges", () => {
  const createdAt = '2026-10-01T09:00:00.000Z';
  const stats = { eventsHosted: 0, eventsJoined: 0, totalParticipants: 0, ratingTotal: 0, ratingCount: 0 };

  it('shows a recorded badge as earned with its date, even when its rule no longer holds', () => {
    const badge = badgesFor(stats, { 'star-host': '2026-11-02T10:00:00.000Z' }, createdAt).find(
      (b) => b.id === 'star-host',
    );
    expect(badge).toMatchObject({ earned: true, earnedAt: '2026-11-02T10:00:00.000Z' });
  });

  it('dates the welcome badge from the sign-up when nothing recorded it yet', () => {
    expect(badgesFor(stats, {}, createdAt).find((b) => b.id === 'welcome')).toMatchObject({
      earned: true,
      earnedAt: createdAt,
    });
  });

  it('shows a badge whose rule holds on the stats but is not recorded yet as earned, without a date', () => {
    expect(
      badgesFor({ ...stats, eventsHosted: 1 }, {}, createdAt).find((b) => b.id === 'first-event'),
    ).toMatchObject({ earned: true, earnedAt: null });
  });

  it('shows a badge not earned without a date', () => {
    expect(badgesFor(stats, {}, createdAt).find((b) => b.id === 'night-owl')).toMatchObject({
      earned: false,
      earnedAt: null,
    });
  });
});

/**
 * Badges are data: one list of rules over a user's facts. A badge is earned the moment its rule holds; the
 * `award-badges` stream consumer then records when (`badgesEarned` on the profile, set once), and a badge once
 * recorded stays earned whatever its rule says later. Without AWS types, shared by the consumer and the profile.
 */
import type { Badge } from '../contracts/profile';

/** Everything a rule may look at, each fact 0 when unknown. */
export interface BadgeFacts {
  eventsHosted: number;
  eventsJoined: number;
  totalParticipants: number;
  hostRatings: { total: number; count: number };
  participantRatings: { total: number; count: number };
  /** over the newest 12 reliability months */
  reliability: { events: number; noShows: number };
  /** completed events (with someone who came) the user hosted or attended, and those at night or on a weekend */
  completedEvents: number;
  nightEvents: number;
  weekendEvents: number;
  fiveStarRatings: number;
  referralsPaid: number;
  monthlyHostRewards: number;
}

export interface BadgeRule {
  id: string;
  name: string;
  description: string;
  icon: string;
  holds: (facts: BadgeFacts) => boolean;
  /** dated by the profile's own sign-up, so never recorded: no write follows every new profile */
  datedBySignUp?: true;
}

const average = ({ total, count }: { total: number; count: number }) => (count > 0 ? total / count : 0);

export const badgeRules: readonly BadgeRule[] = [
  {
    id: 'welcome',
    name: "Squad'a Hoş Geldin",
    description: "Squad'a katıldın, ekibini bulmaya hazırsın!",
    icon: '👋',
    // Every profile exists because its owner signed up.
    holds: () => true,
    datedBySignUp: true,
  },
  {
    id: 'first-event',
    name: 'İlk Etkinlik',
    description: 'İlk etkinliğini düzenledin.',
    icon: '🎉',
    holds: (facts) => facts.eventsHosted >= 1,
  },
  {
    id: 'social-butterfly',
    name: 'Sosyal Kelebek',
    description: '5 etkinliğe katıldın.',
    icon: '🦋',
    holds: (facts) => facts.eventsJoined >= 5,
  },
  {
    id: 'crowd-gatherer',
    name: 'Kalabalık Toplayıcı',
    description: 'Etkinliklerin toplam 25 katılımcıya ulaştı.',
    icon: '🔥',
    holds: (facts) => facts.totalParticipants >= 25,
  },
  {
    id: 'community-leader',
    name: 'Topluluk Lideri',
    description: '10 etkinlik düzenledin.',
    icon: '👑',
    holds: (facts) => facts.eventsHosted >= 10,
  },
  {
    id: 'star-host',
    name: 'Yıldız Ev Sahibi',
    description: 'Ev sahibi olarak ortalama puanın 4.5 ve üzerinde.',
    icon: '⭐',
    holds: (facts) => facts.hostRatings.count >= 1 && average(facts.hostRatings) >= 4.5,
  },
  {
    id: 'first-rating',
    name: 'İlk Puan',
    description: 'Bir etkinlikten sonra ilk puanını aldın.',
    icon: '🌱',
    holds: (facts) => facts.hostRatings.count + facts.participantRatings.count >= 1,
  },
  {
    id: 'five-star-host',
    name: 'Beş Yıldızlı Ev Sahibi',
    description: 'En az 5 puanla ev sahibi ortalaman 4.8 ve üzerinde.',
    icon: '🌟',
    holds: (facts) => facts.hostRatings.count >= 5 && average(facts.hostRatings) >= 4.8,
  },
  {
    id: 'reliable',
    name: 'Sözünün Eri',
    description: 'En az 5 etkinliğin hepsine geldin: güvenilirliğin %100.',
    icon: '🤝',
    holds: (facts) => facts.reliability.events >= 5 && facts.reliability.noShows === 0,
  },
  {
    id: 'night-owl',
    name: 'Gece Kuşu',
    description: "Saat 21.00'den sonra başlayan 3 etkinliği tamamladın.",
    icon: '🦉',
    holds: (facts) => facts.nightEvents >= 3,
  },
  {
    id: 'weekend-warrior',
    name: 'Hafta Sonu Savaşçısı',
    description: 'Hafta sonu 5 etkinliği tamamladın.',
    icon: '⚔️',
    holds: (facts) => facts.weekendEvents >= 5,
  },
  {
    id: 'regular',
    name: 'Müdavim',
    description: '10 etkinliği tamamladın.',
    icon: '🎯',
    holds: (facts) => facts.completedEvents >= 10,
  },
  {
    id: 'five-star-collector',
    name: 'Yıldız Avcısı',
    description: '5 farklı etkinlikte 5 yıldız aldın.',
    icon: '💫',
    holds: (facts) => facts.fiveStarRatings >= 5,
  },
  {
    id: 'connector',
    name: 'Davetkâr',
    description: 'Davet ettiğin bir arkadaşın ilk etkinliğini yayınladı.',
    icon: '💌',
    holds: (facts) => facts.referralsPaid >= 1,
  },
  {
    id: 'monthly-champion',
    name: 'Ayın Ev Sahibi',
    description: 'Bir ayda 5 etkinlik düzenleyip tamamladın.',
    icon: '🏆',
    holds: (facts) => facts.monthlyHostRewards >= 1,
  },
];

/** Facts with nothing known: what a rule sees of a fact the caller did not read. */
export const noFacts: BadgeFacts = {
  eventsHosted: 0,
  eventsJoined: 0,
  totalParticipants: 0,
  hostRatings: { total: 0, count: 0 },
  participantRatings: { total: 0, count: 0 },
  reliability: { events: 0, noShows: 0 },
  completedEvents: 0,
  nightEvents: 0,
  weekendEvents: 0,
  fiveStarRatings: 0,
  referralsPaid: 0,
  monthlyHostRewards: 0,
};

/** The ids of badges whose rule holds and that are not recorded yet: what the consumer records now. */
export function newlyEarned(facts: BadgeFacts, recorded: Readonly<Record<string, string>>): string[] {
  return badgeRules
    .filter((rule) => !rule.datedBySignUp && recorded[rule.id] === undefined && rule.holds(facts))
    .map((rule) => rule.id);
}

const numberIn = (stats: Readonly<Record<string, unknown>>, name: string): number | undefined => {
  const value = Number(stats[name]);
  return stats[name] === undefined || !Number.isFinite(value) ? undefined : value;
};

/**
 * The facts a profile's stored stats give. Host ratings are `hostRatingTotal`/`hostRatingCount`, or the older
 * `ratingTotal`/`ratingCount` of a profile the ratings feature has not moved yet.
 */
export function statsFacts(stats: Readonly<Record<string, unknown>>): Partial<BadgeFacts> {
  const of = (name: string) => numberIn(stats, name) ?? 0;
  return {
    eventsHosted: of('eventsHosted'),
    eventsJoined: of('eventsJoined'),
    totalParticipants: of('totalParticipants'),
    hostRatings: {
      total: numberIn(stats, 'hostRatingTotal') ?? of('ratingTotal'),
      count: numberIn(stats, 'hostRatingCount') ?? of('ratingCount'),
    },
    participantRatings: { total: of('participantRatingTotal'), count: of('participantRatingCount') },
  };
}

/**
 * The profile's badges: earned when recorded (with the date), or when the rule already holds on the profile's own
 * stats but the consumer has not recorded it yet (no date); the welcome badge dates from the sign-up.
 */
export function badgesFor(
  stats: Readonly<Record<string, unknown>>,
  recorded: Readonly<Record<string, string>>,
  createdAt: string,
): Badge[] {
  const facts: BadgeFacts = { ...noFacts, ...statsFacts(stats) };
  return badgeRules.map(({ holds, datedBySignUp, ...badge }) => {
    const earnedAt = recorded[badge.id] ?? (datedBySignUp ? createdAt : null);
    return { ...badge, earned: earnedAt !== null || holds(facts), earnedAt };
  });
}

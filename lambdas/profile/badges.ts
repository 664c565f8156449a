/** Badges are derived from the user's real statistics every time the profile is read, never stored. */
import type { Badge, ProfileStats } from '../contracts/profile';

interface BadgeRule {
  id: string;
  name: string;
  description: string;
  icon: string;
  earned: (stats: ProfileStats) => boolean;
}

const badgeRules: readonly BadgeRule[] = [
  {
    id: 'welcome',
    name: "Squad'a Hoş Geldin",
    description: "Squad'a katıldın, ekibini bulmaya hazırsın!",
    icon: '👋',
    // Every profile exists because its owner signed up.
    earned: () => true,
  },
  {
    id: 'first-event',
    name: 'İlk Etkinlik',
    description: 'İlk etkinliğini düzenledin.',
    icon: '🎉',
    earned: (stats) => stats.eventsHosted >= 1,
  },
  {
    id: 'social-butterfly',
    name: 'Sosyal Kelebek',
    description: '5 etkinliğe katıldın.',
    icon: '🦋',
    earned: (stats) => stats.eventsJoined >= 5,
  },
  {
    id: 'crowd-gatherer',
    name: 'Kalabalık Toplayıcı',
    description: 'Etkinliklerin toplam 25 katılımcıya ulaştı.',
    icon: '🔥',
    earned: (stats) => stats.totalParticipants >= 25,
  },
  {
    id: 'community-leader',
    name: 'Topluluk Lideri',
    description: '10 etkinlik düzenledin.',
    icon: '👑',
    earned: (stats) => stats.eventsHosted >= 10,
  },
  {
    id: 'star-host',
    name: 'Yıldız Ev Sahibi',
    description: 'Ortalama puanın 4.5 ve üzerinde.',
    icon: '⭐',
    earned: (stats) => stats.averageRating >= 4.5,
  },
];

export function badgesFor(stats: ProfileStats): Badge[] {
  return badgeRules.map(({ earned, ...badge }) => ({ ...badge, earned: earned(stats) }));
}

/**
 * A profile's statistics and interests as lists: in the caller's side column and in another user's profile
 * dialog, which reads them through the feature's index. Each place keeps its own headings and empty wording.
 */
import type { ProfileStats } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';

/** An average rating with how many ratings it averages, or "no rating yet". */
function ratingStatistic(label: string, average: number, count: number) {
  const copy = profileCopy.side;
  return count > 0
    ? { label, value: copy.ratingValue(average, count) }
    : { label, value: copy.noRating, muted: true };
}

interface StatisticsListProps {
  stats: ProfileStats;
  /** whose events the counts are, in words: "Düzenlediğin" on one's own profile, "Düzenlediği" on another's */
  eventCounts: { hosted: string; joined: string };
}

export function StatisticsList({ stats, eventCounts }: StatisticsListProps) {
  const copy = profileCopy.side;
  const statistics = [
    { label: eventCounts.hosted, value: String(stats.eventsHosted) },
    { label: eventCounts.joined, value: String(stats.eventsJoined) },
    { label: copy.totalParticipants, value: String(stats.totalParticipants) },
    ratingStatistic(copy.averageRating, stats.averageRating, stats.ratingCount),
    ratingStatistic(
      copy.participantAverageRating,
      stats.participantAverageRating,
      stats.participantRatingCount,
    ),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {statistics.map((statistic) => (
        <div key={statistic.label} className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{statistic.label}</dt>
          <dd
            className={`mt-1 font-bold ${'muted' in statistic ? 'text-sm text-slate-600' : 'text-lg text-slate-900'}`}
          >
            {statistic.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The interests as chips; the caller says what an empty list means where it is shown. */
export function InterestList({ interests }: { interests: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {interests.map((interest) => (
        <li
          key={interest}
          className="rounded-full bg-violet-50 px-3 py-1 text-sm font-medium text-violet-800"
        >
          {interest}
        </li>
      ))}
    </ul>
  );
}

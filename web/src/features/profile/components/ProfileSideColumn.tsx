/** Side column: token balance, statistics and interests. */
import type { Profile } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';
import { card, sectionTitle } from '../../../lib/ui/classes';

export function ProfileSideColumn({ profile }: { profile: Profile }) {
  const copy = profileCopy.side;
  const { stats } = profile;
  const statistics = [
    { label: copy.eventsHosted, value: String(stats.eventsHosted) },
    { label: copy.eventsJoined, value: String(stats.eventsJoined) },
    { label: copy.totalParticipants, value: String(stats.totalParticipants) },
    stats.averageRating > 0
      ? { label: copy.averageRating, value: `${stats.averageRating.toFixed(1)} / 5` }
      : { label: copy.averageRating, value: copy.noRating, muted: true },
  ];
  return (
    <aside className="flex flex-col gap-4" aria-label={profileCopy.pageTitle}>
      <section
        aria-labelledby="token-balance-title"
        className="rounded-2xl bg-linear-to-br from-violet-600 to-fuchsia-600 p-5 text-white shadow-sm"
      >
        <h2 id="token-balance-title" className="text-sm font-semibold uppercase tracking-wide">
          {copy.tokenBalance}
        </h2>
        <p className="mt-1 text-3xl font-extrabold" data-testid="token-balance">
          {copy.tokenUnit(profile.eventLimit)}
        </p>
        <p className="mt-1 text-sm">{copy.tokenHint}</p>
      </section>

      <section aria-labelledby="statistics-title" className={card}>
        <h2 id="statistics-title" className={sectionTitle}>
          {copy.statistics}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
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
      </section>

      <section aria-labelledby="interests-title" className={card}>
        <h2 id="interests-title" className={sectionTitle}>
          {copy.interests}
        </h2>
        {profile.interests.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{copy.noInterests}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-violet-50 px-3 py-1 text-sm font-medium text-violet-800"
              >
                {interest}
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

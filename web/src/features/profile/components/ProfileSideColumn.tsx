/** Side column: token balance, statistics and interests. */
import type { Profile } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';
import { card, sectionTitle } from '../../../lib/ui/classes';
import { InterestList, StatisticsList } from './ProfileFacts';

export function ProfileSideColumn({ profile }: { profile: Profile }) {
  const copy = profileCopy.side;
  return (
    <aside className="flex flex-col gap-4" aria-label={profileCopy.pageTitle}>
      <section
        aria-labelledby="token-balance-title"
        className="rounded-2xl bg-linear-to-br from-violet-600 to-fuchsia-600 p-5 text-white shadow-sm"
      >
        <h2 id="token-balance-title" className="text-sm font-semibold tracking-wide">
          {copy.tokenBalance}
        </h2>
        <p className="mt-1 text-3xl font-extrabold" data-testid="token-balance">
          {copy.tokenUnit(profile.eventLimit)}
        </p>
        <p className="mt-1 text-sm">{copy.tokenHint}</p>
      </section>

      <section aria-labelledby="statistics-title" className={card}>
        <h2 id="statistics-title" className={`${sectionTitle} mb-3`}>
          {copy.statistics}
        </h2>
        <StatisticsList stats={profile.stats} eventCounts={copy.eventCounts} />
      </section>

      <section aria-labelledby="interests-title" className={card}>
        <h2 id="interests-title" className={`${sectionTitle} mb-3`}>
          {copy.interests}
        </h2>
        {profile.interests.length === 0 ? (
          <p className="text-sm text-slate-600">{copy.noInterests}</p>
        ) : (
          <InterestList interests={profile.interests} />
        )}
      </section>
    </aside>
  );
}

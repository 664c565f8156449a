/** Earned badges first, then the ones still to earn (dimmed, marked as locked for screen readers too). */
import type { Badge } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';
import { sectionTitle } from '../../../lib/ui/classes';
import { rewardsCopy } from '../../../copy/rewards';

function BadgeList({ badges, emptyText }: { badges: Badge[]; emptyText: string }) {
  const copy = profileCopy.badges;
  if (badges.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {badges.map((badge) => (
        <li
          key={badge.id}
          className={`flex items-start gap-3 rounded-xl border p-3 ${
            badge.earned ? 'border-violet-200 bg-violet-50' : 'border-slate-200 bg-slate-50'
          }`}
        >
          <span aria-hidden="true" className={`text-2xl ${badge.earned ? '' : 'opacity-50 grayscale'}`}>
            {badge.icon}
          </span>
          <div>
            <p className="font-semibold text-slate-900">
              {badge.name}
              <span className="sr-only">, {badge.earned ? copy.earnedStatus : copy.lockedStatus}</span>
            </p>
            <p className="text-sm text-slate-600">{badge.description}</p>
            {badge.earnedAt && (
              <p className="text-xs font-semibold text-violet-900">
                <time dateTime={badge.earnedAt}>{rewardsCopy.badges.earnedOn(badge.earnedAt)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BadgesPanel({ badges }: { badges: Badge[] }) {
  const copy = profileCopy.badges;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="badges-earned-title">
        <h2 id="badges-earned-title" className={`${sectionTitle} mb-3`}>
          {copy.earned}
        </h2>
        <BadgeList badges={badges.filter((badge) => badge.earned)} emptyText={copy.emptyEarned} />
      </section>
      <section aria-labelledby="badges-locked-title">
        <h2 id="badges-locked-title" className={`${sectionTitle} mb-3`}>
          {copy.notEarned}
        </h2>
        <BadgeList badges={badges.filter((badge) => !badge.earned)} emptyText={copy.emptyLocked} />
      </section>
    </div>
  );
}

/** The Earn Tokens tab: the rewards of spec section 9, each honestly marked as not active yet. */
import { tokensCopy } from '../../../copy/tokens';
import { card } from '../../../lib/ui/classes';

const copy = tokensCopy.earn;

export function EarnTokens() {
  return (
    <section aria-labelledby="earn-title" className={`${card} flex flex-col gap-3`}>
      <h2 id="earn-title" className="text-lg font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="text-slate-700">{copy.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {copy.rules.map((rule) => (
          <li key={rule.title} className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4">
            <p className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-semibold text-slate-900">{rule.title}</span>
              <span className="shrink-0 whitespace-nowrap font-bold text-violet-800">
                {copy.reward(rule.reward)}
              </span>
            </p>
            <p className="text-sm text-slate-700">{rule.description}</p>
            <p className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {copy.notActive}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

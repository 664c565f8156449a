/** What the rules paid, newest first: each grant with what caused it. */
import type { EarnedLine } from '@contracts/rewards';
import { earnedDay, rewardsCopy } from '../../../copy/rewards';

const copy = rewardsCopy.history;

function detailOf(line: EarnedLine): string | undefined {
  if (line.eventTitle) return line.eventTitle;
  if (line.month) return copy.month(line.month);
  if (line.friendName) return copy.friend(line.friendName);
  return undefined;
}

export function EarnedHistory({ lines }: { lines: EarnedLine[] }) {
  return (
    <section aria-labelledby="earned-history-title" className="flex flex-col gap-2">
      <h3 id="earned-history-title" className="text-lg font-bold text-slate-900">
        {copy.title}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {lines.map((line) => {
            const detail = detailOf(line);
            return (
              <li key={line.id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{copy.lines[line.rule]}</p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={line.at}>{earnedDay(line.at)}</time>
                    {detail && <span className="break-words"> · {detail}</span>}
                  </p>
                </div>
                <p className="shrink-0 font-bold text-emerald-800">+{line.tokens}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

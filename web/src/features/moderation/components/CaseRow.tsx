/** One case of the queue: its kind, whom it is about, how long ago it opened (and closed), how many reports. */
import { Link } from 'react-router-dom';
import { caseKinds, type CaseSummary } from '@contracts/moderation';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { focusRing } from '../../../lib/ui/classes';
import { dayTimeText, relativeTime } from '../time';
import { PersonName } from './PersonName';

const copy = moderationCopy.queue;

/** What a case page is handed by the queue: the queue's filters, for the way back. */
export interface FromQueue {
  queue: string;
}

export function CaseRow({ summary, now, queue }: { summary: CaseSummary; now: number; queue: string }) {
  const state: FromQueue = { queue };
  return (
    <li>
      <Link
        to={paths.moderation.case(summary.caseId)}
        state={state}
        className={`flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 transition hover:border-violet-300 hover:bg-violet-50 ${focusRing}`}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
            {caseKinds[summary.kind]}
          </span>
          <span className="text-xs font-semibold text-slate-700">{copy.reports(summary.reportCount)}</span>
        </span>
        <PersonName person={summary.subject} />
        <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
          <time dateTime={summary.openedAt} title={dayTimeText(summary.openedAt)}>
            {copy.opened(relativeTime(summary.openedAt, now))}
          </time>
          {summary.closedAt && (
            <time dateTime={summary.closedAt} title={dayTimeText(summary.closedAt)}>
              {copy.closed(relativeTime(summary.closedAt, now))}
            </time>
          )}
          {summary.action && (
            <span className="font-semibold text-slate-800">{moderationCopy.decided[summary.action]}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

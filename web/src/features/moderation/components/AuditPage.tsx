/**
 * /moderation/denetim-kaydi: the audit log, latest first, a page at a time: who read which case, and who decided
 * what, under which rule and why.
 */
import { Link } from 'react-router-dom';
import { communityRules, type AuditEntry } from '@contracts/moderation';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { card, secondaryButton } from '../../../lib/ui/classes';
import { failureMessage, LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { useAuditLog } from '../api';
import { dayTimeText } from '../time';
import { ConsoleNav } from './ConsoleNav';
import { PersonName } from './PersonName';

const copy = moderationCopy.audit;

/** The first part of an id: enough to tell entries apart on screen; the link carries the whole id. */
const shortId = (id: string) => id.slice(0, 8);

export function AuditPage() {
  const log = useAuditLog();
  const entries = log.pages.flatMap((page) => page.entries);

  let body;
  if (log.pages.length === 0) {
    body = log.error ? (
      <LoadFailed
        // A 4xx is the server's reason (no longer a moderator, say); anything else is ours to word.
        message={failureMessage(log.error, copy.loadFailed)}
        retry={{ label: copy.retry, onRetry: () => void log.retry(), busy: log.isLoading }}
      />
    ) : (
      <LoadingRows label={copy.loading} rows={5} />
    );
  } else if (entries.length === 0) {
    body = <p className="text-sm text-slate-700">{copy.empty}</p>;
  } else {
    body = (
      <>
        <ol className="flex flex-col divide-y divide-slate-200">
          {entries.map((entry) => (
            <AuditRow key={entry.entryId} entry={entry} />
          ))}
        </ol>
        {log.error && (
          <LoadFailed
            message={copy.loadFailed}
            retry={{ label: copy.retry, onRetry: () => void log.retry(), busy: log.isLoadingMore }}
          />
        )}
        {log.hasMore && !log.error && (
          <button
            type="button"
            className={`${secondaryButton} self-center`}
            onClick={() => void log.loadMore()}
            disabled={log.isLoadingMore}
            aria-busy={log.isLoadingMore || undefined}
          >
            {log.isLoadingMore ? copy.loadingMore : copy.more}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ConsoleNav />
      <header>
        <h1 className="text-2xl font-black text-slate-900">{copy.title}</h1>
        <p className="text-sm text-slate-700">{copy.intro}</p>
      </header>
      <div className={`${card} flex flex-col gap-3`}>{body}</div>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm first:pt-0">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span>
          <PersonName person={entry.moderator} />{' '}
          <span className="text-slate-800">
            · {copy.kinds[entry.kind]}
            {entry.action && `: ${moderationCopy.decided[entry.action]}`}
          </span>
        </span>
        <time dateTime={entry.at} className="text-slate-700">
          {dayTimeText(entry.at)}
        </time>
      </p>
      {entry.rule && (
        <p>
          <span className="font-medium text-slate-700">{copy.rule}: </span>
          <Link to={paths.communityRule(entry.rule)} className="link">
            {communityRules[entry.rule].title}
          </Link>
        </p>
      )}
      {entry.reason && (
        <p className="break-words whitespace-pre-wrap">
          <span className="font-medium text-slate-700">{copy.reason}: </span>
          {entry.reason}
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 text-slate-700">
        <Link to={paths.moderation.case(entry.caseId)} className="link">
          {copy.openCase(shortId(entry.caseId))}
        </Link>
        <span>
          {copy.subject}: <span className="font-mono">{shortId(entry.subjectUserId)}</span>
        </span>
      </p>
    </li>
  );
}

/**
 * /moderation/:caseId: one case, read in full (the read is audited), and its decision. On a phone the details
 * come first and the decision under them; from a wide screen up the decision stays beside them.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { caseIdParamsSchema, caseKinds, type CaseDetails } from '@contracts/moderation';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { LoadFailed, LoadingRows, failureMessage } from '../../../lib/ui/LoadState';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { toast } from '../../../lib/ui/toast';
import { LiveStatus } from '../../../lib/ui/useAnnouncedAction';
import { revalidateModeration, useCase } from '../api';
import { dayTimeText, relativeTime } from '../time';
import { ContentSection, DecisionView, Fact, HistorySection, ReportsSection } from './CaseSections';
import type { FromQueue } from './CaseRow';
import { ConsoleNav } from './ConsoleNav';
import { DecisionForm } from './DecisionForm';
import { PersonName } from './PersonName';
import { useNow } from './useNow';

const copy = moderationCopy.case;

export function CasePage() {
  const { caseId = '' } = useParams();
  const valid = caseIdParamsSchema.safeParse({ caseId }).success;
  const read = useCase(valid ? caseId : null);
  const from = useLocation().state as FromQueue | null;
  const back = from?.queue ? `${paths.moderation.root}?${from.queue}` : paths.moderation.root;

  let body;
  if (!valid) body = <LoadFailed message={copy.notFound} />;
  else if (read.data) body = <CaseView key={caseId} details={read.data} />;
  else if (read.error) {
    body = (
      <LoadFailed
        message={failureMessage(read.error, copy.loadFailed)}
        retry={{ label: copy.retry, onRetry: () => void read.mutate(), busy: read.isLoading }}
      />
    );
  } else body = <LoadingRows label={copy.loading} rows={3} rowHeight="h-40" />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <ConsoleNav />
      <Link to={back} className="link self-start">
        <span aria-hidden="true">← </span>
        {copy.back}
      </Link>
      {body}
    </div>
  );
}

function CaseView({ details }: { details: CaseDetails }) {
  const now = useNow();
  const title = useRef<HTMLHeadingElement>(null);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  /** the server's word that another moderator decided first: kept while the page shows their decision */
  const [conflict, setConflict] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** set when this page saw the case close: focus then goes to the decision */
  const [justClosed, setJustClosed] = useState(false);
  const closed = details.decision !== null;

  // A new page for screen readers: its title is read first.
  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (justClosed && closed) decisionHeading.current?.focus();
  }, [justClosed, closed]);

  function decided(message: string) {
    toast.success(message);
    setAnnouncement(message);
    setJustClosed(true);
  }

  function decidedElsewhere(message: string) {
    setConflict(message);
    setJustClosed(true);
    // The case (now closed, with their decision), the queue and the count.
    void revalidateModeration();
  }

  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 ref={title} tabIndex={-1} className="text-2xl font-black break-words text-slate-900">
          {copy.title(caseKinds[details.kind], details.subject.displayName)}
        </h1>
        <dl className="flex flex-col gap-1">
          <Fact term={copy.subject}>
            <PersonName person={details.subject} />
          </Fact>
          <Fact term={moderationCopy.queue.statusLabel}>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                closed ? 'bg-slate-100 text-slate-800' : 'bg-amber-100 text-amber-950'
              }`}
            >
              {closed ? copy.status.closed : copy.status.open}
            </span>
          </Fact>
          <Fact term={copy.opened}>
            <time dateTime={details.openedAt}>
              {dayTimeText(details.openedAt)} ({relativeTime(details.openedAt, now)})
            </time>
          </Fact>
          {details.closedAt && (
            <Fact term={copy.closed}>
              <time dateTime={details.closedAt}>{dayTimeText(details.closedAt)}</time>
            </Fact>
          )}
          <Fact term={copy.reportCount}>{details.reportCount}</Fact>
        </dl>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <ContentSection content={details.content} />
          <ReportsSection reports={details.reports} now={now} />
          <HistorySection history={details.subjectHistory} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ErrorNote message={conflict} />
          {details.decision ? (
            <DecisionView decision={details.decision} headingRef={decisionHeading} />
          ) : (
            <DecisionForm details={details} onDecided={decided} onAlreadyDecided={decidedElsewhere} />
          )}
          <LiveStatus>{announcement}</LiveStatus>
        </div>
      </div>
    </>
  );
}

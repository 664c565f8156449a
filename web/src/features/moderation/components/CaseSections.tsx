/**
 * What a case page shows for a fair decision: the content as it was when the case opened, the reports, the
 * subject's history (earlier cases, sanctions, reliability, rating), and, once closed, the decision.
 */
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { communityRules, type CaseDetails, type CaseDecisionView } from '@contracts/moderation';
import { reportReasons } from '@contracts/users';
import { attendanceCopy } from '../../../copy/attendance';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { card, sectionTitle } from '../../../lib/ui/classes';
import { ReliabilityText } from '../../attendance';
import { dayTimeText, relativeTime } from '../time';
import { PersonName } from './PersonName';
import { SanctionItem } from './SanctionItem';

const copy = moderationCopy.case;

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${card} flex min-w-0 flex-col gap-3`}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value, one under the other on a phone and side by side from a tablet up. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-x-3 sm:flex-row">
      <dt className="shrink-0 text-sm font-medium text-slate-700 sm:w-36">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ContentSection({ content }: Pick<CaseDetails, 'content'>) {
  return (
    <Section id="case-content" title={copy.content.title}>
      <p className="text-sm text-slate-700">{copy.content.hint}</p>
      {content.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.content.empty}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {content.map((field, index) => (
            <div key={`${field.label}-${index}`}>
              <dt className="text-sm font-medium text-slate-700">{field.label}</dt>
              <dd className="mt-1 rounded-xl bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
                {field.text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function ReportsSection({ reports, now }: Pick<CaseDetails, 'reports'> & { now: number }) {
  return (
    <Section
      id="case-reports"
      title={
        <>
          {copy.reports.title} <span className="font-semibold text-slate-700">({reports.length})</span>
        </>
      }
    >
      {reports.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.reports.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reports.map((report, index) => (
            <li
              key={`${report.reporter.userId}-${report.createdAt}-${index}`}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span>
                  <span className="sr-only">{copy.reports.reporter}: </span>
                  <PersonName person={report.reporter} />
                </span>
                <time
                  dateTime={report.createdAt}
                  title={dayTimeText(report.createdAt)}
                  className="text-slate-700"
                >
                  {relativeTime(report.createdAt, now)}
                </time>
              </p>
              <dl className="flex flex-col gap-1">
                <Fact term={copy.reports.reason}>{reportReasons[report.reason]}</Fact>
                <Fact term={copy.reports.text}>
                  <span className="whitespace-pre-wrap">{report.text}</span>
                </Fact>
                <Fact term={copy.reports.reporterHistory}>
                  {copy.reports.reporterHistoryText(report.reporterHistory)}
                </Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function HistorySection({ history }: { history: CaseDetails['subjectHistory'] }) {
  const { rating } = history;
  return (
    <Section id="case-history" title={copy.history.title}>
      <dl className="flex flex-col gap-1">
        <Fact term={copy.history.pastCases}>{copy.history.pastCasesCount(history.pastCases)}</Fact>
        <Fact term={attendanceCopy.reliability.label}>
          <ReliabilityText reliability={history.reliability} />
        </Fact>
        <Fact term={copy.history.rating}>
          {rating && rating.count > 0 ? (
            <>
              <span aria-hidden="true">{copy.history.ratingValue(rating.average, rating.count)}</span>
              <span className="sr-only">{copy.history.ratingLabel(rating.average, rating.count)}</span>
            </>
          ) : (
            copy.history.noRating
          )}
        </Fact>
      </dl>
      <h3 className="font-bold text-slate-900">{copy.history.sanctions}</h3>
      {history.sanctions.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.history.noSanctions}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {history.sanctions.map((sanction) => (
            <li key={sanction.sanctionId}>
              <SanctionItem sanction={sanction} viewer="moderator" headingLevel={4} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A closed case's decision; its heading takes focus when the decision has just been made (or found made). */
export function DecisionView({
  decision,
  headingRef,
}: {
  decision: CaseDecisionView;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const labels = copy.decision;
  return (
    <section aria-labelledby="case-decision" className={`${card} flex flex-col gap-3`}>
      <h2 id="case-decision" ref={headingRef} tabIndex={-1} className={sectionTitle}>
        {labels.title}
      </h2>
      <dl className="flex flex-col gap-1">
        <Fact term={labels.action}>
          <span className="font-semibold">{moderationCopy.decided[decision.action]}</span>
        </Fact>
        {decision.rule && (
          <Fact term={labels.rule}>
            <Link to={paths.communityRule(decision.rule)} className="link">
              {communityRules[decision.rule].title}
            </Link>
          </Fact>
        )}
        {decision.days !== null && <Fact term={labels.days}>{labels.daysValue(decision.days)}</Fact>}
        <Fact term={labels.reason}>
          <span className="whitespace-pre-wrap">{decision.reason}</span>
        </Fact>
        <Fact term={labels.moderator}>
          <PersonName person={decision.moderator} />
        </Fact>
        <Fact term={labels.at}>
          <time dateTime={decision.decidedAt}>{dayTimeText(decision.decidedAt)}</time>
        </Fact>
      </dl>
    </section>
  );
}

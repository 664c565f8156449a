/**
 * One sanction: what it was, the rule it enforces (linked to the rule on the guidelines page), the reason, when,
 * until when, whether it still holds, and its one appeal (until when it may be made, or how it went). The user it
 * concerns reads it on their account settings, with the way to appeal under it (`children`); a moderator reads it
 * in a case's history.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { communityRules, type SanctionView } from '@contracts/moderation';
import { sanctionsCopy as copy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { dayText, dayTimeText } from '../time';

type Viewer = 'self' | 'moderator';

function stateOf(sanction: SanctionView, viewer: Viewer): { text: string; tone: string } {
  if (sanction.action === 'warn') return { text: copy.warningOnly, tone: 'bg-slate-100 text-slate-800' };
  if (sanction.action === 'remove-content') {
    return { text: copy.contentRemoved[viewer], tone: 'bg-slate-100 text-slate-800' };
  }
  if (sanction.inForce) return { text: copy.inForce, tone: 'bg-red-100 text-red-800' };
  return { text: copy.ended, tone: 'bg-emerald-100 text-emerald-900' };
}

/** A warning and a removal are done when given: only a suspension or a ban lasts until a date, or without end. */
function untilText(sanction: SanctionView): string | undefined {
  if (sanction.action === 'warn' || sanction.action === 'remove-content') return undefined;
  return sanction.endsAt ? dayTimeText(sanction.endsAt) : copy.untilOpen;
}

/** The one appeal: how it went if made, else until when it may be made, else that the window has closed. */
function appealText(sanction: SanctionView, viewer: Viewer): string {
  const { appeal } = sanction;
  if (appeal) return copy.appealed(dayText(appeal.appealedAt), copy.appealOutcomes[appeal.outcome]);
  const day = dayText(sanction.appealableUntil);
  if (!sanction.appealable) return copy.appealOver(day);
  return viewer === 'self' ? copy.appealUntil(day) : copy.appealUntilOther(day);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-x-3 sm:flex-row">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-20">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function SanctionItem({
  sanction,
  viewer,
  headingLevel = 3,
  children,
}: {
  sanction: SanctionView;
  viewer: Viewer;
  headingLevel?: 3 | 4;
  /** what the viewer can do about it, under its facts */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const state = stateOf(sanction, viewer);
  const until = untilText(sanction);
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-bold text-slate-900">{copy.kinds[sanction.action]}</Heading>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.tone}`}>
          <span className="sr-only">{copy.state}: </span>
          {state.text}
        </span>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <Fact term={copy.rule}>
          <Link to={paths.communityRule(sanction.rule)} className="link">
            {communityRules[sanction.rule].title}
          </Link>
        </Fact>
        <Fact term={copy.reason}>
          <span className="whitespace-pre-line">{sanction.reason}</span>
        </Fact>
        <Fact term={copy.given}>
          <time dateTime={sanction.createdAt}>{dayTimeText(sanction.createdAt)}</time>
        </Fact>
        {until && (
          <Fact term={copy.until}>
            {sanction.endsAt ? <time dateTime={sanction.endsAt}>{until}</time> : until}
          </Fact>
        )}
        <Fact term={copy.appeal}>{appealText(sanction, viewer)}</Fact>
      </dl>
      {children}
    </article>
  );
}

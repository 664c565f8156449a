/** A person in a case, as moderators see them: display name and @username (or that there is none). */
import type { CasePerson } from '@contracts/moderation';
import { moderationCopy } from '../../../copy/moderation';

export function PersonName({ person }: { person: CasePerson }) {
  return (
    <span className="min-w-0 break-words">
      <span className="font-semibold text-slate-900">{person.displayName}</span>{' '}
      <span className="text-slate-700">
        {person.username ? `@${person.username}` : `(${moderationCopy.noUsername})`}
      </span>
    </span>
  );
}

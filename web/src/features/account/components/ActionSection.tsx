/** A settings section whose whole content is one explained action: a title, a line of why, and its button. */
import type { ReactNode } from 'react';
import { secondaryButton, sectionTitle } from '../../../lib/ui/classes';

interface ActionSectionProps {
  id: string;
  copy: { title: string; body: string; submit: string; submitting: string };
  busy: boolean;
  onAct: () => void;
  /** Announcements under the button, e.g. a live status line. */
  children?: ReactNode;
}

export function ActionSection({ id, copy, busy, onAct, children }: ActionSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col items-start gap-3">
      <div>
        <h2 id={titleId} className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.body}</p>
      </div>
      <button type="button" className={secondaryButton} onClick={onAct} disabled={busy} aria-busy={busy}>
        {busy ? copy.submitting : copy.submit}
      </button>
      {children}
    </section>
  );
}

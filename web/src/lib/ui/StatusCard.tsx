import { useEffect, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/**
 * A titled card for a screen state (loading, success, error). Its heading takes focus when the state
 * changes, so screen reader users hear the new state.
 */
export function StatusCard({
  icon,
  title,
  tone,
  children,
}: {
  icon: IconName;
  title: string;
  tone: 'progress' | 'success' | 'error';
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  const iconColours = {
    progress: 'bg-violet-100 text-violet-700',
    success: 'bg-emerald-100 text-emerald-700',
    error: 'bg-rose-100 text-rose-700',
  }[tone];
  return (
    <section className="card text-center" aria-live="polite">
      <div
        aria-hidden="true"
        className={`mx-auto mb-4 flex size-16 items-center justify-center rounded-full ${iconColours}`}
      >
        <Icon name={icon} className="size-8" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

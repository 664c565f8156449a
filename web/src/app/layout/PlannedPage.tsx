import type { ReactNode } from 'react';

/** A real page of the shell whose content arrives in a later issue: says honestly what it will hold. */
export function PlannedPage({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="card max-w-3xl">
      <h1 className="mb-2 text-3xl font-black text-slate-900">{title}</h1>
      <p className="text-slate-700">{body}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}

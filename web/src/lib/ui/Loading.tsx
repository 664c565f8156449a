import { commonCopy } from '../../copy/common';

/** Suspense fallback for lazy screens. */
export function Loading({ label = commonCopy.pageLoading }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50dvh] items-center justify-center gap-3 p-8"
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-violet-200 border-t-violet-700"
      />
      <span className="text-slate-700">{label}</span>
    </div>
  );
}

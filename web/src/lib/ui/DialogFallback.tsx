/** What shows while a dialog's code arrives: a dimmed page and a polite status, like the dialog it stands for. */
export function DialogFallback({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-[1000] grid place-items-center bg-slate-900/50 p-4">
      <p
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 text-slate-800 shadow-xl"
      >
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-violet-200 border-t-violet-700"
        />
        {label}
      </p>
    </div>
  );
}

/** Determinate progress (0-100) with an accessible name. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-violet-100"
    >
      <div className="brand-gradient h-full rounded-full transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

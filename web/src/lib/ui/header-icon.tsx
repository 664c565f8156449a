/** The signed-in header's icon links: one look for each, and the label shown under it on hover and focus. */

export const iconButtonClass = (active: boolean) =>
  `group relative inline-flex size-10 items-center justify-center rounded-xl transition ${
    active ? 'bg-violet-100 text-violet-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * An icon button's label, shown under it on hover, on keyboard focus and while a finger holds it (a touch screen has
 * no hover). Hidden from screen readers: the button's aria-label already names it.
 */
export function Tooltip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none invisible absolute top-full left-1/2 z-10 mt-2 -translate-x-1/2 rounded-lg bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg group-hover:visible group-focus-visible:visible group-active:visible"
    >
      {text}
    </span>
  );
}

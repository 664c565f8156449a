/**
 * Class strings shared by the profile components. Text on the gradient ends at fuchsia-600, not the theme's
 * fuchsia-500: white on fuchsia-500 is 3.5:1, below WCAG AA for body-size text; fuchsia-600 is 4.7:1.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600';

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-xl bg-linear-to-r from-violet-600 to-fuchsia-600 px-4 py-2 text-sm font-semibold text-white shadow transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-violet-600 focus:outline-2 focus:outline-violet-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export const sectionTitle = 'text-lg font-bold text-slate-900';

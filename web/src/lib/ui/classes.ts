/**
 * The UI kit's class strings for TSX: the component classes of styles.css (btn-primary, btn-secondary,
 * field-input, field-label, card) with the compact sizes the dashboard uses, so every screen shares one radius,
 * one palette and one focus style. Text on the gradient ends at fuchsia-600, not the theme's fuchsia-500: white on
 * fuchsia-500 is 3.5:1, below WCAG AA for body-size text; fuchsia-600 is 4.7:1.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600';

export const card = 'card p-5 shadow-sm sm:p-6';

/**
 * An item of a long list of cards: off screen, the browser skips its layout and paint until it scrolls near (a
 * phone shows about three of twenty), sized meanwhile by its last rendered height, else about a card's.
 */
export const listedCard = '[content-visibility:auto] [contain-intrinsic-size:auto_13rem]';

export const primaryButton = `btn-primary w-auto px-4 py-2 text-sm shadow ${focusRing}`;

export const secondaryButton = `btn-secondary w-auto px-4 py-2 text-sm ${focusRing}`;

/** A small text button inside a line of small text (a message's or a review's "Bildir"): 24 px tall, underlined. */
export const inlineTextButton = `inline-flex min-h-6 items-center rounded px-1 text-xs font-semibold text-slate-700 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-700 ${focusRing}`;

export const inputClass =
  'field-input px-3 py-2 text-sm focus:outline-2 focus:outline-violet-600 aria-[invalid=true]:border-red-600';

export const labelClass = 'field-label text-slate-800';

export const sectionTitle = 'text-lg font-bold text-slate-900';

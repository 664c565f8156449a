/**
 * The profile's point as this browser last saw it: a returning user's physical dashboard lists from it without waiting
 * for the profile. Cleared with the rest of the browser's state on sign-out (lib/identity/browser-state.ts).
 */
export const rememberedPointKey = 'squad.profilePoint';

/** Keeps the profile's point as it answered, or forgets it when the profile has none. */
export function rememberPoint(point: readonly [number, number] | null): void {
  if (point) localStorage.setItem(rememberedPointKey, JSON.stringify(point));
  else localStorage.removeItem(rememberedPointKey);
}

/** [longitude, latitude], as the profile's `placePoint`. */
export function rememberedPoint(): [number, number] | undefined {
  try {
    const point: unknown = JSON.parse(localStorage.getItem(rememberedPointKey) ?? 'null');
    return Array.isArray(point) && point.length === 2 && point.every(Number.isFinite)
      ? (point as [number, number])
      : undefined;
  } catch {
    return undefined;
  }
}

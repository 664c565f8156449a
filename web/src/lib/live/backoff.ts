/**
 * How long a tab waits before it connects again: doubling from 1 s up to a minute, with full jitter, so the tabs a
 * deploy or an outage dropped at the same moment do not all come back at the same moment.
 */
export const firstDelayMs = 1_000;
export const longestDelayMs = 60_000;

/** The wait before reconnect attempt `attempt` (0 for the first after a drop), given a random number in [0, 1). */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(longestDelayMs, firstDelayMs * 2 ** Math.max(0, attempt));
  // Never quite zero: a server that refuses at once must not be asked again in a tight loop.
  return Math.max(firstDelayMs / 4, Math.floor(random * ceiling));
}

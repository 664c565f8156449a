/**
 * What every screener answers for a join request's message, and the rules shared by all of them: an empty
 * message has nothing to screen and goes to the host; a verdict names the screener that gave it.
 */
import type { ScreeningCategory, ScreeningOutcome } from '../contracts/requests';
import type { Screening } from '../requests/request-record';

export interface ScreeningVerdict {
  outcome: ScreeningOutcome;
  /** why a message was rejected; null when approved or unscreened */
  category: ScreeningCategory | null;
  /** a short reason kept for audit */
  reason: string | null;
}

/** The rules screener (`rules`) and the Bedrock screener (the model id) answer the same question. */
export interface Screener {
  /** stored as `screening.screener`: "rules", or the Bedrock model id */
  readonly name: string;
  /** Never throws: a screener that cannot decide answers `unscreened` (fail closed, never approve blindly). */
  screen(message: string): Promise<ScreeningVerdict>;
}

export async function screenMessage(
  screener: Screener,
  message: string,
  now: () => Date,
): Promise<Screening> {
  const verdict: ScreeningVerdict =
    message.trim() === ''
      ? { outcome: 'approved', category: null, reason: 'No message to screen.' }
      : await screener.screen(message);
  return { ...verdict, screener: screener.name, screenedAt: now().toISOString() };
}

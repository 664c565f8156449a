/** The online wizard's quick times (spec section 9), as Istanbul date and time. */
import { formStart, startsInFuture } from '@contracts/events';
import { istanbulParts as istanbul } from '@contracts/istanbul-time';

export type QuickTimeId = 'now' | 'in15' | 'in30' | 'in60' | 'in120' | 'tonight' | 'tomorrow';

/** The quick times still ahead of `now`, by the server's own rule: after 20:00, "this evening 20:00" is gone. */
export function quickTimes(now = new Date()): { id: QuickTimeId; date: string; time: string }[] {
  const after = (minutes: number) => istanbul(new Date(now.getTime() + minutes * 60_000));
  const today = istanbul(now);
  const options: { id: QuickTimeId; date: string; time: string }[] = [
    // "Now" is a couple of minutes ahead, so the start is still in the future when the form arrives.
    { id: 'now', ...after(2) },
    { id: 'in15', ...after(15) },
    { id: 'in30', ...after(30) },
    { id: 'in60', ...after(60) },
    { id: 'in120', ...after(120) },
    { id: 'tonight', date: today.date, time: '20:00' },
    { id: 'tomorrow', ...after(24 * 60) },
  ];
  return options.filter((option) => startsInFuture(formStart(option), now));
}

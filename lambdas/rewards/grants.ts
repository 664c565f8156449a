/**
 * What each cause pays, composed from the table's grants: a closed event pays its host and everyone who came and
 * counts toward the host's month (and the month's reward once it reaches the target); a five-star rating pays
 * the rated person once per event; a referred user's first event pays both sides once. Every step is keyed by its
 * cause, so running a cause again (a redelivered record) pays nothing and finishes what a crash left undone.
 */
import { monthlyHostTarget } from '../contracts/rewards';
import { getProfile } from '../profile/profiles-table';
import {
  completionGrants,
  earnedCause,
  emailFingerprint,
  istanbulMonth,
  sameMailbox,
  type CompletedEvent,
} from './earn-rules';
import { mailboxKey } from './mailbox-key';
import { grant, grantReferral, hostedInMonth, membersOf, type GrantOutcome } from './rewards-table';
import type { RewardCause } from './stream-records';

export interface GrantReport {
  granted: number;
  already: number;
  skipped: number;
}

const tally = (outcomes: (GrantOutcome | 'skipped')[]): GrantReport => ({
  granted: outcomes.filter((o) => o === 'granted').length,
  already: outcomes.filter((o) => o === 'already').length,
  skipped: outcomes.filter((o) => o === 'skipped' || o === 'no-profile').length,
});

export async function grantFor(cause: RewardCause, now: Date): Promise<GrantReport> {
  const at = now.toISOString();
  switch (cause.kind) {
    case 'completion':
      return tally(await grantCompletion(cause.event, at));
    case 'five-star':
      if (cause.raterId === cause.targetId) return tally(['skipped']);
      return tally([
        await grant({
          userId: cause.targetId,
          rule: 'five-star-rating',
          cause: earnedCause.fiveStarRating(cause.eventId),
          at,
          eventId: cause.eventId,
          ...(cause.eventTitle ? { eventTitle: cause.eventTitle } : {}),
          counts: { fiveStarRatings: 1 },
        }),
      ]);
    case 'referred-first-event':
      return tally([await grantReferredFirstEvent(cause.userId, cause.inviterId, at)]);
  }
}

async function grantCompletion(event: CompletedEvent, at: string): Promise<GrantOutcome[]> {
  const members = await membersOf(event.eventId);
  const month = istanbulMonth(event.completedAt);
  const outcomes: GrantOutcome[] = [];
  for (const person of completionGrants(event, members)) {
    const outcome = await grant(
      {
        userId: person.userId,
        rule: 'complete-event',
        cause: earnedCause.completeEvent(event.eventId),
        at,
        eventId: event.eventId,
        eventTitle: event.title,
        counts: {
          completedEvents: 1,
          nightEvents: person.night ? 1 : 0,
          weekendEvents: person.weekend ? 1 : 0,
        },
      },
      person.role === 'host' ? month : undefined,
    );
    outcomes.push(outcome);
    // Asked whatever the completion's outcome: a redelivery finishes a monthly reward a crash left unpaid.
    if (person.role === 'host' && outcome !== 'no-profile') {
      outcomes.push(...(await grantMonthIfReached(person.userId, month, at)));
    }
  }
  return outcomes;
}

async function grantMonthIfReached(userId: string, month: string, at: string): Promise<GrantOutcome[]> {
  if ((await hostedInMonth(userId, month)) < monthlyHostTarget) return [];
  return [
    await grant({
      userId,
      rule: 'monthly-host',
      cause: earnedCause.monthlyHost(month),
      at,
      month,
      counts: { monthlyHostRewards: 1 },
    }),
  ];
}

/** Both sides, unless either is gone or the two are one person (one mailbox). */
async function grantReferredFirstEvent(
  invitedId: string,
  inviterId: string,
  at: string,
): Promise<GrantOutcome | 'skipped'> {
  if (invitedId === inviterId) return 'skipped';
  const [invited, inviter] = await Promise.all([getProfile(invitedId), getProfile(inviterId)]);
  if (!invited || !inviter || sameMailbox(invited.email, inviter.email)) return 'skipped';
  return grantReferral({
    inviterId,
    inviterName: inviter.displayName,
    invitedId,
    invitedName: invited.displayName,
    invitedEmailFingerprint: emailFingerprint(invited.email, await mailboxKey()),
    at,
  });
}

/**
 * The rules that pay tokens (product spec section 9), without AWS types: who a completed event pays, what
 * counts as a night or a weekend event, the month a hosted event counts in, the cause each grant is keyed by,
 * invite codes and the e-mail a referral is paid to once.
 *
 * Completing an event pays its host and every participant who came (not marked no-show), once attendance has
 * closed (48 h after the end, when no mark can change any more). An event nobody came to pays nobody, its host
 * included, and does not count toward the monthly reward: an empty event cannot be farmed for tokens.
 */
import { createHmac } from 'node:crypto';
import { istanbulParts } from '../contracts/istanbul-time';
import { inviteCodeAlphabet, inviteCodeLength, referralWindowDays } from '../contracts/rewards';

export interface CompletedEvent {
  eventId: string;
  title: string;
  hostId: string;
  /** ISO instants */
  startsAt: string;
  completedAt: string;
}

export interface EventMember {
  userId: string;
  role: 'host' | 'participant';
  /** absent: came (the default); 'no-show' as marked by the host; 'contested' while the participant disputes it */
  attendance?: string;
}

export interface CompletionGrant {
  userId: string;
  role: 'host' | 'participant';
  night: boolean;
  weekend: boolean;
}

/** Attended: a participant whose mark is not `no-show` (a contested mark does not count against them). */
export const attended = (member: EventMember) =>
  member.role === 'participant' && member.attendance !== 'no-show';

/** The host and every participant who came; nobody when no participant came. */
export function completionGrants(event: CompletedEvent, members: readonly EventMember[]): CompletionGrant[] {
  const came = members.filter(attended).filter((member) => member.userId !== event.hostId);
  if (came.length === 0) return [];
  const night = isNightStart(event.startsAt);
  const weekend = isWeekendStart(event.startsAt);
  return [
    { userId: event.hostId, role: 'host', night, weekend },
    ...came.map((member) => ({ userId: member.userId, role: 'participant' as const, night, weekend })),
  ];
}

/** Starts at 21:00 or later, or before 05:00, Istanbul time. */
export function isNightStart(startsAt: string): boolean {
  const hour = Number(istanbulParts(new Date(startsAt)).time.slice(0, 2));
  return hour >= 21 || hour < 5;
}

/** Starts on a Saturday or a Sunday, Istanbul time. */
export function isWeekendStart(startsAt: string): boolean {
  const day = new Date(`${istanbulParts(new Date(startsAt)).date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The Istanbul month (YYYY-MM) of an instant: a hosted event counts in the month it ended. */
export const istanbulMonth = (instant: Date | string) =>
  istanbulParts(typeof instant === 'string' ? new Date(instant) : instant).date.slice(0, 7);

/**
 * The cause each grant's claim is keyed by (`EARNED#<rule>#<cause>`): an event for a completion (once per
 * person and event) and for a five-star rating (once per rated person and event, however many rate 5), a month
 * for the monthly reward, the invited user for a referral (on both sides).
 */
export const earnedCause = {
  completeEvent: (eventId: string) => eventId,
  fiveStarRating: (eventId: string) => eventId,
  monthlyHost: (month: string) => month,
  referral: (invitedUserId: string) => invitedUserId,
};

/**
 * One address however it is written: lower case, no `+tag`, and for Gmail no dots (Gmail ignores them and
 * googlemail.com is the same mailbox), so a second account on the same mailbox is recognised.
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replaceAll('.', '') : untagged}@${gmail ? 'gmail.com' : domain}`;
}

/**
 * What the referral e-mail claim stores: a digest, never the address, since the claim outlives the account. An
 * HMAC under a secret key (mailbox-key.ts): a plain hash of an address is reversed by hashing guessed addresses.
 */
export const emailFingerprint = (email: string, key: string) =>
  createHmac('sha256', key).update(normaliseEmail(email)).digest('hex');

/** Two accounts on one mailbox: a self-referral. */
export const sameMailbox = (a: string, b: string) => normaliseEmail(a) === normaliseEmail(b);

/** An invite code from random bytes (one byte per letter; the alphabet's bias is harmless for a name). */
export function inviteCodeFrom(bytes: Uint8Array): string {
  return Array.from(
    bytes.slice(0, inviteCodeLength),
    (byte) => inviteCodeAlphabet[byte % inviteCodeAlphabet.length],
  ).join('');
}

/** Codes are shown upper case; a typed lower-case one is the same code. */
export const canonicalInviteCode = (code: string) => code.toUpperCase();

/** Profiles created before this instant can no longer record who invited them. */
export const referralCutoff = (now: Date) =>
  new Date(now.getTime() - referralWindowDays * 86_400_000).toISOString();

/**
 * What a stream record of the notifier's filters tells of, read from its images alone (no table): a request's
 * step, an event's change or cancellation, a reminder that fell due, a rating settled, a participant's attendance
 * step, a message, badges, a ledger entry, a friend request sent or accepted, a sanction or its appeal decided, a
 * report case closed. Anything else (a change that moved nothing a reader hears about) is undefined.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { isReportKind, type SanctionAction } from '../contracts/moderation';
import type { LedgerReason } from '../contracts/tokens';

type Item = Record<string, unknown>;

export type Cause =
  | { kind: 'request'; eventId: string; requesterId: string; hostId: string; from: string; request: Item }
  | { kind: 'eventChanged'; event: Item; change: { startsAt?: string; place?: string } }
  | { kind: 'eventCancelled'; event: Item }
  | { kind: 'reminder'; eventId: string; hoursBefore: number; startsAt: string; createdAt: string }
  | { kind: 'rating'; rating: Item }
  | { kind: 'message'; eventId: string; requesterId: string; message: Item }
  | { kind: 'badges'; userId: string; earned: Record<string, string> }
  | { kind: 'ledger'; userId: string; entryId: string; entry: Item & { reason: LedgerReason } }
  | { kind: 'expired'; userId: string; id: string }
  | { kind: 'attendance'; eventId: string; step: AttendanceStep; member: Item }
  | { kind: 'friendship'; ownerId: string; step: 'requested' | 'accepted'; friend: Item }
  | { kind: 'sanction'; sanction: SanctionNoticeFacts }
  | { kind: 'appealDecided'; sanction: SanctionNoticeFacts }
  | { kind: 'caseClosed'; caseId: string; action: string; closedAt: string };

/** A sanction as its notices tell it (lambdas/moderation/case-record.ts stores it). */
export interface SanctionNoticeFacts {
  sanctionId: string;
  userId: string;
  action: SanctionAction;
  rule: string;
  reason: string;
  createdAt: string;
  endsAt?: string;
  appeal?: { appealedAt: string; outcome: 'pending' | 'upheld' | 'reversed' };
}

/** A participant's attendance moving: marked "Gelmedi", contested, or the contested mark confirmed. */
export type AttendanceStep = 'marked' | 'contested' | 'confirmed';

function attendanceStep(previous: Item | undefined, next: Item): AttendanceStep | undefined {
  const [from, to] = [text(previous, 'attendance'), text(next, 'attendance')];
  if (from === undefined && to === 'no-show') return 'marked';
  if (from === 'no-show' && to === 'contested') return 'contested';
  if (from === 'contested' && to === 'no-show' && text(next, 'contestConfirmedAt')) return 'confirmed';
  return undefined;
}

/** A stream image's value as plain data (string sets as arrays, numbers as numbers). */
function plain(value: AttributeValue): unknown {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL) return null;
  if (value.L) return value.L.map(plain);
  if (value.M) return imageOf(value.M);
  if (value.SS) return value.SS;
  if (value.NS) return value.NS.map(Number);
  return undefined;
}

const imageOf = (image: Record<string, AttributeValue> | undefined): Item | undefined =>
  image && Object.fromEntries(Object.entries(image).map(([name, value]) => [name, plain(value)]));

const text = (item: Item | undefined, name: string) =>
  typeof item?.[name] === 'string' ? (item[name] as string) : undefined;

/** Where a physical event meets or an online one is played, as the participants know it. */
export function placeOf(event: Item): string | undefined {
  const location = event.location as { name?: string; address?: string } | null | undefined;
  if (location?.name) return location.address ? `${location.name}, ${location.address}` : location.name;
  return text(event, 'publicLocation') ?? text(event, 'platform');
}

export const earnedReasons: readonly LedgerReason[] = [
  'EARNED_EVENT_COMPLETED',
  'EARNED_FIVE_STAR_RATING',
  'EARNED_REFERRAL',
  'EARNED_MONTHLY_HOST',
];

export function causeOf(record: DynamoDBRecord): Cause | undefined {
  const { Keys, NewImage, OldImage } = record.dynamodb ?? {};
  const pk = Keys?.pk?.S ?? '';
  const sk = Keys?.sk?.S ?? '';
  const next = imageOf(NewImage);
  const previous = imageOf(OldImage);

  // Only the table's own time-to-live sweep removes a notification this way (an account deletion is a user's).
  if (record.eventName === 'REMOVE' && pk.startsWith('USER#') && sk.startsWith('NOTIFICATION#')) {
    const expired = record.userIdentity?.principalId === 'dynamodb.amazonaws.com';
    const id = text(previous, 'id');
    return expired && id && previous?.read === false
      ? { kind: 'expired', userId: pk.slice('USER#'.length), id }
      : undefined;
  }
  if (!next) return undefined;

  if (pk.startsWith('USER#') && sk.startsWith('SANCTION#')) {
    const sanction = next as unknown as SanctionNoticeFacts;
    if (record.eventName === 'INSERT') return { kind: 'sanction', sanction };
    const [from, to] = [(previous?.appeal as Item | undefined)?.outcome, sanction.appeal?.outcome];
    return from === 'pending' && (to === 'upheld' || to === 'reversed')
      ? { kind: 'appealDecided', sanction }
      : undefined;
  }

  if (pk.startsWith('CASE#') && sk === 'CASE' && previous?.status === 'open' && next.status === 'closed') {
    const decision = next.decision as Item | undefined;
    const action = text(decision, 'action');
    const closedAt = text(next, 'closedAt');
    return typeof next.kind === 'string' && isReportKind(next.kind) && action && closedAt
      ? { kind: 'caseClosed', caseId: pk.slice('CASE#'.length), action, closedAt }
      : undefined;
  }

  if (pk.startsWith('EVENT#') && sk.startsWith('REQUEST#')) {
    const eventId = text(next, 'eventId');
    const requesterId = text(next, 'requesterId');
    const hostId = text(next, 'hostId');
    const from = text(previous, 'status');
    if (!eventId || !requesterId || !hostId || !from || from === text(next, 'status')) return undefined;
    return { kind: 'request', eventId, requesterId, hostId, from, request: next };
  }

  if (pk.startsWith('EVENT#') && sk.startsWith('MEMBER#') && record.eventName === 'MODIFY') {
    const step = attendanceStep(previous, next);
    const eventId = text(next, 'eventId') ?? pk.slice('EVENT#'.length);
    return step ? { kind: 'attendance', eventId, step, member: next } : undefined;
  }

  if (pk.startsWith('USER#') && sk.startsWith('FRIEND#')) {
    const ownerId = pk.slice('USER#'.length);
    // The receiver's item appears as incoming; the sender's turns from outgoing to friends on an accept.
    if (record.eventName === 'INSERT' && next.status === 'incoming') {
      return { kind: 'friendship', ownerId, step: 'requested', friend: next };
    }
    if (previous?.status === 'outgoing' && next.status === 'friends') {
      return { kind: 'friendship', ownerId, step: 'accepted', friend: next };
    }
    return undefined;
  }

  if (pk.startsWith('EVENT#') && sk === 'EVENT' && previous) {
    if (previous.state !== 'published') return undefined;
    if (next.state === 'cancelled') return { kind: 'eventCancelled', event: next };
    if (next.state !== 'published') return undefined;
    const startsAt = text(next, 'startsAt');
    const place = placeOf(next);
    const change = {
      ...(startsAt && startsAt !== text(previous, 'startsAt') ? { startsAt } : {}),
      ...(place && place !== placeOf(previous) ? { place } : {}),
    };
    return Object.keys(change).length > 0 ? { kind: 'eventChanged', event: next, change } : undefined;
  }

  if (pk.startsWith('EVENT#') && sk.startsWith('REMINDER#') && record.eventName === 'INSERT') {
    const eventId = text(next, 'eventId') ?? pk.slice('EVENT#'.length);
    const startsAt = text(next, 'startsAt');
    const createdAt = text(next, 'createdAt');
    const hoursBefore = Number(next.hoursBefore);
    if (!startsAt || !createdAt || !Number.isFinite(hoursBefore)) return undefined;
    return { kind: 'reminder', eventId, hoursBefore, startsAt, createdAt };
  }

  if (pk.startsWith('EVENT#') && sk.startsWith('RATING#')) {
    // Told once its text is settled: at once without one, after the screener with one.
    const settled =
      record.eventName === 'INSERT'
        ? next.feedbackStatus === 'none'
        : previous?.feedbackStatus === 'screening' &&
          (next.feedbackStatus === 'published' || next.feedbackStatus === 'rejected');
    return settled ? { kind: 'rating', rating: next } : undefined;
  }

  if (pk.startsWith('THREAD#') && sk.startsWith('MSG#') && record.eventName === 'INSERT') {
    const [eventId, requesterId] = pk.slice('THREAD#'.length).split('#');
    if (!eventId || !requesterId) return undefined;
    return { kind: 'message', eventId, requesterId, message: next };
  }

  if (pk.startsWith('USER#') && sk === 'PROFILE') {
    const userId = pk.slice('USER#'.length);
    const before = (previous?.badgesEarned ?? {}) as Record<string, string>;
    const after = (next.badgesEarned ?? {}) as Record<string, string>;
    const earned = Object.fromEntries(Object.entries(after).filter(([id]) => before[id] === undefined));
    return Object.keys(earned).length > 0 ? { kind: 'badges', userId, earned } : undefined;
  }

  if (pk.startsWith('USER#') && sk.startsWith('LEDGER#') && record.eventName === 'INSERT') {
    const reason = text(next, 'reason') as LedgerReason | undefined;
    if (reason !== 'PURCHASE' && !earnedReasons.includes(reason as LedgerReason)) return undefined;
    return {
      kind: 'ledger',
      userId: pk.slice('USER#'.length),
      entryId: sk.slice(sk.lastIndexOf('#') + 1),
      entry: { ...next, reason: reason as LedgerReason },
    };
  }
  return undefined;
}

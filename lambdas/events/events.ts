/** Event rules without AWS types: building a record from the wizard, its status, its card, and the filters. */
import {
  formStart,
  type EventCard,
  type EventHost,
  type EventStatus,
  type EventType,
  type OnlineQuickTag,
  type SkillLevel,
  type TimeWindow,
} from '../contracts/events';
import {
  type EventCreate,
  type EventFields,
  type OnlineListQuery,
  type PhysicalListQuery,
} from '../contracts/event-schemas';
import { foldedWords, foldTurkish } from '../contracts/turkish-text';
import type { EventHostRecord, EventRecord } from './event-record';
import { distanceKm } from '../platform/geohash';
import { publicPointFor } from './public-point';
import { istanbulDayStart, istanbulParts } from '../contracts/istanbul-time';
import { averageOf } from '../contracts/ratings';

/** The longest duration option: an event that started this long ago may still be ongoing. */
export const longestDurationMinutes = 240;

type Fields = Partial<EventFields>;

/**
 * The record's attributes that come from the form (create, edit and a draft's later completion); `current`,
 * on an edit, keeps the public point while the place stays.
 */
export function formAttributes(type: EventType, fields: Fields, current?: EventRecord): Partial<EventRecord> {
  const startsAt = formStart(fields) ?? undefined;
  const physical = type === 'physical';
  const attributes: Partial<EventRecord> = {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    tags: fields.tags,
    startsAt,
    durationMinutes: fields.durationMinutes,
    maxParticipants: fields.maxParticipants,
    price: fields.price,
    skillLevel: fields.skillLevel,
    publicLocation: physical ? fields.public_location : undefined,
    location: physical ? fields.location : undefined,
    publicPoint: physical && fields.location ? publicPointFor(fields.location, current) : undefined,
    city: physical ? fields.city : undefined,
    district: physical ? fields.district : undefined,
    platform: physical ? undefined : fields.platform,
    gameType: physical ? undefined : fields.gameType,
    voiceRequired: physical ? undefined : fields.voiceRequired,
    requirements: physical ? undefined : fields.requirements,
    language: physical ? undefined : fields.language,
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
}

export function newEventRecord(
  id: string,
  body: EventCreate & { draft: boolean },
  host: EventHostRecord,
  now: Date,
): EventRecord {
  const at = now.toISOString();
  return {
    id,
    type: body.type,
    state: body.draft ? 'draft' : 'published',
    hostId: host.userId,
    host,
    title: '',
    description: '',
    category: '',
    tags: [],
    startsAt: null,
    durationMinutes: 60,
    maxParticipants: 4,
    // The host is the first participant.
    participantCount: 1,
    price: 0,
    skillLevel: null,
    publicLocation: null,
    location: null,
    publicPoint: null,
    city: null,
    district: null,
    platform: null,
    gameType: null,
    voiceRequired: false,
    requirements: null,
    language: null,
    views: 0,
    shares: {},
    requestCount: 0,
    pendingRequests: 0,
    sequence: 0,
    createdAt: at,
    updatedAt: at,
    ...formAttributes(body.type, body),
  };
}

/** What a calendar shows of an event: an edit of any of these is a new version of it (its `sequence`). */
const calendarFields = [
  'title',
  'startsAt',
  'durationMinutes',
  'publicLocation',
  'city',
  'district',
  'platform',
] as const satisfies readonly (keyof EventRecord)[];

/** Whether an edit changed the time, place or title. */
export function calendarChanged(before: EventRecord, after: EventRecord): boolean {
  const place = (record: EventRecord) =>
    record.location
      ? [record.location.name, record.location.address, record.location.lat, record.location.lng]
      : [];
  return (
    calendarFields.some((field) => before[field] !== after[field]) ||
    place(before).some((value, index) => value !== place(after)[index]) ||
    place(before).length !== place(after).length
  );
}

export function endsAt(record: Pick<EventRecord, 'startsAt' | 'durationMinutes'>): number | null {
  if (!record.startsAt) return null;
  return Date.parse(record.startsAt) + (record.durationMinutes ?? 60) * 60_000;
}

export function statusOf(record: EventRecord, now: Date): EventStatus {
  if (record.state === 'draft') return 'draft';
  if (record.state === 'cancelled') return 'cancelled';
  const start = record.startsAt ? Date.parse(record.startsAt) : Number.POSITIVE_INFINITY;
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < (endsAt(record) ?? 0) ? 'ongoing' : 'completed';
}

/** A label for online cards, from how many events the host has run. */
export function rankOf(eventsHosted: number): string {
  if (eventsHosted >= 10) return 'Usta';
  if (eventsHosted >= 3) return 'Deneyimli';
  return 'Yeni';
}

function hostOf(record: EventRecord): EventHost {
  return {
    ...record.host,
    ratingCount: record.host.ratingCount ?? 0,
    rank: rankOf(record.host.eventsHosted),
  };
}

/** A card never carries the meeting point: its place is the public name and the public point. */
export function toCard(record: EventRecord, now: Date, near?: [number, number]): EventCard {
  const point = record.publicPoint;
  // A place held for the first in line is not free.
  const slotsLeft = record.maxParticipants - record.participantCount - (record.offeredPlaces ?? 0);
  return {
    id: record.id,
    type: record.type,
    status: statusOf(record, now),
    title: record.title,
    description: record.description,
    category: record.category,
    tags: record.tags,
    startsAt: record.startsAt,
    durationMinutes: record.durationMinutes,
    host: hostOf(record),
    participants: { current: record.participantCount, max: record.maxParticipants },
    // Spec section 9: max minus current, or 1 when that cannot be computed.
    slotsLeft: Number.isFinite(slotsLeft) ? Math.max(slotsLeft, 0) : 1,
    distanceKm: near && point ? Math.round(distanceKm(near, point) * 10) / 10 : null,
    price: record.price,
    skillLevel: record.skillLevel as SkillLevel | null,
    public_location: record.publicLocation,
    publicPoint: point,
    city: record.city,
    district: record.district,
    platform: record.platform,
    gameType: record.gameType,
    voiceRequired: record.voiceRequired,
    requirements: record.requirements,
    language: record.language,
    featured: isFeatured(record, now),
  };
}

const isFeatured = (record: EventRecord, now: Date) =>
  record.featuredUntil !== undefined && Date.parse(record.featuredUntil) > now.getTime();

/** Featured events first, each group in the order it came (a stable sort). */
export function featuredFirst<Card extends { featured: boolean }>(cards: Card[]): Card[] {
  return [...cards].sort((a, b) => Number(b.featured) - Number(a.featured));
}

/** The form values of a stored event, as the wizard shows them (Istanbul date and time). */
export function formOf(record: EventRecord): Fields & { type: EventType } {
  const local = record.startsAt ? istanbulParts(new Date(record.startsAt)) : undefined;
  const form: Fields & { type: EventType } = {
    type: record.type,
    title: record.title || undefined,
    description: record.description || undefined,
    category: record.category || undefined,
    tags: record.tags,
    date: local?.date,
    time: local?.time,
    durationMinutes: (record.durationMinutes ?? undefined) as EventFields['durationMinutes'] | undefined,
    maxParticipants: record.maxParticipants,
    price: record.price,
    skillLevel: record.skillLevel ?? undefined,
    public_location: record.publicLocation ?? undefined,
    location: record.location ?? undefined,
    coordinates: record.location ? [record.location.lng, record.location.lat] : null,
    city: record.city ?? undefined,
    district: record.district ?? undefined,
    platform: (record.platform ?? undefined) as EventFields['platform'] | undefined,
    gameType: (record.gameType ?? undefined) as EventFields['gameType'] | undefined,
    voiceRequired: record.voiceRequired,
    requirements: record.requirements ?? undefined,
    language: (record.language ?? undefined) as EventFields['language'] | undefined,
  };
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as typeof form;
}

/** The latest start a time window admits, as an instant. */
export function windowEnd(when: TimeWindow | undefined, now: Date): Date | undefined {
  if (when === 'hour') return new Date(now.getTime() + 3_600_000);
  if (when === 'today') return istanbulDayStart(now, 1);
  if (when === 'week') return new Date(now.getTime() + 7 * 86_400_000);
  return undefined;
}

function searchable(record: EventRecord): string {
  return foldTurkish(
    [
      record.title,
      record.description,
      record.category,
      ...record.tags,
      record.publicLocation,
      record.district,
      record.city,
      record.platform,
      record.gameType,
      record.host.name,
      record.host.username,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

function matchesText(record: EventRecord, q: string | undefined): boolean {
  if (!q) return true;
  const haystack = searchable(record);
  // Every word of the query, anywhere in the event's text ("moda tavla" finds "Moda sahilinde tavla").
  return foldedWords(q).every((word) => haystack.includes(word));
}

/** Listed events: published, not ended, not full-stopped by state. */
export function isListable(record: EventRecord, now: Date): boolean {
  const status = statusOf(record, now);
  return status === 'upcoming' || status === 'ongoing';
}

/** Within `km` of `near`, measured to the public point (an event without one is nowhere near). */
export function isWithinKm(record: EventRecord, near: [number, number], km: number): boolean {
  return record.publicPoint !== null && distanceKm(near, record.publicPoint) <= km;
}

export function matchesPhysical(record: EventRecord, query: PhysicalListQuery, now: Date): boolean {
  if (record.type !== 'physical' || !isListable(record, now)) return false;
  if (query.category && record.category !== query.category) return false;
  if (query.tags?.length && !query.tags.some((tag) => record.tags.includes(tag))) return false;
  if (query.level && record.skillLevel !== query.level) return false;
  const end = windowEnd(query.when, now);
  if (end && record.startsAt && Date.parse(record.startsAt) > end.getTime()) return false;
  if (query.near && query.distanceKm !== undefined && !isWithinKm(record, query.near, query.distanceKm)) {
    return false;
  }
  return matchesText(record, query.q);
}

const competitiveTags = ['Rekabetçi', 'Ranked', 'Turnuva'];
const casualTags = ['Casual', 'Eğlence Modu'];

/** The online dashboard's quick chips, each read from the event's own fields. */
const quickTagTests: Record<OnlineQuickTag, (record: EventRecord, now: Date) => boolean> = {
  now: (record, now) => statusOf(record, now) === 'ongoing',
  competitive: (record) => record.tags.some((tag) => competitiveTags.includes(tag)),
  casual: (record) => record.tags.some((tag) => casualTags.includes(tag)),
  turkish: (record) => record.language === 'tr' || record.language === 'both',
  english: (record) => record.language === 'en' || record.language === 'both',
  mic: (record) => record.voiceRequired,
  newbie: (record) => record.skillLevel === 'beginner',
};

export function matchesOnline(record: EventRecord, query: OnlineListQuery, now: Date): boolean {
  if (record.type !== 'online' || !isListable(record, now)) return false;
  if (query.gameType && record.gameType !== query.gameType) return false;
  if (query.skill && record.skillLevel !== query.skill) return false;
  if (query.platform && record.platform !== query.platform) return false;
  // The event stores whether voice is required. The searcher's "optional" (may talk, need not) fits every event,
  // "not required" only those that do not ask for it.
  if (query.voice === 'required' && !record.voiceRequired) return false;
  if (query.voice === 'none' && record.voiceRequired) return false;
  if (query.quick?.some((tag) => !quickTagTests[tag](record, now))) return false;
  return matchesText(record, query.q);
}

/** The Event Results card: the host's average rating at this event (null until rated) and the feedback count. */
export function eventResults(record: EventRecord): { rating: number | null; feedback: number } {
  return {
    rating: averageOf(record.ratingTotal ?? 0, record.ratingCount ?? 0),
    feedback: Math.max(0, record.feedbackCount ?? 0),
  };
}

/**
 * Events contract (spec sections 2-5, 7, 9): the options an event's fields choose from, the wizard's steps and
 * rules, and the answers the cards, details and My Events read. No schema lives here (they are in
 * event-schemas.ts): the dashboards' first screens read these values and must not load zod with them.
 */
import { onlineCategories, physicalCategories, type TaxonomyCategory } from './taxonomy';
import type { MyJoinRequest } from './requests';
import type { EventFields, EventLocation } from './event-schemas';
import { istanbulInstant } from './istanbul-time';

export const requiredFieldsMessage = 'Lütfen tüm gerekli alanları doldurun.';
export const eventCreatedMessage = 'Etkinlik başarıyla oluşturuldu.';
/** Creating (or publishing) an event costs this many tokens. */
export const eventTokenCost = 1;

export const eventTypes = ['physical', 'online'] as const;
export type EventType = (typeof eventTypes)[number];

/** Minutes; the spec's options 30 min, 1 h, 1.5 h, 2 h, 3 h, 4+ h. */
export const durationOptions = [30, 60, 90, 120, 180, 240] as const;
export const skillLevels = ['beginner', 'intermediate', 'advanced', 'pro'] as const;
export type SkillLevel = (typeof skillLevels)[number];
/** "Pro" is a gamer's rank: a physical event and the physical listing's filter offer the other three. */
export const physicalSkillLevels = [
  'beginner',
  'intermediate',
  'advanced',
] as const satisfies readonly SkillLevel[];
export const platforms = [
  'Steam',
  'Discord',
  'Valorant',
  'League of Legends',
  'Among Us',
  'Minecraft',
  'CS2',
  'Other',
] as const;
export const gameTypes = ['FPS', 'MOBA', 'Battle Royale', 'MMO', 'Party Games', 'Other'] as const;
export const eventLanguages = ['tr', 'en', 'both'] as const;
export const participantLimits = { min: 2, max: 20, default: 4 } as const;

export const categoriesOf = (type: EventType): readonly TaxonomyCategory[] =>
  type === 'physical' ? physicalCategories : onlineCategories;

/**
 * The categories whose tags an event of `category` may carry: its own first, then those it combines with. A sports
 * event offers no "Vegan"; an online game offers its modes. Empty for a category the type does not have.
 */
export function tagGroupsOf(type: EventType, category: string): readonly TaxonomyCategory[] {
  const categories = categoriesOf(type);
  const chosen = categories.find((candidate) => candidate.name === category);
  if (!chosen) return [];
  const combined = categories.filter((candidate) => chosen.combinesWith?.includes(candidate.name));
  return [chosen, ...combined];
}

/** The Turkish names of the fields a published event needs: what a draft's card and a refusal say is missing. */
export const requiredFieldLabels = {
  title: 'Başlık',
  description: 'Açıklama',
  category: 'Kategori',
  tags: 'Etiketler',
  date: 'Tarih',
  time: 'Saat',
  public_location: 'Herkese görünen konum adı',
  location: 'Buluşma noktası',
  platform: 'Platform',
} as const;
export type RequiredField = keyof typeof requiredFieldLabels;

/** The wizard's steps (spec section 4) and the fields each must have before Next. */
export const wizardSteps = [
  { step: 1, required: [] },
  { step: 2, required: ['title', 'description', 'category'] },
  { step: 3, required: ['tags'] },
  { step: 4, required: ['date', 'time'] },
  { step: 5, required: { physical: ['public_location', 'location'], online: ['platform'] } },
  { step: 6, required: [] },
] as const satisfies readonly {
  step: number;
  required: readonly RequiredField[] | Record<EventType, readonly RequiredField[]>;
}[];

export function requiredFieldsOf(type: EventType, step: number): readonly RequiredField[] {
  const entry = wizardSteps.find((candidate) => candidate.step === step);
  if (!entry) return [];
  return Array.isArray(entry.required)
    ? entry.required
    : (entry.required as Record<EventType, readonly RequiredField[]>)[type];
}

/** Every field a published event of this type needs. */
export function publishRequiredFields(type: EventType): RequiredField[] {
  return wizardSteps.flatMap((entry) => [...requiredFieldsOf(type, entry.step)]);
}

/** Which of `required` (by default all a published event needs) the fields leave empty, in the wizard's order. */
export function missingFields(
  type: EventType,
  fields: Partial<EventFields>,
  required: readonly RequiredField[] = publishRequiredFields(type),
): RequiredField[] {
  return required.filter((name) => {
    const value = fields[name];
    return (
      value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
    );
  });
}

/** "Eksik: Tarih, Saat": the missing fields by their names, as a draft's card and the publish refusal say. */
export const missingFieldsText = (missing: readonly RequiredField[]) =>
  `Eksik: ${missing.map((name) => requiredFieldLabels[name]).join(', ')}`;

/** Problems of a would-be published event that the field schemas cannot see alone. */
export function publishIssues(type: EventType, fields: Partial<EventFields>): string[] {
  const issues: string[] = missingFields(type, fields).length > 0 ? [requiredFieldsMessage] : [];
  const groups = fields.category ? tagGroupsOf(type, fields.category) : categoriesOf(type);
  if (groups.length === 0) issues.push('Bu etkinlik türü için bilinmeyen kategori.');
  // Without a category yet (a draft), any tag of the type; with one, the tags that category offers.
  else if (fields.tags?.some((tag) => !groups.some((group) => group.tags.includes(tag))))
    issues.push(
      fields.category
        ? 'Etiketler seçtiğin kategorinin etiketlerinden olmalı.'
        : 'Etiketler bu etkinlik türünün etiketlerinden olmalı.',
    );
  return issues;
}

/** The instant a form's Istanbul date and time name (ISO), or null while either is missing. */
export function formStart({ date, time }: Pick<Partial<EventFields>, 'date' | 'time'>): string | null {
  return date && time ? istanbulInstant(date, time).toISOString() : null;
}

/**
 * A published event starts in the future: the server's rule on create, publish and edit, and the wizard's on its
 * date step and its quick times. A minute of grace for a slow form, never more.
 */
export function startsInFuture(startsAt: string | null, now: Date): boolean {
  return startsAt !== null && Date.parse(startsAt) > now.getTime() - 60_000;
}

export const shareChannels = ['copy', 'twitter', 'whatsapp', 'discord'] as const;
export type ShareChannel = (typeof shareChannels)[number];

export const timeWindows = ['hour', 'today', 'week'] as const;
export type TimeWindow = (typeof timeWindows)[number];

export const onlineQuickTags = [
  'now',
  'competitive',
  'casual',
  'turkish',
  'english',
  'mic',
  'newbie',
] as const;
export type OnlineQuickTag = (typeof onlineQuickTags)[number];
export const voiceOptions = ['required', 'optional', 'none'] as const;

export type EventStatus = 'draft' | 'upcoming' | 'ongoing' | 'completed' | 'cancelled';

/**
 * Hosted, as the profile's eventsHosted stat and My Events count it: an event that went live and was not
 * cancelled. Drafts and cancelled events are not hosted.
 */
export const countsAsHosted = (status: EventStatus): boolean => status !== 'draft' && status !== 'cancelled';

/** Joined, as the profile's eventsJoined stat counts it: an accepted place at an event that was not cancelled. */
export const countsAsJoined = (status: EventStatus): boolean => status !== 'cancelled';

export interface EventHost {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  /** 0 until someone rates the host */
  rating: number;
  /** how many ratings the host's rating averages */
  ratingCount: number;
  eventsHosted: number;
  /** a label from the host's record (online cards show it) */
  rank: string;
}

/** What a card shows (spec sections 2 and 3). */
export interface EventCard {
  id: string;
  type: EventType;
  status: EventStatus;
  title: string;
  description: string;
  category: string;
  tags: string[];
  /** ISO instant; shown in Europe/Istanbul */
  startsAt: string | null;
  durationMinutes: number | null;
  host: EventHost;
  participants: { current: number; max: number };
  slotsLeft: number;
  /** from the `near` position of the query to `publicPoint`, when both are known */
  distanceKm: number | null;
  price: number;
  skillLevel: SkillLevel | null;
  public_location: string | null;
  /**
   * [lng, lat] of a physical event on the map: a few hundred metres from the meeting point, the same on every
   * read. The meeting point itself is never on a card (see `EventDetails.meetingPoint`).
   */
  publicPoint: [number, number] | null;
  city: string | null;
  district: string | null;
  platform: string | null;
  gameType: string | null;
  voiceRequired: boolean;
  requirements: string | null;
  language: string | null;
  /** shown first in the lists, with a badge: its host held Enterprise Pack tokens when it went live */
  featured: boolean;
}

export interface EventPage {
  items: EventCard[];
  /** pass back as `cursor` for the next page; null at the end */
  nextCursor: string | null;
}

export interface EventParticipant {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  /** the rating for the role they have here (the host's as a host, a participant's as a participant); 0 until rated */
  rating: number;
  /** how many ratings `rating` averages */
  ratingCount: number;
  role: 'host' | 'participant';
}

export interface EventAnalytics {
  /** detail views by anyone but the host */
  views: number;
  viewsByDay: { day: string; count: number }[];
  shares: Record<ShareChannel, number>;
  /** join requests received (the join-request feature fills it) */
  requests: number;
}

/** GET /private/event/{id} */
export interface EventDetails extends EventCard {
  participantsList: EventParticipant[];
  isHost: boolean;
  /** the exact place (name, address, coordinates): for the host and accepted participants, null for anyone else */
  meetingPoint: EventLocation | null;
  /** the host's view only */
  analytics: EventAnalytics | null;
  /** the form values, for the host's edit screen and drafts (Europe/Istanbul date and time) */
  form: (Partial<EventFields> & { type: EventType }) | null;
  /** the host's average rating at this event (the Event Results card); null until rated */
  rating: number | null;
  /** feedback texts the host received for this event */
  feedback: number;
  /** the host's view: requests waiting for a decision (0 for anyone else) */
  pendingRequests: number;
  /** the caller's own join request for this event, if any */
  myRequest: MyJoinRequest | null;
}

/** GET /private/myEvents */
export interface MyEvent extends EventCard {
  /** requester: the caller asked to join and is not (yet) a participant; `myRequest` says how it went */
  eventType: 'host' | 'participant' | 'requester';
  /** hosted events: requests waiting for a decision (the red "N requests" badge) */
  pendingRequests: number;
  myRequest: MyJoinRequest | null;
  /** a hosted draft: the fields it needs before it can be published (empty otherwise) */
  missing: RequiredField[];
  rating: number | null;
  feedback: number;
}

/**
 * My Events' header, from the cards it lists: hosted and attended as the profile counts them (`total` is the two
 * together, spec section 2), and the cards counted in neither, by why. Every card is in exactly one of them, so
 * total + drafts + cancelled + requests is the number of cards.
 */
export interface MyEventsTally {
  total: number;
  hosted: number;
  attended: number;
  drafts: number;
  cancelled: number;
  /** events the caller asked to join without (yet) a place */
  requests: number;
}

export function tallyMyEvents(events: readonly Pick<MyEvent, 'eventType' | 'status'>[]): MyEventsTally {
  const tally = { total: 0, hosted: 0, attended: 0, drafts: 0, cancelled: 0, requests: 0 };
  for (const { eventType, status } of events) {
    if (eventType === 'requester') tally.requests++;
    else if (status === 'draft') tally.drafts++;
    else if (eventType === 'host' ? !countsAsHosted(status) : !countsAsJoined(status)) tally.cancelled++;
    else tally[eventType === 'host' ? 'hosted' : 'attended']++;
  }
  return { ...tally, total: tally.hosted + tally.attended };
}

export interface EventMutationAnswer {
  message: string;
  event: EventCard;
}

export interface EventCancelAnswer {
  message: string;
  /** a refund happens when nobody but the host had joined */
  refunded: boolean;
}

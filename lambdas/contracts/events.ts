/**
 * Events contract (spec sections 2-5, 7, 9): the create-event wizard's body, edits, discovery queries and the
 * answers the cards, details and My Events read. Shared by the handlers and the SPA: the wizard validates each
 * step with these very schemas.
 */
import * as z from 'zod/mini';
import { lngLatQueryParameter, lngLatSchema, placeAddressMaxLength } from './geo';
import { onlineCategories, physicalCategories, type TaxonomyCategory } from './taxonomy';
import type { MyJoinRequest } from './requests';
import { userText } from './text';
import { built } from './built';
import { istanbulInstant } from './istanbul-time';
import { calendarDateSchema } from './calendar-date';

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

const localTime = /* @__PURE__ */ built(() =>
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD olmalı.')),
);

export const eventLocationSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    name: userText({ max: 120 }),
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
    address: userText({ max: placeAddressMaxLength }),
  }),
);

/** Every field the wizard collects, each optional: a draft may stop at any step. */
const eventFieldsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    title: userText({ min: 1, max: 80, requiredMessage: requiredFieldsMessage }),
    description: userText({ min: 1, max: 2000, multiline: true, requiredMessage: requiredFieldsMessage }),
    category: z.string().check(z.maxLength(60)),
    tags: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(10)),
    /** picked in Europe/Istanbul local time */
    date: calendarDateSchema,
    time: localTime,
    durationMinutes: z.literal(durationOptions),
    maxParticipants: z.number().check(z.int(), z.gte(participantLimits.min), z.lte(participantLimits.max)),
    price: z.number().check(z.gte(0), z.lte(100_000)),
    skillLevel: z.enum(skillLevels),
    // physical
    public_location: userText({ min: 1, max: 120, requiredMessage: requiredFieldsMessage }),
    location: eventLocationSchema,
    coordinates: z.nullable(lngLatSchema),
    city: userText({ max: 60 }),
    district: userText({ max: 60 }),
    // online
    platform: z.enum(platforms),
    gameType: z.enum(gameTypes),
    voiceRequired: z.boolean(),
    requirements: userText({ max: 300, multiline: true }),
    language: z.enum(eventLanguages),
  }),
);
export type EventFields = z.infer<typeof eventFieldsSchema>;

/** The text fields' length limits, read from their schemas: the wizard's inputs hold the server's limits. */
export const eventTextLimits = /* @__PURE__ */ built(() => {
  const { title, description, public_location, requirements } = eventFieldsSchema.shape;
  return {
    title: title.maxLength,
    description: description.maxLength,
    publicLocation: public_location.maxLength,
    requirements: requirements.maxLength,
  };
});
export const eventFieldsPartialSchema = /* @__PURE__ */ built(() => z.partial(eventFieldsSchema));

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

/** POST /private/event: the wizard's form. `draft` saves without spending a token. */
export const eventCreateSchema = /* @__PURE__ */ built(() =>
  z
    .extend(eventFieldsPartialSchema, {
      type: z.enum(eventTypes),
      draft: z._default(z.boolean(), false),
      /** one per wizard session: a retried submit answers the same event and never debits twice */
      idempotencyKey: z.uuid(),
    })
    .check(
      z.superRefine((body, context) => {
        // A draft may lack fields, but never holds a category of the other type or tags from elsewhere.
        const issues = body.draft
          ? publishIssues(body.type, { category: body.category, tags: body.tags }).filter(
              (issue) => issue !== requiredFieldsMessage,
            )
          : publishIssues(body.type, body);
        for (const message of issues) context.addIssue({ code: 'custom', message });
      }),
    ),
);
export type EventCreate = z.input<typeof eventCreateSchema>;

/** PUT /private/event/{id}: the host's edit of an upcoming event; the type cannot change. */
export const eventUpdateSchema = /* @__PURE__ */ built(() =>
  eventFieldsPartialSchema.check(
    z.refine((body) => Object.keys(body).length > 0, { message: 'Değiştirilecek bir alan yok.' }),
  ),
);
export type EventUpdate = z.input<typeof eventUpdateSchema>;

export const eventIdParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ id: z.uuid('Geçersiz etkinlik.') }),
);

export const shareChannels = ['copy', 'twitter', 'whatsapp', 'discord'] as const;
export type ShareChannel = (typeof shareChannels)[number];
export const eventShareSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ channel: z.enum(shareChannels) }),
);

const listLimit = /* @__PURE__ */ built(() =>
  z._default(z.coerce.number<string>().check(z.int(), z.gte(1), z.lte(50)), 20),
);
const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(300)),
      z.transform((value: string) => value.split(',').filter(Boolean)),
    ),
    z.array(z.enum(values)).check(z.maxLength(values.length)),
  );

export const timeWindows = ['hour', 'today', 'week'] as const;
export type TimeWindow = (typeof timeWindows)[number];

/** GET /private/events/physical */
export const physicalListQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    category: z.optional(z.enum(physicalCategories.map((c) => c.name) as [string, ...string[]])),
    tags: z.optional(
      z.pipe(
        z.string().check(z.maxLength(500)),
        z.transform((value: string) => value.split(',').filter(Boolean)),
      ),
    ),
    near: z.optional(lngLatQueryParameter('near')),
    distanceKm: z.optional(z.pipe(z.enum(['1', '5', '10']), z.transform(Number))),
    when: z.optional(z.enum(timeWindows)),
    level: z.optional(z.enum(physicalSkillLevels)),
    sort: z._default(z.enum(['soonest', 'nearest']), 'soonest'),
    cursor: z.optional(z.string().check(z.maxLength(500))),
    limit: listLimit,
  }),
);
export type PhysicalListQuery = z.output<typeof physicalListQuerySchema>;

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

/** GET /private/events/online */
export const onlineListQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    gameType: z.optional(z.enum(gameTypes)),
    skill: z.optional(z.enum(skillLevels)),
    platform: z.optional(z.enum(platforms)),
    voice: z.optional(z.enum(voiceOptions)),
    quick: z.optional(commaList(onlineQuickTags)),
    cursor: z.optional(z.string().check(z.maxLength(500))),
    limit: listLimit,
  }),
);
export type OnlineListQuery = z.output<typeof onlineListQuerySchema>;

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

export type EventLocation = z.infer<typeof eventLocationSchema>;

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

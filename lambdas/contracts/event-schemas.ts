/**
 * The events' schemas (spec sections 2-5, 7, 9): the create-event wizard's body, edits and discovery queries.
 * Shared by the handlers and the SPA: the wizard validates each step with these very schemas.
 */
import * as z from 'zod/mini';
import { lngLatQueryParameter, lngLatSchema, placeAddressMaxLength } from './geo';
import { physicalCategories } from './taxonomy';
import { userText } from './text';
import { built } from './built';
import { calendarDateSchema } from './calendar-date';
import {
  durationOptions,
  eventLanguages,
  eventTypes,
  gameTypes,
  onlineQuickTags,
  participantLimits,
  physicalSkillLevels,
  platforms,
  publishIssues,
  requiredFieldsMessage,
  shareChannels,
  skillLevels,
  timeWindows,
  voiceOptions,
} from './events';

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

export type EventLocation = z.infer<typeof eventLocationSchema>;

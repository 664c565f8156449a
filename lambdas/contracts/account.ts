/**
 * Account contract: downloading one's data and deleting the account, Turkey's KVKK right to
 * erasure. Shared by the handlers and the SPA: the settings page reads the confirmation rule and the privacy
 * page reads what is kept after a deletion from here, so the page and the code cannot disagree.
 */
import { communityRuleIds, sanctionActions } from './moderation';
import * as z from 'zod/mini';
import { eventTypes, type EventStatus } from './events';
import type { ChatMessage, ThreadParty } from './messages';
import {
  marketingConsentScreens,
  notificationSettingsSchema,
  notificationTypeSchema,
  type MarketingConsentRecord,
  type NotificationView,
} from './notifications';
import type { Profile } from './profile';
import { joinRequestStatuses } from './requests';
import { reportReasonIds, type BlockedUser } from './users';

/** What others see in place of a deleted user's name on the events they shared; no username, no avatar. */
export const deletedUserName = 'Silinmiş kullanıcı';

/**
 * What stays in the table after a deletion, for how long and why. Each is removed by the table's TTL
 * (`expiresAt`, set at deletion) when its years have passed.
 */
export const retainedAfterDeletion = {
  ledger: {
    what: 'Token hareketlerin (yalnızca kullanıcı kimliğinle; adın ya da e-posta adresin olmadan)',
    why: 'Token anlaşmazlıklarını çözmek ve kötüye kullanımı tespit etmek için',
    years: 2,
  },
  orders: {
    what: 'Token siparişlerin (paket, tutar, durum, tarih ve iyzico ödeme numarası; kart bilgisi olmadan)',
    why: 'Ticari defter ve vergi kayıtlarının saklanması yasal bir yükümlülük olduğu için',
    years: 10,
  },
  reportsAboutUser: {
    what: 'Başka kullanıcıların senin hakkında gönderdiği bildirimler',
    why: 'Güvenlik şikâyetlerini ve yasal talepleri yanıtlayabilmek için',
    years: 1,
  },
  // kept from the moment a referral paid, not from the deletion (lambdas/rewards/rewards-table.ts)
  referralMailbox: {
    what: 'Davet ödülü aldıysan e-posta adresinin geri çevrilemez bir özeti (adresin kendisi değil)',
    why: 'Aynı e-posta adresiyle açılan yeni bir hesabın davet ödülünü ikinci kez almasını önlemek için',
    years: 2,
  },
} as const;

// ----- GET /private/account/export -----

const isoInstant = z.string();
const eventStatuses = [
  'draft',
  'upcoming',
  'ongoing',
  'completed',
  'cancelled',
] as const satisfies readonly EventStatus[];

const exportedEventSchema = z.strictObject({
  id: z.string(),
  type: z.enum(eventTypes),
  status: z.enum(eventStatuses),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  startsAt: z.nullable(isoInstant),
  durationMinutes: z.nullable(z.number()),
  participants: z.strictObject({ current: z.number(), max: z.number() }),
  createdAt: isoInstant,
});

const exportedJoinRequestSchema = z.strictObject({
  eventId: z.string(),
  /** null when the event no longer exists */
  eventTitle: z.nullable(z.string()),
  status: z.enum(joinRequestStatuses),
  message: z.string(),
  createdAt: isoInstant,
  decidedAt: z.nullable(isoInstant),
});

const threadPartySchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
}) satisfies z.ZodMiniType<ThreadParty>;

const chatMessageSchema = z.strictObject({
  id: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: isoInstant,
  removed: z.boolean(),
}) satisfies z.ZodMiniType<ChatMessage>;

const exportedThreadSchema = z.strictObject({
  eventId: z.string(),
  eventTitle: z.string(),
  /** the requester/participant side of the thread (the caller or the other party) */
  userId: z.string(),
  other: threadPartySchema,
  /** oldest first */
  messages: z.array(chatMessageSchema),
});

const exportedLedgerEntrySchema = z.strictObject({
  delta: z.number(),
  reason: z.string(),
  createdAt: isoInstant,
  eventId: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  /** when the credited tokens expire; null for tokens that never do */
  expiresAt: z.nullable(isoInstant),
});

const exportedOrderSchema = z.strictObject({
  id: z.string(),
  packageId: z.string(),
  tokens: z.number(),
  price: z.string(),
  currency: z.string(),
  method: z.string(),
  status: z.string(),
  createdAt: isoInstant,
  paidAt: z.nullable(isoInstant),
  refundedAt: z.nullable(isoInstant),
  failureReason: z.nullable(z.string()),
});

const blockedUserSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  blockedAt: isoInstant,
}) satisfies z.ZodMiniType<BlockedUser>;

const exportedReportSchema = z.strictObject({
  /** the reported user's id */
  targetId: z.string(),
  reason: z.enum(reportReasonIds),
  text: z.string(),
  createdAt: isoInstant,
});

/** A moderator's decision about the caller: the sanction, its rule and reason, its appeal. */
const exportedSanctionSchema = z.strictObject({
  action: z.enum(sanctionActions),
  rule: z.enum(communityRuleIds),
  reason: z.string(),
  createdAt: isoInstant,
  endsAt: z.nullable(isoInstant),
  liftedAt: z.nullable(isoInstant),
  appeal: z.nullable(
    z.strictObject({
      appealedAt: isoInstant,
      text: z.string(),
      outcome: z.enum(['pending', 'upheld', 'reversed']),
    }),
  ),
});

const exportedFriendSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  status: z.enum(['outgoing', 'incoming', 'friends']),
  requestedAt: isoInstant,
  since: z.nullable(isoInstant),
});

const exportedRatingSchema = z.strictObject({
  eventId: z.string(),
  eventTitle: z.string(),
  /** the other person: whom the caller rated, or who rated the caller */
  userId: z.string(),
  /** the rated person's role at that event */
  role: z.enum(['host', 'participant']),
  stars: z.number(),
  /** null when none was written or the screener rejected it */
  feedback: z.nullable(z.string()),
  createdAt: isoInstant,
});

/** The caller's own profile exactly as GET /private/profile answers it (null if it was never created). */
const exportedProfileSchema = z.custom<Profile>(
  (value) => typeof value === 'object' && value !== null && 'userId' in value && 'email' in value,
);

/** A host's attendance mark on an event the caller joined, and the caller's contest of it. */
const exportedAttendanceSchema = z.strictObject({
  eventId: z.string(),
  attendance: z.enum(['came', 'no-show', 'contested']),
  contest: z.nullable(z.strictObject({ text: z.string(), at: isoInstant })),
  contestConfirmedAt: z.nullable(isoInstant),
});

/**
 * A device subscribed to phone notifications: its push service's host and when it subscribed and was last seen.
 * Not its endpoint, a bearer address through which anyone holding it could reach the device.
 */
const exportedPushDeviceSchema = z.strictObject({
  pushService: z.string(),
  createdAt: isoInstant,
  lastSeenAt: isoInstant,
});

/** A notification in the caller's bell, as the bell shows it (kept 90 days). */
const exportedNotificationSchema = z.strictObject({
  id: z.string(),
  type: notificationTypeSchema,
  read: z.boolean(),
  createdAt: isoInstant,
  eventId: z.optional(z.string()),
  text: z.string(),
  link: z.string(),
}) satisfies z.ZodMiniType<NotificationView>;

const exportedMarketingConsentSchema = z.strictObject({
  recipient: z.string(),
  recipientType: z.literal('BIREYSEL'),
  type: z.literal('EPOSTA'),
  status: z.enum(['ONAY', 'RET']),
  consentDate: z.string(),
  source: z.literal('HS_WEB'),
  screen: z.enum(marketingConsentScreens),
}) satisfies z.ZodMiniType<MarketingConsentRecord>;

/** GET /private/account/export: everything Squad holds about the caller, as one JSON document. */
export const accountExportSchema = z.strictObject({
  exportedAt: isoInstant,
  profile: z.nullable(exportedProfileSchema),
  /** drafts included */
  hostedEvents: z.array(exportedEventSchema),
  joinRequests: z.array(exportedJoinRequestSchema),
  messages: z.array(exportedThreadSchema),
  ledger: z.array(exportedLedgerEntrySchema),
  /** token package orders, oldest first */
  orders: z.array(exportedOrderSchema),
  blockedUsers: z.array(blockedUserSchema),
  /** reports the caller filed (never those about the caller) */
  reports: z.array(exportedReportSchema),
  /** moderators' decisions about the caller: warnings, suspensions, bans, with their appeals */
  sanctions: z.array(exportedSanctionSchema),
  /** the marks hosts made on the caller's attendance (none: came), with the caller's contests */
  attendance: z.array(exportedAttendanceSchema),
  /** friends and friend requests both ways, as the caller's side holds them */
  friends: z.array(exportedFriendSchema),
  /** ratings the caller gave and received at the events they took part in */
  ratingsGiven: z.array(exportedRatingSchema),
  ratingsReceived: z.array(exportedRatingSchema),
  /** the caller's notifications, newest first */
  notifications: z.array(exportedNotificationSchema),
  /** the kinds of notification the caller turned off, in the app, by e-mail and by phone */
  notificationSettings: notificationSettingsSchema,
  /** the caller's devices subscribed to phone notifications */
  pushDevices: z.array(exportedPushDeviceSchema),
  /** each change of the caller's marketing e-mail consent, oldest first, as recorded for İYS */
  marketingConsents: z.array(exportedMarketingConsentSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
export type ExportedJoinRequest = z.infer<typeof exportedJoinRequestSchema>;
export type ExportedThread = z.infer<typeof exportedThreadSchema>;
export type ExportedLedgerEntry = z.infer<typeof exportedLedgerEntrySchema>;
export type ExportedOrder = z.infer<typeof exportedOrderSchema>;
export type ExportedReport = z.infer<typeof exportedReportSchema>;
export type ExportedSanction = z.infer<typeof exportedSanctionSchema>;
export type ExportedFriend = z.infer<typeof exportedFriendSchema>;
export type ExportedRating = z.infer<typeof exportedRatingSchema>;
export type ExportedPushDevice = z.infer<typeof exportedPushDeviceSchema>;

/** The name the SPA gives the downloaded file (the API answers plain JSON). */
export function exportFileName(profile: Pick<Profile, 'userId' | 'username'>): string {
  return `squad-verilerim-${profile.username ?? profile.userId}.json`;
}

// ----- DELETE /private/account -----

/** The user types their username to confirm; a user without one types their e-mail address. */
export function deletionConfirmationFor(profile: Pick<Profile, 'username' | 'email'>): string {
  return profile.username ?? profile.email;
}

/** Surrounding spaces and letter case do not matter: usernames and e-mail addresses ignore case. */
export function confirmationMatches(typed: string, profile: Pick<Profile, 'username' | 'email'>): boolean {
  const expected = deletionConfirmationFor(profile);
  return expected !== '' && typed.trim().toLowerCase() === expected.toLowerCase();
}

export const deleteAccountRequestSchema = z.strictObject({
  confirmation: z.string().check(z.maxLength(320, 'Onay metni çok uzun.')),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** DELETE /private/account: 200 once everything is deleted (a repeated call finishes an interrupted one). */
export interface AccountDeleted {
  deleted: true;
}

/**
 * Other users: the public profile, report and block. A public profile never carries the
 * e-mail, the exact location or the token balance.
 */
import * as z from 'zod/mini';
import type { Badge, ProfileStats, RecentActivity } from './profile';
import type { Reliability } from './attendance';
import type { FriendshipStatus } from './friends';
import { usernameRule } from './profile';
import { userText } from './text';
import { built } from './built';

/** A user is addressed by username, or by id while they have not picked one. */
export const userHandleParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    handle: z.union([z.uuid(), z.string().check(z.regex(usernameRule))], 'Geçersiz kullanıcı.'),
  }),
);
export const userIdParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ userId: z.uuid('Geçersiz kullanıcı.') }),
);

/** The spec's report reasons (section 8), with the text the dialog shows. */
export const reportReasons = {
  inappropriate: 'Inappropriate behavior',
  spam: 'Spam or fake profile',
  harassment: 'Harassment',
  offensive: 'Offensive content',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof reportReasons;
export const reportReasonIds = Object.keys(reportReasons) as [ReportReason, ...ReportReason[]];
export const reportTextLimit = 1000;

export const reportCreateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    reason: z.enum(reportReasonIds, 'Bir sebep seç.'),
    text: userText({
      min: 1,
      max: reportTextLimit,
      multiline: true,
      requiredMessage: 'Lütfen bir açıklama yaz.',
    }),
  }),
);
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportSentMessage = 'Bildirimin alındı. Teşekkürler!';
export const blockedMessage = 'Kullanıcı engellendi.';
export const unblockedMessage = 'Engel kaldırıldı.';
/** A user blocked either way with the reader, as named in a third user's content (a review): no username, no avatar. */
export const hiddenUserName = 'Bir kullanıcı';

/** The answer of report (201), block and unblock (200). */
export interface UserActionAnswer {
  message: string;
}

/** GET /private/users/{handle} */
export interface PublicProfile {
  userId: string;
  displayName: string;
  username: string | null;
  avatar: string | null;
  bio: string;
  /** province only, never the exact place */
  city: string;
  memberSince: string;
  stats: ProfileStats;
  badges: Badge[];
  interests: string[];
  /** Activity tab: latest hosted or joined events */
  recentActivity: RecentActivity[];
  /** share of accepted past events attended over the last 12 months ("Yeni" below 3 events) */
  reliability: Reliability;
  /** whether the caller has blocked this user */
  blockedByMe: boolean;
  isMe: boolean;
  /** friends: the counter kept with the friend items */
  friendsCount: number;
  /** how the caller stands with this user (`none` on the caller's own profile) */
  friendship: FriendshipStatus;
}

export interface BlockedUser {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  blockedAt: string;
}

/** GET /private/blocks */
export interface BlockList {
  users: BlockedUser[];
}

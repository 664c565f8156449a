/**
 * Rules about other users without AWS: what a public profile shows (and, by leaving it out, never shows),
 * what a block records, and the day a report counts for.
 */
import type { Reliability } from '../contracts/attendance';
import type { RecentActivity } from '../contracts/profile';
import type { FriendshipStatus } from '../contracts/friends';
import type { PublicProfile, ReportCreate } from '../contracts/users';
import { istanbulParts } from '../contracts/istanbul-time';
import { badgesFor } from '../profile/badges';
import { publicStats, type ProfileRecord } from '../profile/profile';
import type { BlockRecord } from './block-record';
import type { ReportedContentRecord, ReportRecord } from './reports-table';

/**
 * Built field by field from the record, never by spreading it: the e-mail, the district, coordinates, the
 * exact location, the last IP location and the token balance stay out of the answer.
 */
export function toPublicProfile(
  record: ProfileRecord,
  recentActivity: RecentActivity[],
  viewer: { blockedByMe: boolean; isMe: boolean; reliability: Reliability; friendship: FriendshipStatus },
): PublicProfile {
  const stats = publicStats(record.stats);
  return {
    userId: record.userId,
    displayName: record.displayName,
    username: record.username ?? null,
    avatar: record.profilePicture,
    bio: record.bio,
    city: record.city,
    memberSince: record.createdAt,
    stats,
    badges: badgesFor(record),
    interests: record.interests,
    recentActivity,
    reliability: viewer.reliability,
    blockedByMe: viewer.blockedByMe,
    isMe: viewer.isMe,
    friendsCount: record.stats.friendsCount ?? 0,
    friendship: viewer.friendship,
  };
}

export function blockOf(blocked: ProfileRecord, now: Date): BlockRecord {
  return {
    userId: blocked.userId,
    name: blocked.displayName,
    username: blocked.username ?? null,
    avatar: blocked.profilePicture,
    blockedAt: now.toISOString(),
  };
}

/** Reports count per Istanbul day: the day a user in Turkey sees on their clock. */
export function newReport(
  targetId: string,
  reporterId: string,
  report: { reason: ReportCreate['reason']; text: string },
  now: Date,
  content?: ReportedContentRecord,
): ReportRecord {
  return {
    ...(content && { content }),
    targetId,
    reporterId,
    day: istanbulParts(now).date,
    reason: report.reason,
    text: report.text,
    createdAt: now.toISOString(),
  };
}

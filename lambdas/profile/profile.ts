/** Profile rules without AWS types: what a new profile holds and how a stored profile is answered. */
import { titleTurkish } from '../contracts/turkish-text';
import { districtNames, districtsOf, provinceNames } from '../contracts/district-names';
import { districtOrProvincePoint } from '../contracts/locations';
import type { Profile, ProfileStats, RecentActivity } from '../contracts/profile';
import { averageOf } from '../contracts/ratings';
import type { ProfileDetailsUpdate } from '../contracts/profile-update';
import { claimsStaff } from '../contracts/reserved-names';
import { badgesFor } from './badges';
import type { ProfileRecord, StoredStats } from './profile-record';
import type { SignUpAttributes } from '../platform/user-pool';

export type { ProfileRecord, StoredStats };

/** Fields a user may change; everything else (eventLimit, stats, createdAt...) only the system writes. */
export type EditableProfileFields = Omit<ProfileDetailsUpdate, 'username'> & { interests?: string[] };

export function newProfileRecord(
  userId: string,
  attributes: SignUpAttributes,
  welcomeTokens: number,
  now: Date,
): ProfileRecord {
  const fullName = [attributes.givenName, attributes.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const emailLocalPart = attributes.email.split('@')[0] ?? '';
  return {
    userId,
    email: attributes.email,
    // A sign-up's name or address may read as staff ("Squad Destek", admin@...): others see this as an author.
    displayName: [fullName, emailLocalPart].find((name) => name && !claimsStaff(name)) ?? 'Squad Üyesi',
    bio: '',
    profilePicture: null,
    fullName,
    city: '',
    district: '',
    coordinates: null,
    exactLocation: null,
    lastUsedIpLocation: null,
    createdAt: now.toISOString(),
    eventLimit: welcomeTokens,
    stats: {
      eventsHosted: 0,
      eventsJoined: 0,
      totalParticipants: 0,
      hostRatingTotal: 0,
      hostRatingCount: 0,
      participantRatingTotal: 0,
      participantRatingCount: 0,
    },
    interests: [],
  };
}

/** A stored attribute the update needs to be one of the given values, checked by the same write. */
export interface StoredValueRequirement {
  attribute: 'city' | 'district';
  oneOf: string[];
}

/**
 * The contract checks a city and district sent together; one sent alone must pair with the other half already
 * stored (the settings form sends only what changed). A district alone needs a stored province that has it; a
 * city alone needs the stored district to be one of its districts, or none.
 */
export function storedLocationRequirement(fields: {
  city?: string;
  district?: string;
}): StoredValueRequirement | undefined {
  const { city, district } = fields;
  if (city === undefined && district) {
    return {
      attribute: 'city',
      oneOf: provinceNames().filter((province) => districtNames[province].includes(district)),
    };
  }
  if (district === undefined && city !== undefined) {
    return { attribute: 'district', oneOf: ['', ...(city ? districtsOf(city) : [])] };
  }
  return undefined;
}

export function publicStats(stats: StoredStats): ProfileStats {
  return {
    eventsHosted: stats.eventsHosted,
    eventsJoined: stats.eventsJoined,
    totalParticipants: stats.totalParticipants,
    averageRating: averageOf(stats.hostRatingTotal, stats.hostRatingCount) ?? 0,
    ratingCount: stats.hostRatingCount,
    participantAverageRating: averageOf(stats.participantRatingTotal, stats.participantRatingCount) ?? 0,
    participantRatingCount: stats.participantRatingCount,
  };
}

/**
 * "Kadıköy, İstanbul", or whichever of the two is known. Districts are stored upper case like the location
 * table and shown in title case.
 */
export function displayLocation(city: string, district: string): string {
  return [titleTurkish(district), city].filter(Boolean).join(', ');
}

export function toProfileResponse(record: ProfileRecord, recentActivity: RecentActivity[]): Profile {
  const stats = publicStats(record.stats);
  return {
    userId: record.userId,
    email: record.email,
    displayName: record.displayName,
    username: record.username ?? null,
    bio: record.bio,
    profilePicture: record.profilePicture,
    fullName: record.fullName,
    location: displayLocation(record.city, record.district),
    city: record.city,
    district: record.district,
    coordinates: record.coordinates,
    placePoint: record.coordinates ?? districtOrProvincePoint(record.city, record.district) ?? null,
    exactLocation: record.exactLocation,
    lastUsedIpLocation: record.lastUsedIpLocation,
    createdAt: record.createdAt,
    eventLimit: record.eventLimit,
    stats,
    recentActivity,
    badges: badgesFor(record),
    interests: record.interests,
    birthDate: record.birthDate ?? null,
  };
}

/** Profile request/response contracts, shared by the handlers and the SPA. */
import * as z from 'zod/mini';
import { userText } from './text';
import { built } from './built';
import { placeAddressMaxLength } from './geo';
import { isReservedUsername } from './reserved-names';

export const usernameRule = /^[A-Za-z0-9_.]{3,30}$/;
export const usernameRuleMessage =
  'Kullanıcı adı 3-30 karakter olmalı; yalnızca harf, rakam, _ ve . kullanılabilir.';

export const reservedUsernameMessage = 'Bu kullanıcı adı Squad için ayrılmış; lütfen başka bir ad seç.';

export const usernameSchema = /* @__PURE__ */ built(() =>
  z.string().check(
    z.regex(usernameRule, usernameRuleMessage),
    z.refine((username) => !isReservedUsername(username), { message: reservedUsernameMessage }),
  ),
);

/** GET /private/check-username/{username} */
export const usernameParamsSchema = /* @__PURE__ */ built(() => z.object({ username: usernameSchema }));

/**
 * Turkey with its islands (Gökçeada in the west, Dilucu in the east, Hatay's southern tip, Sinop's İnceburun),
 * a little wider than the land so a point on the coast is never refused.
 */
export const turkeyBounds = { minLng: 25.5, maxLng: 45, minLat: 35.7, maxLat: 42.2 } as const;
export const outsideTurkeyMessage = 'Konum Türkiye sınırları içinde olmalı.';

const longitude = /* @__PURE__ */ built(() =>
  z
    .number()
    .check(
      z.gte(turkeyBounds.minLng, outsideTurkeyMessage),
      z.lte(turkeyBounds.maxLng, outsideTurkeyMessage),
    ),
);
const latitude = /* @__PURE__ */ built(() =>
  z
    .number()
    .check(
      z.gte(turkeyBounds.minLat, outsideTurkeyMessage),
      z.lte(turkeyBounds.maxLat, outsideTurkeyMessage),
    ),
);
/** [longitude, latitude] inside Turkey */
export const turkeyLngLatSchema = /* @__PURE__ */ built(() => z.tuple([longitude, latitude]));

export const exactLocationSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    lng: longitude,
    lat: latitude,
    address: userText({ max: placeAddressMaxLength }),
  }),
);

export interface ProfileStats {
  eventsHosted: number;
  eventsJoined: number;
  totalParticipants: number;
  /** as a host (what event cards show); 0 when nobody has rated the user yet */
  averageRating: number;
  /** host ratings received */
  ratingCount: number;
  /** as a participant, rated by hosts; 0 when none yet */
  participantAverageRating: number;
  participantRatingCount: number;
}

export interface RecentActivity {
  id: string;
  type: 'hosted' | 'joined';
  title: string;
  participants: number;
  date: string;
  /** the host cancelled it: listed, marked, and counted in no stat */
  cancelled: boolean;
}

export interface Badge {
  id: string;
  name: string;
  description: string;
  icon: string;
  earned: boolean;
  /** when it was earned (ISO); null for one not earned, or earned so recently that it is not recorded yet */
  earnedAt: string | null;
}

/** GET /private/profile: the caller's own profile (spec section 3). */
export type ExactLocation = z.infer<typeof exactLocationSchema>;

export interface IpLocation {
  lat: number;
  lng: number;
  country: string;
  city: string;
}

export interface Profile {
  userId: string;
  email: string;
  displayName: string;
  username: string | null;
  bio: string;
  profilePicture: string | null;
  fullName: string;
  /** "District, City" for display, derived from city and district */
  location: string;
  city: string;
  district: string;
  coordinates: [number, number] | null;
  /**
   * where the profile places its owner, derived: the picked point, else the chosen district's (or province's) point;
   * null with no city. What "Profil konumuna göre" measures from.
   */
  placePoint: [number, number] | null;
  exactLocation: ExactLocation | null;
  lastUsedIpLocation: IpLocation | null;
  createdAt: string;
  /** token balance */
  eventLimit: number;
  stats: ProfileStats;
  recentActivity: RecentActivity[];
  badges: Badge[];
  interests: string[];
  /**
   * YYYY-MM-DD, or null until asked (before the first purchase, join request or hosted event). The owner's alone:
   * no answer about another user carries it.
   */
  birthDate: string | null;
}

export interface UsernameAvailability {
  available: boolean;
}

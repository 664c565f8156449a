/** Profile request/response contracts, shared by the handlers and the SPA. */
import * as z from 'zod';
import { allInterestTags } from './taxonomy';
import { lngLatSchema } from './geo';
import { userText } from './text';

export const usernameRule = /^[A-Za-z0-9_.]{3,30}$/;
export const usernameRuleMessage =
  'Kullanıcı adı 3-30 karakter olmalı; yalnızca harf, rakam, _ ve . kullanılabilir.';
export const usernameSchema = z.string().regex(usernameRule, usernameRuleMessage);

export const exactLocationSchema = z.strictObject({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  address: userText({ max: 300 }),
});

/** The settings form. Every field optional; unknown fields (eventLimit, stats, badges...) are rejected. */
export const profileDetailsUpdateSchema = z.strictObject({
  displayName: userText({ min: 1, max: 50, requiredMessage: 'Görünen ad boş olamaz.' }).optional(),
  username: usernameSchema.optional(),
  bio: userText({ max: 500, multiline: true }).optional(),
  city: userText({ max: 60 }).optional(),
  district: userText({ max: 60 }).optional(),
  coordinates: lngLatSchema.nullable().optional(),
  exactLocation: exactLocationSchema.nullable().optional(),
  profilePicture: z.url().max(1000).nullable().optional(),
});

const interestTags = new Set(allInterestTags);
export const interestsUpdateSchema = z.strictObject({
  interests: z
    .array(z.string().refine((tag) => interestTags.has(tag), { message: 'Bilinmeyen ilgi alanı.' }))
    .max(30),
});

export const profileUpdateSchema = z.union([interestsUpdateSchema, profileDetailsUpdateSchema]);
export type ProfileDetailsUpdate = z.infer<typeof profileDetailsUpdateSchema>;
export type InterestsUpdate = z.infer<typeof interestsUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export interface ProfileStats {
  eventsHosted: number;
  eventsJoined: number;
  totalParticipants: number;
  /** 0 when nobody has rated the user yet */
  averageRating: number;
}

export interface RecentActivity {
  id: string;
  type: 'hosted' | 'joined';
  title: string;
  participants: number;
  date: string;
}

export interface Badge {
  id: string;
  name: string;
  description: string;
  icon: string;
  earned: boolean;
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
  exactLocation: ExactLocation | null;
  lastUsedIpLocation: IpLocation | null;
  createdAt: string;
  /** token balance */
  eventLimit: number;
  stats: ProfileStats;
  recentActivity: RecentActivity[];
  badges: Badge[];
  interests: string[];
}

export interface UsernameAvailability {
  available: boolean;
}

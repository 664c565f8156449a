/**
 * What the settings tab may change in a profile: its details (with the city and district checked against the
 * location table's names), its interests, or its birth date (once). Apart from the profile's read side, so a
 * screen that only reads a profile loads neither the names nor these schemas.
 */
import * as z from 'zod/mini';
import { allInterestTags } from './taxonomy';
import { districtsOf, provinceNames } from './district-names';
import { userText } from './text';
import { built } from './built';
import { exactLocationSchema, turkeyLngLatSchema, usernameSchema } from './profile';
import { claimsStaff } from './reserved-names';
import { birthDateUpdateSchema } from './profile-birth-date-schemas';

export const unknownProvinceMessage = 'Bilinmeyen il.';
export const unknownDistrictMessage = 'İlçe, seçilen ilin ilçelerinden olmalı.';
export const districtWithoutProvinceMessage = 'İlçe seçmeden önce il seç.';
export const staffDisplayNameMessage =
  'Bu ad Squad ekibinden biri gibi görünüyor; lütfen kendi adını ya da başka bir ad kullan.';

const provinces = /* @__PURE__ */ built(() => new Set(provinceNames()));
const allDistricts = /* @__PURE__ */ built(
  () => new Set(provinceNames().flatMap((province) => districtsOf(province))),
);

/**
 * City and district as the location table spells them: a province, and one of its districts. A district sent
 * alone must at least be a district somewhere; an empty city clears the district too.
 */
function checkProvinceAndDistrict(
  update: { city?: string; district?: string },
  context: z.core.$RefinementCtx,
): void {
  const { city, district } = update;
  if (city && !provinces.has(city)) {
    context.addIssue({ code: 'custom', path: ['city'], message: unknownProvinceMessage });
    return;
  }
  if (!district) return;
  if (city === '') {
    context.addIssue({ code: 'custom', path: ['district'], message: districtWithoutProvinceMessage });
  } else if (city === undefined ? !allDistricts.has(district) : !districtsOf(city).includes(district)) {
    context.addIssue({ code: 'custom', path: ['district'], message: unknownDistrictMessage });
  }
}

/** The settings form. Every field optional; unknown fields (eventLimit, stats, badges...) are rejected. */
export const profileDetailsUpdateSchema = /* @__PURE__ */ built(() =>
  z
    .strictObject({
      displayName: z.optional(userText({ min: 1, max: 50, requiredMessage: 'Görünen ad boş olamaz.' })),
      username: z.optional(usernameSchema),
      bio: z.optional(userText({ max: 500, multiline: true })),
      city: z.optional(userText({ max: 60 })),
      district: z.optional(userText({ max: 60 })),
      coordinates: z.optional(z.nullable(turkeyLngLatSchema)),
      exactLocation: z.optional(z.nullable(exactLocationSchema)),
      profilePicture: z.optional(z.nullable(z.url().check(z.maxLength(1000)))),
    })
    .check(
      z.superRefine(checkProvinceAndDistrict),
      // The name others see as the author of events, messages and ratings: never one that speaks for Squad.
      z.superRefine(({ displayName }, context) => {
        if (displayName !== undefined && claimsStaff(displayName)) {
          context.addIssue({ code: 'custom', path: ['displayName'], message: staffDisplayNameMessage });
        }
      }),
    ),
);

const interestTags = /* @__PURE__ */ built(() => new Set(allInterestTags));
export const interestsUpdateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    interests: z
      .array(
        z.string().check(z.refine((tag) => interestTags.has(tag), { message: 'Bilinmeyen ilgi alanı.' })),
      )
      .check(
        z.maxLength(30),
        z.refine((tags) => new Set(tags).size === tags.length, {
          message: 'Bir ilgi alanı yalnızca bir kez seçilebilir.',
        }),
      ),
  }),
);

/** Interests, the birth date (profile-birth-date.ts) or details; for a refused body the API names the closest. */
export const profileUpdateSchema = /* @__PURE__ */ built(() =>
  z.union([interestsUpdateSchema, birthDateUpdateSchema, profileDetailsUpdateSchema]),
);
export type ProfileDetailsUpdate = z.infer<typeof profileDetailsUpdateSchema>;
export type InterestsUpdate = z.infer<typeof interestsUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The settings form's draft: what the user edits, and the smallest update that saves it. */
import type { Profile } from '@contracts/profile';
import { profileDetailsUpdateSchema, type ProfileDetailsUpdate } from '@contracts/profile-update';
import { checkForm } from '../../../../lib/form-check';

/** The profile's editable fields; a profile without a username yet edits it as ''. */
export type DetailsDraft = Pick<
  Profile,
  'displayName' | 'bio' | 'city' | 'district' | 'coordinates' | 'exactLocation'
> & { username: string };

export type DetailsField = keyof DetailsDraft;

export function draftFromProfile(profile: Profile): DetailsDraft {
  return {
    displayName: profile.displayName,
    username: profile.username ?? '',
    bio: profile.bio,
    city: profile.city,
    district: profile.district,
    coordinates: profile.coordinates,
    exactLocation: profile.exactLocation,
  };
}

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Only the fields that differ from the saved profile, so a save never rewrites what the user did not touch.
 * An empty username is left out: a username can be changed but not removed.
 */
export function changedDetails(profile: Profile, draft: DetailsDraft): ProfileDetailsUpdate {
  const saved = draftFromProfile(profile);
  const update: ProfileDetailsUpdate = {};
  if (draft.displayName !== saved.displayName) update.displayName = draft.displayName;
  if (draft.username !== saved.username && draft.username !== '') update.username = draft.username;
  if (draft.bio !== saved.bio) update.bio = draft.bio;
  if (draft.city !== saved.city) update.city = draft.city;
  if (draft.district !== saved.district) update.district = draft.district;
  if (!sameValue(draft.coordinates, saved.coordinates)) update.coordinates = draft.coordinates;
  if (!sameValue(draft.exactLocation, saved.exactLocation)) update.exactLocation = draft.exactLocation;
  return update;
}

export type FieldErrors = Partial<Record<DetailsField, string>>;

/** The contract's own rules (the server applies the same schema), one message per field. */
export function validateDetails(update: ProfileDetailsUpdate): FieldErrors {
  const result = checkForm(profileDetailsUpdateSchema, update);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailsField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The one message for the place fields (province, district, picked address): their selects and the search
 * offer only valid choices, so a refusal here means a mismatch the user must see, not a silently dead Save.
 */
export function placeErrorOf(errors: FieldErrors): string | undefined {
  return errors.city ?? errors.district ?? errors.coordinates ?? errors.exactLocation;
}

const detailShape = profileDetailsUpdateSchema.shape;
/** Input length limits read from the contract, so the form and the server never disagree. */
export const detailLimits = {
  displayName: detailShape.displayName.def.innerType.maxLength ?? undefined,
  bio: detailShape.bio.def.innerType.maxLength ?? undefined,
} as const;

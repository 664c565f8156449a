/** The profile feature's settings: the caller's details and interests, a username check, and a new picture. */
import { endpoint } from '../endpoint';
import { usernameParamsSchema, type Profile, type UsernameAvailability } from '../profile';
import { profileUpdateSchema } from '../profile-update';
import { uploadRequestSchema, type UploadSlot } from '../upload';

/** The settings form (details) or `{interests}`. */
export const updateProfile = /* @__PURE__ */ endpoint<Profile>()({
  method: 'PUT',
  path: '/private/profile',
  body: profileUpdateSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});

/** Whether the caller could take a username. */
export const checkUsername = /* @__PURE__ */ endpoint<UsernameAvailability>()({
  method: 'GET',
  path: '/private/check-username/{username}',
  params: usernameParamsSchema,
});

/** A short-lived presigned PUT for a new profile picture; each lets the browser store a file, so few an hour. */
export const uploadProfilePicture = /* @__PURE__ */ endpoint<UploadSlot>()({
  method: 'PUT',
  path: '/private/uploadProfilePicture',
  body: uploadRequestSchema,
  rateLimit: { limit: 20, windowSeconds: 3600 },
});

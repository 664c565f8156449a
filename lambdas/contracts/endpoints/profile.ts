/** The profile feature's endpoints: the caller's own profile, its settings and its picture. */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { built } from '../built';
import { profileUpdateSchema, usernameSchema, type Profile, type UsernameAvailability } from '../profile';
import { uploadRequestSchema, type UploadSlot } from '../upload';

/** The caller's profile, created on first read with the welcome token grant. */
export const getProfile = /* @__PURE__ */ endpoint<Profile>()({ method: 'GET', path: '/private/profile' });

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
  params: /* @__PURE__ */ built(() => z.object({ username: usernameSchema })),
});

/** A short-lived presigned PUT for a new profile picture. */
export const uploadProfilePicture = /* @__PURE__ */ endpoint<UploadSlot>()({
  method: 'PUT',
  path: '/private/uploadProfilePicture',
  body: uploadRequestSchema,
});

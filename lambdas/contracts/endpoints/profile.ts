/**
 * The profile feature's read: the caller's own profile. What the settings tab changes is in profile-settings.ts,
 * so a screen that only reads the profile loads none of the settings' schemas.
 */
import { endpoint } from '../endpoint';
import type { Profile } from '../profile';

/** The caller's profile, created on first read with the welcome token grant. */
export const getProfile = /* @__PURE__ */ endpoint<Profile>()({ method: 'GET', path: '/private/profile' });

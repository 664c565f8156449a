/** The profile feature's public entry: the caller's profile, for the shell and other features. */
export { profilePath, useProfile } from './api';

/**
 * What to tell the user when the browser gives no position (a denied permission needs their action), for every
 * caller of navigator.geolocation.
 */
import { profileCopy } from '../copy/profile';

/** The problem in the user's words; `undefined` where the browser has no geolocation at all. */
export function geolocationProblem(error: GeolocationPositionError | undefined): string {
  const copy = profileCopy.location;
  if (!error) return copy.geolocationUnsupported;
  return error.code === GeolocationPositionError.PERMISSION_DENIED
    ? copy.geolocationDenied
    : copy.geolocationFailed;
}

import { clearBrowserState } from './browser-state';
import { paths } from '../paths';
import { loadIdentity } from './load-identity';

/** Spec section 4: sign out, clear local storage, session storage and cookies, go to `to`. */
export async function logOut(to: string = paths.home): Promise<void> {
  const identity = await loadIdentity();
  await identity.endSession();
  clearBrowserState();
  // A full page load also drops every cached API answer of the old session.
  window.location.assign(to);
}

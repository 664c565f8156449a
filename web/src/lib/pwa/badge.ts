/**
 * The unread count on the installed app's icon, where the device shows one (the Badging API): the page sets it from
 * the bell's count, the service worker from a push message's. Zero clears it.
 */
export function showUnreadOnAppIcon(on: Navigator | WorkerNavigator, unread: number): Promise<void> {
  if (!('setAppBadge' in on)) return Promise.resolve();
  // Refused where the app is not installed or the user turned badges off: nothing to tell anyone.
  return (unread > 0 ? on.setAppBadge(unread) : on.clearAppBadge()).catch(() => undefined);
}

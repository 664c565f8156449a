/**
 * Chromium's install offer (`beforeinstallprompt`), held for the moment the app offers installing itself. The
 * browser fires it once, soon after the page loads: the early entry starts listening, so this module is all it
 * loads of the install offer. The event is held on `window`, where the phone-app moment's lazy chunk reads it: a
 * module both imported would be a chunk of its own, one more script before the first screen.
 */

/** Chromium's event (no standard type): `prompt()` shows the browser's install dialog, once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** the offer not used yet; none once the app is installed */
    heldInstallPrompt?: InstallPromptEvent;
  }
}

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Kept for our own moment instead of the browser's banner.
    event.preventDefault();
    window.heldInstallPrompt = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => (window.heldInstallPrompt = undefined));
}

/**
 * What this browser can do with phone notifications (Web Push), told from plain facts about it so the rule can be
 * tested without a browser. iOS and iPadOS give Web Push only to a site added to the Home Screen (16.4 and later):
 * in a Safari tab there is no PushManager at all, and the way in is the Share menu, not a switch.
 */

/** The facts the rule reads: `browserFacts()` takes them from the running browser. */
export interface BrowserFacts {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  /** opened from the Home Screen or as an installed app, not in a browser tab */
  readonly standalone: boolean;
  readonly serviceWorker: boolean;
  readonly pushManager: boolean;
  readonly notification: boolean;
}

export type PushSupport = 'supported' | 'iosNeedsInstall' | 'unsupported';

/** An iPhone, or an iPad (whose Safari says "Macintosh" but has a touch screen). */
export function isIos({ userAgent, maxTouchPoints }: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  if (isIos(facts) && !facts.standalone) return 'iosNeedsInstall';
  return facts.serviceWorker && facts.pushManager && facts.notification ? 'supported' : 'unsupported';
}

export function browserFacts(): BrowserFacts {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
  };
}

/** A base64url VAPID public key as bytes: the form of `applicationServerKey` every browser takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

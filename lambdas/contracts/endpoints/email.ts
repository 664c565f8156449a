/** The e-mail feature's endpoint: the one-click unsubscribe, public (an e-mail's link carries no sign-in). */
import { endpoint } from '../endpoint';
import { unsubscribeQuerySchema, type UnsubscribeAnswer } from '../email';

/**
 * Turns one kind of e-mail off for the user the signed token names. POSTed by a mail client's one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` in the body, which is not needed: the token says it all)
 * and by the SPA's unsubscribe page. A GET changes nothing, so a link scanner cannot unsubscribe anyone.
 */
export const unsubscribe = /* @__PURE__ */ endpoint<UnsubscribeAnswer>()({
  method: 'POST',
  path: '/email/unsubscribe',
  access: 'public',
  query: unsubscribeQuerySchema,
  rateLimit: { limit: 30, windowSeconds: 600, perSecret: { in: 'query', name: 'token' } },
  // Mail providers post every recipient's one-click unsubscribe from a few addresses of theirs.
  addressRateLimit: { limit: 1000, windowSeconds: 600 },
});

/**
 * The e-mail side of notifications, shared by the sender (which puts the one-click unsubscribe link in every
 * notification e-mail), the public unsubscribe route and the SPA's unsubscribe page.
 */
import * as z from 'zod/mini';
import type { EmailNotificationType } from './notifications';
import { unsubscribeRefusals } from './refusals';

/** What a reader calls each kind of e-mail: "<name> artık e-postayla gelmeyecek". */
export const emailKindNames: Readonly<Record<EmailNotificationType, string>> = {
  requestDecided: 'Katılım isteklerinin sonuçları',
  eventCancelled: 'Etkinlik iptalleri',
  waitlistOffer: 'Bekleme listesinden açılan yerler',
  reminder: 'Etkinlik hatırlatmaları',
  noShowMarked: '"Gelmedi" işaretleri',
};

/** The SPA page an e-mail's unsubscribe link opens (no sign-in needed). */
export const unsubscribePagePath = '/unsubscribe';

/** A signed token names one user and one kind; its shape and signature are the route's to check. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string(unsubscribeRefusals.BAD_TOKEN)
    .check(z.minLength(1, unsubscribeRefusals.BAD_TOKEN), z.maxLength(1000, unsubscribeRefusals.BAD_TOKEN)),
});

/** The kind of e-mail the token turned off. */
export interface UnsubscribeAnswer {
  readonly type: EmailNotificationType;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** The link in the e-mail's body: the page, which says what stopped and links to the settings. */
export const unsubscribePageUrl = (siteUrl: string, token: string): string =>
  `${withoutTrailingSlash(siteUrl)}${unsubscribePagePath}?token=${encodeURIComponent(token)}`;

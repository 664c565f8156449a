/**
 * A feed's secret: 32 random bytes (256 bits, never guessable), base64url in the address. Only its SHA-256 is
 * stored, so a copy of the table does not open anyone's feed; a hash of a random secret needs no salt.
 */
import { createHash, randomBytes } from 'node:crypto';
import { calendarFeed } from '../contracts/endpoints/calendar';
import { endpointPath } from '../contracts/endpoint';

export const newFeedToken = (): string => randomBytes(32).toString('base64url');

export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The address calendar apps subscribe to: on the site, whose origin hands `/calendar/` to the API. The secret rides
 * in the query string, which no access log records (Apple and Google Calendar keep it when they poll).
 */
export const feedUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/$/, '')}${endpointPath(calendarFeed, {}, { token })}`;

/** GET /private/event/{id}/waitlist: the host's waitlist, offers (with their deadlines) first, then the line. */
import type { WaitlistEntry } from '../../contracts/requests';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { hostedEvent } from '../../events/hosted-event';
import { waitlistOf } from '../places-table';
import { toWaitlistEntries } from '../requests';

export const handler = httpRoute(api.listWaitlist, async ({ params, userId }) => {
  const event = await hostedEvent(params.id, userId);
  const body: WaitlistEntry[] = toWaitlistEntries(await waitlistOf(event.id));
  return { body };
});

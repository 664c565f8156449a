/**
 * The call the moments make (a first join request sent, a first event created): the phone-app dialog's code loads
 * only when it is to show, once.
 */
import { offeredBefore } from './offer-rule';

export function offerPhoneApp(): void {
  if (offeredBefore(localStorage)) return;
  import('./components/PhoneAppMoment')
    .then((moment) => moment.offerOnce())
    .catch((error: unknown) => console.warn('The phone-app offer could not show', error));
}

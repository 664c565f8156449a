import toast from 'react-hot-toast';
import { dashboardCopy } from '../copy/dashboard';

/** The create-event wizard arrives with the events issue; until then the button says so. */
export function openCreateEvent(): void {
  toast(dashboardCopy.createEventSoon, { icon: '🛠️' });
}

/** The events screens' page paths, from the one list of every page path. */
import { paths } from '../../lib/paths';

export const eventDetailsPath = paths.dashboard.eventDetails;
export const editEventPath = paths.dashboard.editEvent;
export const physicalPath = paths.dashboard.physical;
export const onlinePath = paths.dashboard.online;

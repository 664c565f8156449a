/** Page paths of the events screens. */
export const eventDetailsPath = (id: string) => `/dashboard/eventDetails/${encodeURIComponent(id)}`;
export const editEventPath = (id: string) => `/dashboard/editEvent/${encodeURIComponent(id)}`;
export const physicalPath = '/dashboard/physical';
export const onlinePath = '/dashboard/online';
export const myEventsPagePath = '/dashboard/my-events';

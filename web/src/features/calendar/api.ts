/**
 * The calendar feature's calls: an event's .ics through the API client (the access token rides along, so the file
 * cannot be a plain link), and the private feed's status, renewal and removal.
 */
import * as api from '@contracts/endpoints/calendar';
import type { CalendarFeedCreated } from '@contracts/calendar';
import { callApi, pathOf } from '../../lib/api/client';
import { fetchApiFile } from '../../lib/api/file';
import { useApi } from '../../lib/api/useApi';
import { mutate } from 'swr';

export function fetchEventCalendar(eventId: string): Promise<Blob> {
  return fetchApiFile(api.eventCalendarFile, { params: { id: eventId } });
}

export function useCalendarFeed() {
  return useApi(api.getCalendarFeed, {});
}

const revalidateFeed = () => mutate(pathOf(api.getCalendarFeed));

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const created = await callApi(api.createCalendarFeed);
  await revalidateFeed();
  return created;
}

export async function deleteCalendarFeed(): Promise<string> {
  const { message } = await callApi(api.deleteCalendarFeed);
  await revalidateFeed();
  return message;
}

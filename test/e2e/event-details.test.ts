/** The details screen in Chromium: the meeting point for an accepted participant and not for anyone else. */
import * as endpoints from '../integration/support/endpoints';
import { physicalEventBody } from '../integration/support/events';
import { apiUser, askToJoin, callApi, screened } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, phone, signedInPage } from './people';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;

it('shows an accepted participant the address and a map of the meeting point, and a pending requester only when it will be shared', async () => {
  const [host, guest, hopeful] = await Promise.all([
    apiUser('host', 'Ece Yıldız'),
    apiUser('guest', 'Mert Kaya'),
    apiUser('hopeful', 'Deniz Ak'),
  ]);
  const address = `Gizli Sokak ${Date.now().toString(36)}, Moda`;
  const { event } = await callApi(host, endpoints.events.createEvent, {
    body: physicalEventBody({
      location: { name: 'Moda İskelesi önü', lat: 40.9849, lng: 29.0237, address },
      coordinates: [29.0237, 40.9849],
    }),
  });
  await Promise.all([askToJoin(guest, event.id), askToJoin(hopeful, event.id)]);
  await Promise.all([screened(guest, event.id), screened(hopeful, event.id)]);
  await callApi(host, endpoints.requests.acceptJoinRequest, {
    params: { id: event.id, requestId: guest.userId },
  });

  const guestPage = await signedInPage(guest, phone);
  await guestPage.goto(detailsPath(event.id));
  await guestPage.getByRole('heading', { name: 'Buluşma noktası' }).waitFor();
  await guestPage.getByText(address).waitFor();
  const map = guestPage.getByRole('region', { name: 'Buluşma noktasının haritası' });
  await map.locator('.leaflet-marker-icon').waitFor();
  await expectNoAccessibilityViolations(guestPage);

  const hopefulPage = await signedInPage(hopeful, phone);
  await hopefulPage.goto(detailsPath(event.id));
  await hopefulPage
    .getByText('Tam buluşma noktası, ev sahibi katılma isteğini kabul ettiğinde burada paylaşılır.')
    .waitFor();
  await hopefulPage.getByText('Moda Sahili').first().waitFor();
  expect(await hopefulPage.getByText(address).count()).toBe(0);
  expect(await hopefulPage.getByRole('region', { name: 'Buluşma noktasının haritası' }).count()).toBe(0);
});

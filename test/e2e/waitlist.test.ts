/**
 * Leaving, removal and the waitlist in Chromium, each person in a browser context of their own: a participant
 * leaves after a confirmation and the first in line, who saw "Sırada 1.", confirms the place offered to them; on a
 * 390 px phone the host removes a participant with a reason the participant then reads, and the place is offered
 * on. With axe checks on each new state and dialog, and no sideways scroll on the phone.
 */
import type { Page } from 'playwright-core';
import { leftMessage, offerConfirmedMessage, removedMessage } from '../../lambdas/contracts/requests';
import * as endpoints from '../integration/support/endpoints';
import { physicalEventBody } from '../integration/support/events';
import { apiUser, askToJoin, callApi, screened, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, phone, signedInPage } from './people';

jest.setTimeout(180_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;

/** An event of two places (the host's and one more), its participant, and `waiting` people accepted into line. */
async function fullEvent(waiting: string[]) {
  const host = await apiUser('host', 'Ece Yıldız');
  const title = `Tavla ${Date.now().toString(36)}`;
  const { event } = await callApi(host, endpoints.events.createEvent, {
    body: physicalEventBody({ title, maxParticipants: 2 }),
  });
  const people = await Promise.all([
    apiUser('member', 'Mert Kaya'),
    ...waiting.map((name, i) => apiUser(`waiting${i}`, name)),
  ]);
  // Everyone asks while a place is free (a full event takes no new requests), then the host accepts in turn.
  for (const person of people) {
    await askToJoin(person, event.id);
    await screened(person, event.id);
  }
  for (const person of people) {
    await callApi(host, endpoints.requests.acceptJoinRequest, {
      params: { id: event.id, requestId: person.userId },
    });
  }
  const [participant, ...inLine] = people;
  return { host, event, title, participant, inLine };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openDetails(page: Page, eventId: string): Promise<void> {
  await page.goto(detailsPath(eventId));
  await page.getByRole('heading', { level: 1 }).waitFor();
}

it('lets a participant leave after a confirmation, and the first in line, told "Sırada 1.", confirm the place offered', async () => {
  const { host, event, participant, inLine } = await fullEvent(['Zeynep Ak']);
  const [waiting] = inLine as [ApiUser];

  const waitingPage = await signedInPage(waiting);
  await openDetails(waitingPage, event.id);
  await waitingPage.getByText('Sırada 1.').waitFor();
  await expectNoAccessibilityViolations(waitingPage);

  const hostPage = await signedInPage(host);
  await openDetails(hostPage, event.id);
  await hostPage.getByRole('tab', { name: /^Requests/ }).click();
  const line = hostPage.getByRole('region', { name: 'Bekleme listesi' });
  await line.getByText('Zeynep Ak').waitFor();
  await line.getByText('1. sırada').waitFor();
  await expectNoAccessibilityViolations(hostPage);

  const participantPage = await signedInPage(participant);
  await openDetails(participantPage, event.id);
  // By keyboard: Enter opens the confirmation, Escape keeps the place, Enter again and the confirm button leaves.
  const leave = participantPage.getByRole('button', { name: 'Etkinlikten ayrıl' });
  const confirm = participantPage.getByRole('dialog', { name: 'Etkinlikten ayrılmak istiyor musun?' });
  await leave.focus();
  await participantPage.keyboard.press('Enter');
  await confirm.waitFor();
  await participantPage.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  await expect(leave.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  await participantPage.keyboard.press('Enter');
  await confirm.waitFor();
  await expectNoAccessibilityViolations(participantPage);
  await confirm.getByRole('button', { name: 'Evet, ayrıl' }).click();
  await participantPage.getByText(leftMessage).first().waitFor();
  await participantPage.getByText('Bu etkinlikten ayrıldın.').waitFor();

  await line.getByText(/Yer teklif edildi, son onay/).waitFor({ timeout: 15_000 });

  await openDetails(waitingPage, event.id);
  await waitingPage.getByText(/Yerin şu zamana kadar ayrılı/).waitFor();
  await expectNoAccessibilityViolations(waitingPage);
  await waitingPage.getByRole('button', { name: 'Yeri onayla' }).click();
  await waitingPage.getByText(offerConfirmedMessage).first().waitFor();
  await waitingPage.getByText('Ev sahibi isteğini kabul etti, artık katılımcısın! 🎉').waitFor();
  await waitingPage.getByRole('button', { name: 'Etkinlikten ayrıl' }).waitFor();
});

it('on a phone, lets the host remove a participant with a reason the participant reads, and offers the place on', async () => {
  const { host, event, title, participant, inLine } = await fullEvent(['Zeynep Ak']);
  const [waiting] = inLine as [ApiUser];
  const reason = 'Etkinlik kurallarına uymadığın için çıkardım, kusura bakma.';

  const waitingPage = await signedInPage(waiting, phone);
  await openDetails(waitingPage, event.id);
  await waitingPage.getByText('Sırada 1.').waitFor();
  await expectNoSidewaysScroll(waitingPage);

  const hostPage = await signedInPage(host, phone);
  await openDetails(hostPage, event.id);
  await hostPage.getByRole('tab', { name: 'Participants' }).click();
  await hostPage.getByRole('button', { name: 'Çıkar: Mert Kaya' }).click();
  const dialog = hostPage.getByRole('dialog', { name: 'Mert Kaya etkinlikten çıkarılsın mı?' });
  await dialog.getByRole('button', { name: 'Çıkar', exact: true }).click();
  await dialog.getByRole('alert').waitFor();
  await dialog.getByLabel('Neden (katılımcı bunu görecek)').fill(reason);
  await expectNoAccessibilityViolations(hostPage);
  await expectNoSidewaysScroll(hostPage);
  await dialog.getByRole('button', { name: 'Çıkar', exact: true }).click();
  await hostPage.getByText(removedMessage).first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  const participantPage = await signedInPage(participant, phone);
  await openDetails(participantPage, event.id);
  await participantPage.getByText('Ev sahibi seni bu etkinlikten çıkardı.').waitFor();
  await participantPage.getByText(reason).waitFor();
  await expectNoAccessibilityViolations(participantPage);
  await expectNoSidewaysScroll(participantPage);
  await participantPage.goto('/dashboard/my-events');
  await participantPage.getByRole('article', { name: title }).getByText(reason).waitFor();
  await expectNoSidewaysScroll(participantPage);

  await openDetails(waitingPage, event.id);
  await waitingPage.getByRole('button', { name: 'Yeri onayla' }).waitFor();
  await expectNoAccessibilityViolations(waitingPage);
  await expectNoSidewaysScroll(waitingPage);
});

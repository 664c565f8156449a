/**
 * Ratings after an event in Chromium, on the seeded demo data: the demo user took part in a completed event whose
 * host (Burak) and they have not rated each other yet. The participant rates the host on a desktop, the host rates
 * the participant on a 390 px phone, each through the details page's Değerlendir tab and its star dialog (by
 * keyboard); the Event Results card and My Events move once the stream counted, and the host's Reviews tab shows
 * the feedback once the screener published it. With axe checks on the tab, the dialog and the Reviews tab.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import * as ratingsApi from '../../lambdas/contracts/endpoints/ratings';
import { ratingSavedMessage, type ReviewPage } from '../../lambdas/contracts/ratings';
import type { EventDetails, MyEvent } from '../../lambdas/contracts/events';
import * as endpoints from '../integration/support/endpoints';
import { waitFor } from '../integration/support/stream-recorder';
import { openRatingEventTitle } from '../../bin/local/seed-ratings';
import { callApi, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { demoLogin, stack } from './support';

jest.setTimeout(180_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const withinSeconds = { timeout: 15_000 };
const feedback = 'Saat ve tahtalar hazırdı, çok keyifli bir buluşmaydı.';

/** A seeded user, signed in through the API for the checks the browser does not make. */
async function seededUser(email: string, displayName: string): Promise<ApiUser> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: demoLogin.password },
    }),
  );
  const accessToken = AuthenticationResult?.AccessToken ?? '';
  const profile = await callApi(
    { email, password: demoLogin.password, userId: '', accessToken, displayName, username: '' },
    endpoints.profile.getProfile,
  );
  return {
    email,
    password: demoLogin.password,
    userId: profile.userId,
    accessToken,
    displayName,
    username: profile.username ?? '',
  };
}

/** The value of a labelled figure (a `dt`/`dd` pair) on the page. */
function figure(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** Opens the rating dialog for `name`, picks `stars` with the arrow keys, writes `text` and sends it. */
async function rate(page: Page, name: string, stars: number, text: string) {
  await page.getByRole('tab', { name: 'Değerlendir' }).click();
  await page.getByRole('button', { name: `${name} kişisini değerlendir` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} kişisini değerlendir` });
  await dialog.getByRole('radio', { name: '1 yıldız' }).waitFor();
  // Focus waits on the first star; the arrow keys move along the group and check as they go.
  await page.keyboard.press('Space');
  for (let star = 1; star < stars; star++) await page.keyboard.press('ArrowRight');
  expect(await dialog.getByRole('radio', { name: `${stars} yıldız` }).isChecked()).toBe(true);
  await dialog.getByLabel('Not (isteğe bağlı)').fill(text);
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await page.getByText(ratingSavedMessage).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`Verdiğin puan: ${stars}/5`).waitFor(withinSeconds);
}

it('lets the participant rate the host and the host rate the participant, and shows the results and the review', async () => {
  const [deniz, burak] = await Promise.all([
    seededUser(demoLogin.email, 'Deniz Kaya'),
    seededUser('burak@squad.local', 'Burak Koç'),
  ]);
  // The stream counts the seeded ratings a moment after the stack starts.
  const openRatingEvent = async () =>
    (await callApi(deniz, endpoints.events.myEvents)).find(
      (candidate) => candidate.title === openRatingEventTitle,
    ) as MyEvent;
  const event = await waitFor(openRatingEvent, (candidate) => candidate.feedback === 1);
  expect(event).toMatchObject({ status: 'completed', rating: 4.5, feedback: 1 });

  const participant = await signedInPage(deniz, desktop, `/dashboard/eventDetails/${event.id}`);
  await figure(participant, 'Ortalama puan').getByText('4,5').waitFor();
  await rate(participant, 'Burak Koç', 5, feedback);
  await expectNoAccessibilityViolations(participant);

  // The stream counts the rating; the details page polls.
  await participant.getByRole('tab', { name: 'Overview' }).click();
  await figure(participant, 'Ortalama puan').getByText('4,7').waitFor(withinSeconds);
  await figure(participant, 'Alınan geri bildirim').getByText('2').waitFor(withinSeconds);
  await expectNoAccessibilityViolations(participant);

  await participant.goto('/dashboard/my-events');
  await participant.getByRole('tab', { name: /^Past/ }).click();
  await participant
    .getByRole('article', { name: openRatingEventTitle })
    .getByText('★ 4,7 · 2 geri bildirim')
    .waitFor(withinSeconds);

  const host = await signedInPage(burak, phone, `/dashboard/eventDetails/${event.id}`);
  await rate(host, 'Deniz Kaya', 4, 'Çok centilmen bir rakipti, yine bekleriz.');
  await expectNoAccessibilityViolations(host);
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // The participant's own profile: their average as a participant moved with the host's rating.
  await participant.goto('/dashboard/profile');
  await figure(participant, 'Katılımcı puanı').getByText('4.7 / 5 (3)').waitFor(withinSeconds);

  // The host's Reviews tab, once the screener published the feedback.
  const deadline = Date.now() + 15_000;
  let reviews: ReviewPage = { items: [], nextCursor: null };
  while (!reviews.items.some((review) => review.text === feedback) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    reviews = await callApi(deniz, ratingsApi.listReviews, { params: { handle: burak.username } });
  }
  await participant.goto(`/dashboard/eventDetails/${event.id}`);
  await participant.getByRole('tab', { name: 'Participants' }).click();
  await participant.getByRole('button', { name: 'View Profile: Burak Koç' }).click();
  const profile = participant.getByRole('dialog', { name: 'Burak Koç' });
  await profile.getByRole('tab', { name: 'Reviews' }).click();
  await profile.getByText(feedback).waitFor(withinSeconds);
  await profile.getByText(`Deniz Kaya · ${openRatingEventTitle}`).waitFor();
  await expectNoAccessibilityViolations(participant);

  const after = (await callApi(deniz, endpoints.events.getEvent, {
    params: { id: event.id },
  })) as EventDetails;
  expect(after).toMatchObject({ rating: 4.7, feedback: 2 });
  expect(after.host).toMatchObject({ rating: 4.7, ratingCount: 3 });
});

/**
 * The unsubscribe page in Chromium: an e-mail's link (a token signed with the stack's own key, read from its
 * Secrets Manager as the sender reads it) opens it without signing in; it turns that kind of e-mail off at once
 * and says which e-mails stopped. A forged link changes nothing and says so. On a phone and on a desktop, with axe.
 */
import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Page } from 'playwright-core';
import { localNames } from '../../bin/local/config';
import { unsubscribePageUrl } from '../../lambdas/contracts/email';
import { signUnsubscribeToken } from '../../lambdas/email/unsubscribe-token';
import { expectNoAccessibilityViolations } from './browser';
import { closeBrowser, closePage, openPage, stack } from './support';

jest.setTimeout(60_000);

let page: Page;
afterEach(closePage);
afterAll(closeBrowser);

async function stackKey(): Promise<string> {
  const client = new SecretsManagerClient({
    endpoint: stack.urls.secretsManager,
    region: localNames.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { SecretString } = await client.send(
      new GetSecretValueCommand({ SecretId: localNames.unsubscribeSecretName }),
    );
    return SecretString ?? '';
  } finally {
    client.destroy();
  }
}

it('turns the e-mails of an e-mail’s link off on a phone, without signing in, and says which ones stopped', async () => {
  const token = signUnsubscribeToken(await stackKey(), { userId: randomUUID(), type: 'reminder' });
  page = await openPage({ width: 390, height: 844 });

  await page.goto(unsubscribePageUrl(stack.urls.web, token));

  await page.getByRole('heading', { name: 'Abonelikten çıktın' }).waitFor();
  await page.getByText('Etkinlik hatırlatmaları artık e-postayla gelmeyecek.').waitFor();
  await page.getByRole('link', { name: 'E-posta ayarlarına git' }).waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);
});

it('says on a desktop that a forged link changed nothing, and shows the way to the settings', async () => {
  const token = signUnsubscribeToken('not-the-stack-key-0123456789abcdef', {
    userId: randomUUID(),
    type: 'eventCancelled',
  });
  page = await openPage();

  await page.goto(unsubscribePageUrl(stack.urls.web, token));

  await page.getByRole('heading', { name: 'Abonelikten çıkılamadı' }).waitFor();
  await page
    .getByRole('alert')
    .getByText('Bu abonelikten çıkma bağlantısı doğrulanamadı', { exact: false })
    .waitFor();
  await page.getByRole('link', { name: 'E-posta ayarlarına git' }).waitFor();
  await expectNoAccessibilityViolations(page);
});

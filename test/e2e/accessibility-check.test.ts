/** The accessibility check every browser test ends with: it must still fail where axe finds a violation. */
import { expectNoAccessibilityViolations } from './browser';
import { closeBrowser, closePage, openPage } from './support';

jest.setTimeout(60_000);

afterEach(closePage);
afterAll(closeBrowser);

it('fails on a page with an unlabelled button and an image without a text alternative, naming both rules', async () => {
  const page = await openPage();
  await page.setContent(
    '<html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );

  const failure = await expectNoAccessibilityViolations(page).catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toContain('image-alt');
  expect((failure as Error).message).toContain('button-name');
});

it('passes the same page once both have a name', async () => {
  const page = await openPage();
  await page.setContent(
    '<html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1>' +
      '<img alt="Bir nokta" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button>Gönder</button></main></body></html>',
  );

  await expectNoAccessibilityViolations(page);
});

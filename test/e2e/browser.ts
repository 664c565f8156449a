/** Debian's Chromium driven by playwright-core (no downloaded browsers), plus an axe-core check. */
// The functions the tests hand to page.evaluate run in the browser: they are checked against the DOM's types.
/// <reference lib="dom" />
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Fails with the list of WCAG A/AA violations axe-core finds on the page at rest: once the animations that end (a
 * toast sliding in, a dialog fading in) have ended, since a colour measured halfway through a fade is not the one
 * anybody reads. Spinners, which never end, stay as they are.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

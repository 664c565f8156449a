/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4x slower CPU) of /login,
 * and of the signed-in first screens (the physical and online dashboards, My Events) with a session made by
 * signing in through the UI in the same Chrome. Lighthouse
 * clears the HTTP cache before each run but keeps localStorage, where Amplify holds the session.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/e2e/browser';
import { figuresOf, lighthouseCategories, medianRun, type LighthouseFigures } from './lighthouse-scores';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthousePage extends LighthouseFigures {
  route: string;
  runs: number;
  /** every run's performance score, to show how noisy the machine was */
  performanceByRun: number[];
}

/** LIGHTHOUSE_REPORT_DIR=<dir> keeps every run's full report (open it in the Lighthouse viewer). */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const lighthouseCli = path.resolve(__dirname, '../node_modules/lighthouse/cli/index.js');

/**
 * Lighthouse's CLI in plain Node, attached to the running Chrome: under tsx, the functions Lighthouse sends
 * into the page would carry esbuild's `__name` helper, which the page does not have.
 */
async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${lighthouseCategories.join(',')}`,
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  const report = JSON.parse(stdout) as Result;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), stdout);
  }
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  return figuresOf(report);
}

async function auditRuns(webUrl: string, route: string, port: number, runs: number): Promise<LighthousePage> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await audit(`${webUrl}${route}`, port));
  return {
    route,
    runs,
    performanceByRun: figures.map((run) => run.performance),
    ...medianRun(figures),
  };
}

async function signInThroughUi(
  webUrl: string,
  port: number,
  login: { email: string; password: string },
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${webUrl}/login`);
    await page.getByLabel('E-posta', { exact: true }).fill(login.email);
    await page.getByLabel('Şifre', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: "Squad'a Gir!" }).click();
    await page.waitForURL('**/dashboard/physical');
    await page.getByRole('article').first().waitFor();
    await page.close();
  } finally {
    // Disconnects only: the Chrome (and its default profile with the session) belongs to chrome-launcher.
    await browser.close();
  }
}

/** The pages a signed-in user opens first, each audited with the session. */
const signedInPages = {
  physicalDashboard: '/dashboard/physical',
  onlineDashboard: '/dashboard/online',
  myEvents: '/dashboard/my-events',
} as const;

export async function measureLighthouse(
  webUrl: string,
  login: { email: string; password: string },
  runs = 5,
): Promise<Record<'login' | keyof typeof signedInPages, LighthousePage>> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const loginPage = await auditRuns(webUrl, '/login', chrome.port, runs);
    await signInThroughUi(webUrl, chrome.port, login);
    const signedIn = {} as Record<keyof typeof signedInPages, LighthousePage>;
    for (const name of Object.keys(signedInPages) as (keyof typeof signedInPages)[]) {
      signedIn[name] = await auditRuns(webUrl, signedInPages[name], chrome.port, runs);
    }
    return { login: loginPage, ...signedIn };
  } finally {
    chrome.kill();
  }
}

/**
 * Every port the tests and the bench listen on, from this one list: each user below gets a block of ports of its
 * own, all above `npm start`'s defaults, so a suite never falls back to a default port (a running `npm start` would
 * hold it) and two suites running at once never meet. A suite asks by its name here (`portsOf('reminders')`), never
 * with numbers of its own. TEST_PORT_OFFSET moves every block, so two checkouts can run side by side on one
 * machine: blocks span fewer than 1,100 ports, the step between the team's offsets.
 */
import { defaultPorts, type LocalPorts } from '../bin/local/config';

/** Every port a local stack listens on: a stack started with these has no port left to a default. */
const localStack = Object.keys(defaultPorts) as (keyof LocalPorts)[];

/** Who listens, by name, and the ports it names: a whole local stack, or the few servers a test starts itself. */
export const portUsers = {
  /** test/integration/global-setup.ts: the stack the integration suites share */
  integration: localStack,
  /** test/e2e/global-setup.ts: the browser tests' stack; CI runs them in two shards at once, each on its own */
  e2e: localStack,
  e2eSecondShard: localStack,
  /** bench/run.ts */
  bench: localStack,
  // Integration suites that move the test clock, each on a stack of its own.
  attendance: localStack,
  ratings: localStack,
  reminders: localStack,
  testClock: localStack,
  waitlistExpiry: localStack,
  invoices: localStack,
  /** test/integration/link-previews.test.ts: a site of its own in front of the shared stack's gateway */
  linkPreviews: ['site'],
  /** test/unit/local/*: one local engine each */
  iyzicoSandbox: ['iyzico'],
  schedulerService: ['scheduler'],
  secretsManager: ['secretsManager'],
  ses: ['ses'],
  /** test/unit/tokens/iyzico.test.ts: the sandbox and a proxy in front of it */
  iyzicoClient: ['sandbox', 'proxy'],
  /** test/unit/local/rekognition.test.ts */
  rekognition: ['rekognition'],
  /** test/unit/local/web-push-service.test.ts */
  webPushService: ['webPush'],
  /** test/unit/invoices/nilvera-stand-in.test.ts and nilvera.test.ts */
  nilveraStandIn: ['nilvera'],
  /** test/e2e/pwa.test.ts: a site of its own serving a build it changes, in front of the browser tests' gateway */
  pwaSite: ['site'],
} as const satisfies Record<string, readonly string[]>;

export type PortUser = keyof typeof portUsers;

/** Above every default port (the highest is 9229) and below Linux's ephemeral range (32768) with any team offset. */
const firstPort = 20_000;
/** Room for a local stack (11 ports today) to grow a few engines. */
const blockSize = 20;

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  throw new Error(`TEST_PORT_OFFSET must be a whole number of ports, got "${process.env.TEST_PORT_OFFSET}"`);
}

/** The ports of `user`, by the names the list gives them. */
export function portsOf<User extends PortUser>(user: User): Record<(typeof portUsers)[User][number], number> {
  const names: readonly string[] = portUsers[user];
  if (names.length > blockSize) throw new Error(`${user} names more ports than a block holds (${blockSize})`);
  const blockStart = firstPort + offset + Object.keys(portUsers).indexOf(user) * blockSize;
  return Object.fromEntries(names.map((name, index) => [name, blockStart + index])) as Record<
    (typeof portUsers)[User][number],
    number
  >;
}

/**
 * Property-based fuzzing of every route of the function list through the local gateway: random and hostile
 * bodies, path parameters, query strings and headers, each sent with no token, a bad token (garbage, unsigned
 * or altered) and a real one.
 * No answer is ever a 5xx, and a refused request (4xx) changes none of the caller's items. Then again as a caller
 * who has spent every rate limit of theirs: still no 5xx, and nothing they send gets through.
 */
import * as fc from 'fast-check';
import type { ZodType } from 'zod';
import * as accountContracts from '../../lambdas/contracts/account';
import * as eventContracts from '../../lambdas/contracts/events';
import * as geocodingContracts from '../../lambdas/contracts/geocoding';
import * as messageContracts from '../../lambdas/contracts/messages';
import * as profileContracts from '../../lambdas/contracts/profile';
import * as ratingContracts from '../../lambdas/contracts/ratings';
import * as requestContracts from '../../lambdas/contracts/requests';
import * as uploadContracts from '../../lambdas/contracts/upload';
import * as userContracts from '../../lambdas/contracts/users';
import { routes } from '../../lambdas/routes';
import { type RouteDefinition } from '../../lambdas/function-kinds';
import { userPartition } from '../../lambdas/platform/keys';
import { endpointRateLimit } from '../../lambdas/platform/rate-limits';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { publishedEvent, screenedStatus, sendJoinRequest, userWithProfile } from './support/join-requests';
import { untilStill } from './support/settle';
import { stackInfo } from './support/stack-info';
import { getItem, tableClient } from './support/table';
import { setCounter } from './support/rate-counters';
import { profileKey } from '../../lambdas/profile/keys';
import type { TestUser } from './support/users';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

/** Runs per route; each run sends three requests (no token, bad token, real token). */
const runsPerRoute = 12;
let requestsSent = 0;

/** Every field name some contract knows, so bodies and queries reach past "unknown field" into the rules. */
const contractFieldNames = [
  ...new Set(
    [
      accountContracts,
      eventContracts,
      geocodingContracts,
      messageContracts,
      profileContracts,
      ratingContracts,
      requestContracts,
      uploadContracts,
      userContracts,
    ]
      .flatMap((module) => Object.values(module))
      .filter((value): value is ZodType & { shape: Record<string, unknown> } => {
        const shape = (value as { shape?: unknown } | null)?.shape;
        return typeof shape === 'object' && shape !== null;
      })
      .flatMap((schema) => Object.keys(schema.shape)),
  ),
];

let caller: TestUser;
let other: TestUser;
const callerUsername = () => `fuzz_${caller.userId.slice(0, 8)}`;
let ownEventId: string;
let othersEventId: string;

beforeAll(async () => {
  [caller, other] = await Promise.all([userWithProfile('fuzz-caller'), userWithProfile('fuzz-other')]);
  await callEndpoint(endpoints.profile.updateProfile, {
    token: caller.accessToken,
    body: { username: callerUsername() },
  });
  [ownEventId, othersEventId] = (await Promise.all([publishedEvent(caller), publishedEvent(other)])).map(
    (event) => event.id,
  );
  // The caller's one request to the other's event, screened before fuzzing so the screener writes nothing later.
  await sendJoinRequest(caller, othersEventId);
  await screenedStatus(othersEventId, caller.userId);
  // Likewise the badge the caller's first event earns, recorded on the profile by a stream consumer.
  await firstEventBadgeRecorded(caller);
  // And what those wake in turn: the notifications of the badge and of the request.
  await untilStill(callerItems);
}, 90_000);

async function firstEventBadgeRecorded(user: TestUser): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const profile = await getItem(profileKey(user.userId));
    if ((profile?.badgesEarned as Record<string, string> | undefined)?.['first-event']) return;
    if (Date.now() > deadline) throw new Error('the first-event badge was never recorded');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

afterAll(() => {
  console.log(`fuzz: ${requestsSent} requests over ${routes.length} routes`);
});

/** The caller's items: their own partition, the event they host and the event they asked to join. */
const callerItems = () =>
  itemsIn([userPartition(caller.userId), `EVENT#${ownEventId}`, `EVENT#${othersEventId}`]);

async function itemsIn(partitions: string[]): Promise<unknown[]> {
  const pages = await Promise.all(
    partitions.map((pk) =>
      tableClient().send(
        new QueryCommand({
          TableName: stackInfo().tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
        }),
      ),
    ),
  );
  return pages.map((page) => page.Items ?? []);
}

const hostileStrings = [
  '',
  ' ',
  '%',
  '%ZZ',
  '%ED%A0%80',
  'abc%E0%A4%A',
  '..',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '{"$ne":null}',
  '<script>alert(1)</script>',
  'USER#someone',
  '\u0000',
  '\u202e',
  '🦄'.repeat(40),
  'x'.repeat(5000),
  'İSTANBUL',
  'null',
  'undefined',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
);

/** Values a real caller would send (ids of real users and events) mixed with hostile ones. */
function pathValue(): fc.Arbitrary<string> {
  const real = fc.constantFrom(caller.userId, other.userId, ownEventId, othersEventId);
  return fc.oneof(
    real,
    hostileString.map((value) => encodeURIComponent(value)),
    // verbatim: Node's fetch sends malformed escapes as they are; '/', '?' and '#' would leave the route
    hostileString.map((value) => value.replace(/[/?#]/g, '')),
  );
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, [29.0, 41.0], [181, 91], {
    lng: 0,
    lat: 0,
    address: '',
  }),
);

function bodyArbitrary(): fc.Arbitrary<string | undefined> {
  const real = fc.constantFrom(caller.userId, other.userId, ownEventId, othersEventId);
  const contractShaped = fc
    .dictionary(fc.constantFrom(...contractFieldNames), fc.oneof(hostileValue, real), { maxKeys: 8 })
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    fc.constant(undefined),
    contractShaped,
    fc.json({ maxDepth: 4 }),
    hostileString,
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '['.repeat(10_000),
      '{"a":1e999}',
      '{"interests":null}',
      'null',
      '[]',
      '""',
      '{',
    ),
  );
}

function queryArbitrary(): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...contractFieldNames), hostileString);
  const value = fc.oneof(
    hostileString,
    fc.double().map(String),
    fc.integer().map(String),
    fc.constantFrom('41.0', '29.0', 'NaN', 'Infinity'),
  );
  return fc
    .array(fc.tuple(name, value, fc.boolean()), { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(([key, val, verbatim]) =>
          verbatim
            ? `${key.replace(/[&#=]/g, '')}=${val.replace(/[&#]/g, '')}`
            : `${encodeURIComponent(key)}=${encodeURIComponent(val)}`,
        )
        .join('&'),
    );
}

/** Header values fetch can send: visible ASCII and spaces, no CR/LF. */
const headerValue = fc.string({ maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));

function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      'content-type': fc.oneof(
        fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/octet-stream',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
        headerValue,
      ),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
      'x-forwarded-for': headerValue,
      'x-amz-date': headerValue,
      origin: fc.constantFrom('http://evil.example', 'null', stackInfo().webOrigin),
      cookie: headerValue,
    },
    { requiredKeys: [] },
  );
}

function concretePath(route: RouteDefinition, values: string[]): string {
  let index = 0;
  return route.endpoint.path.replace(/\{[A-Za-z0-9_]+\+?\}/g, () => values[index++] ?? 'x');
}

interface FuzzRequest {
  path: string;
  query: string;
  body: string | undefined;
  headers: Record<string, string>;
  badToken: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Authorization headers that must never pass: garbage, unsigned and altered tokens naming a real user. */
function badTokenArbitrary(): fc.Arbitrary<string> {
  const claims = { sub: caller.userId, token_use: 'access', exp: Math.floor(Date.now() / 1000) + 3600 };
  const [header, , signature] = caller.accessToken.split('.');
  return fc.oneof(
    fc.constantFrom(
      'Bearer not.a.token',
      `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      // the caller's real header and signature over claims they were not given
      `Bearer ${header}.${base64url({ ...claims, sub: other.userId })}.${signature}`,
      `Basic ${Buffer.from(`${caller.email}:${caller.password}`).toString('base64')}`,
      `Bearer ${'a'.repeat(8000)}`,
    ),
    headerValue.map((value) => `Bearer ${value}`),
  );
}

/**
 * The one body that would delete the caller's account: a confirmation spelling their username. No arbitrary
 * here produces it (the username is in no constant list, and a random string all but never spells it), but a
 * run that did would end the caller and every run after it, so it is left out on purpose.
 */
function deletesCaller(route: RouteDefinition, body: string | undefined): boolean {
  if (`${route.endpoint.method} ${route.endpoint.path}` !== 'DELETE /private/account' || body === undefined)
    return false;
  try {
    const { confirmation } = JSON.parse(body) as { confirmation?: unknown };
    return (
      typeof confirmation === 'string' &&
      accountContracts.confirmationMatches(confirmation, { username: callerUsername(), email: caller.email })
    );
  } catch {
    return false;
  }
}

function requestArbitrary(route: RouteDefinition): fc.Arbitrary<FuzzRequest> {
  const parameterCount = route.endpoint.path.match(/\{[^}]+\}/g)?.length ?? 0;
  return fc
    .record({
      path: fc
        .array(pathValue(), { minLength: parameterCount, maxLength: parameterCount })
        .map((values) => concretePath(route, values)),
      query: queryArbitrary(),
      // fetch sends no body with GET
      body: route.endpoint.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(),
      headers: headersArbitrary(),
      badToken: badTokenArbitrary(),
    })
    .filter((request) => !deletesCaller(route, request.body));
}

async function send(route: RouteDefinition, request: FuzzRequest, authorization?: string) {
  requestsSent += 1;
  const response = await fetch(
    `${stackInfo().apiUrl}${request.path}${request.query ? '?' : ''}${request.query}`,
    {
      method: route.endpoint.method,
      headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
      body: request.body,
    },
  );
  await response.arrayBuffer();
  return response.status;
}

/** Whom a run calls as: their token, and what their items are. */
interface Fuzzer {
  token: () => string;
  items: () => Promise<unknown[]>;
}

/**
 * One route's property: no answer is a 5xx, a refused request changes none of the fuzzer's items. After a write
 * that got through, what it wakes (a notification, a badge) lands before the next run compares.
 */
async function fuzzRoute(route: RouteDefinition, fuzzer: Fuzzer, realAnswers: number[] = []): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestArbitrary(route), async (request) => {
      const before = await fuzzer.items();
      const statuses = [await send(route, request), await send(route, request, request.badToken)];
      // without a valid token nothing gets past the gateway to a signed-in route; a public one answers anyone
      const refusedBeforeTheRoute = route.endpoint.access !== 'public';
      expect(statuses.filter((status) => (refusedBeforeTheRoute && status < 400) || status >= 500)).toEqual(
        [],
      );
      expect(await fuzzer.items()).toEqual(before);
      const real = await send(route, request, `Bearer ${fuzzer.token()}`);
      realAnswers.push(real);
      statuses.push(real);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      if (real >= 400) expect(await fuzzer.items()).toEqual(before);
      else if (route.endpoint.method !== 'GET') await untilStill(fuzzer.items);
    }),
    { numRuns: runsPerRoute },
  );
}

describe('fuzzing every route', () => {
  it.each(routes.map((route) => [`${route.endpoint.method} ${route.endpoint.path}`, route] as const))(
    '%s never answers 5xx, and a refused request changes none of the caller’s items',
    async (_name, route) => {
      await fuzzRoute(route, { token: () => caller.accessToken, items: callerItems });
    },
    60_000,
  );
});

describe('fuzzing every rate-limited route at its limit', () => {
  // A public route counts per secret or address, not per caller: test/integration/rate-limits.test.ts spends those.
  const limitedRoutes = routes.filter(
    (route) => route.endpoint.access !== 'public' && endpointRateLimit(route.endpoint),
  );
  let flooder: TestUser;
  const realAnswers: number[] = [];

  beforeAll(async () => {
    flooder = await userWithProfile('fuzz-flooder');
    for (const route of limitedRoutes) {
      const declared = endpointRateLimit(route.endpoint)!;
      await setCounter(flooder.userId, declared, declared.limit);
    }
  }, 60_000);

  it.each(limitedRoutes.map((route) => [`${route.endpoint.method} ${route.endpoint.path}`, route] as const))(
    '%s never answers 5xx to a caller past its limit, and lets nothing through',
    async (_name, route) => {
      const answers: number[] = [];
      await fuzzRoute(
        route,
        { token: () => flooder.accessToken, items: () => itemsIn([userPartition(flooder.userId)]) },
        answers,
      );
      expect(answers.filter((status) => status < 400)).toEqual([]);
      realAnswers.push(...answers);
    },
    60_000,
  );

  it('met the limit itself, not only bad input, on the way', () => {
    expect(realAnswers).toContain(429);
  });
});

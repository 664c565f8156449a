import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { HttpError } from '../../../lambdas/platform/errors';
import {
  addressRateLimit,
  endpointRateLimit,
  rateCounterKey,
  rateWindow,
} from '../../../lambdas/platform/rate-limits';
import { routeKeyOf } from '../../../lambdas/contracts/endpoint';
import { rateLimit } from '../../../lambdas/platform/rate-limits-table';
import { routes } from '../../../lambdas/routes';

const table = mockClient(DynamoDBDocumentClient);
beforeEach(() => table.reset());

const hourly = { action: 'POST /private/event', limit: 30, windowSeconds: 3600 };
const at = (iso: string) => new Date(iso);

describe('rate limits', () => {
  it.each([
    'POST /private/event',
    'POST /private/join-request',
    'POST /private/event/{id}/messages/{userId}',
    'POST /private/users/{handle}/report',
    'PUT /private/profile',
  ])('are declared for the write route %s, each counted under its own route key', (routeKey) => {
    const route = routes.find(({ endpoint }) => routeKeyOf(endpoint) === routeKey);
    expect(route && endpointRateLimit(route.endpoint)).toMatchObject({
      action: routeKey,
      limit: expect.any(Number),
    });
  });

  it('hold for every signed-in endpoint that writes, declared or by default, so a new route cannot forget one', () => {
    const writes = routes.filter(({ endpoint }) => endpoint.access !== 'public' && endpoint.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    for (const { endpoint } of writes) {
      expect([routeKeyOf(endpoint), endpointRateLimit(endpoint)]).toEqual([
        routeKeyOf(endpoint),
        expect.objectContaining({ limit: expect.any(Number) }),
      ]);
    }
  });

  it.each([
    'POST /private/event/{id}/share',
    'GET /private/event/{id}',
    'PUT /private/uploadProfilePicture',
    'PUT /private/blocks/{userId}',
  ])('hold for %s, one of the writes a script could farm', (routeKey) => {
    const route = routes.find(({ endpoint }) => routeKeyOf(endpoint) === routeKey);
    expect(route && endpointRateLimit(route.endpoint)).toMatchObject({ action: routeKey });
  });

  it("are declared for no read but the paid geocoding, the view that counts, the data export, the calendar feed and a moderator's audited read of a case", () => {
    const reads = routes.map(({ endpoint }) => endpoint).filter((endpoint) => endpoint.method === 'GET');
    expect(reads.filter((endpoint) => endpoint.rateLimit).map((endpoint) => endpoint.path)).toEqual([
      '/private/geocode/search',
      '/private/geocode/reverse',
      '/private/event/{id}',
      '/private/account/export',
      '/calendar/feed.ics',
      '/private/moderation/cases/{caseId}',
    ]);
  });

  it('of every public endpoint count its viewer addresses too, the link preview included', () => {
    const publicRoutes = routes.filter(({ endpoint }) => endpoint.access === 'public');
    expect(publicRoutes.map(({ endpoint }) => endpoint.path)).toContain('/public/events/{id}/preview');
    for (const { endpoint } of publicRoutes) {
      expect(addressRateLimit(endpoint)).toMatchObject({ action: routeKeyOf(endpoint) });
    }
  });

  it('are counted by functions that may write the table, where the counters live', () => {
    const limited = routes.filter(
      ({ endpoint }) => endpointRateLimit(endpoint) ?? addressRateLimit(endpoint),
    );
    const unableToCount = limited.filter(({ access }) => !access.includes('table:write'));
    expect(unableToCount.map(({ handler }) => handler)).toEqual([]);
  });

  it('of every public endpoint are counted per the secret its requests carry, in a field its schema reads', () => {
    const publicLimits = routes
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => endpoint.access === 'public' && endpoint.rateLimit);
    expect(publicLimits.length).toBeGreaterThan(0);
    for (const endpoint of publicLimits) {
      const secret = endpoint.rateLimit?.perSecret;
      expect(secret).toBeDefined();
      const schema = endpoint[secret!.in] as { shape?: Record<string, unknown> } | undefined;
      expect(Object.keys(schema?.shape ?? {})).toContain(secret!.name);
    }
  });

  it('count every moment of a fixed window in the same counter, and the next window in a new one', () => {
    const first = rateWindow(hourly, at('2026-11-23T10:00:00.000Z'));
    expect(rateWindow(hourly, at('2026-11-23T10:59:59.999Z'))).toEqual(first);
    expect(rateWindow(hourly, at('2026-11-23T11:00:00.000Z')).start).toBe(first.end);
    expect(first.end - first.start).toBe(3600);
  });

  it("increment the caller's counter of the window only while it is under the limit, expiring with the window", async () => {
    const now = at('2026-11-23T10:20:00.000Z');
    await rateLimit('user-1', hourly, now);

    const window = rateWindow(hourly, now);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      TableName: 'squad-unit',
      Key: rateCounterKey('user-1', hourly.action, window.start),
      UpdateExpression: 'ADD #count :one SET #expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':limit': 30, ':expiresAt': window.end },
    });
  });

  it('keep counters out of the user partition', () => {
    expect(rateCounterKey('user-1', 'create-event', 0).pk).not.toMatch(/^USER#/);
  });

  it('answer 429 RATE_LIMITED with a Turkish message once the window is spent', async () => {
    table
      .on(UpdateCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );

    const refusal = rateLimit('user-1', hourly).catch((error: unknown) => error);

    await expect(refusal).resolves.toBeInstanceOf(HttpError);
    await expect(refusal).resolves.toMatchObject({
      statusCode: 429,
      reason: 'RATE_LIMITED',
      message: expect.stringMatching(/tekrar dene/),
    });
  });

  it('refuse a counter this instance saw spent again without a write, until its window ends', async () => {
    table.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'spent', $metadata: {} }));
    const now = at('2026-11-23T12:20:00.000Z');
    await rateLimit('address:203.0.113.7', hourly, now).catch(() => undefined);

    await expect(rateLimit('address:203.0.113.7', hourly, now)).rejects.toMatchObject({ statusCode: 429 });
    expect(table).toHaveReceivedCommandTimes(UpdateCommand, 1);

    table.reset();
    await rateLimit('address:203.0.113.7', hourly, at('2026-11-23T13:00:00.000Z'));
    expect(table).toHaveReceivedCommandTimes(UpdateCommand, 1);
  });

  it('let any other table failure through as it is', async () => {
    const failure = new Error('table unreachable');
    table.on(UpdateCommand).rejects(failure);

    await expect(rateLimit('user-2', hourly)).rejects.toBe(failure);
  });
});

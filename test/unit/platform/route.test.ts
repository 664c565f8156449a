import '../support/env';
import 'aws-sdk-client-mock-jest';
import { createHash } from 'node:crypto';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as z from 'zod';
import { HttpError } from '../../../lambdas/platform/errors';
import { logger } from '../../../lambdas/platform/logger';
import { httpRoute, type RateLimiter, type RouteEvent } from '../../../lambdas/platform/route';
import {
  endpoint,
  originSecretHeader,
  viewerAddressHeader,
  type EndpointDescription,
} from '../../../lambdas/contracts/endpoint';
import { defaultAddressRateLimit, defaultWriteRateLimit } from '../../../lambdas/platform/rate-limits';
import { profileUpdateSchema } from '../../../lambdas/contracts/profile-update';
import { apiRefusals, moderationRefusals } from '../../../lambdas/contracts/refusals';
import { callerCognitoUsername, callerId, invoke, lambdaContext, routeEvent } from '../support/events';

/** An endpoint of a unit test's own: the wrapper reads nothing but its description. */
const unitEndpoint = <const Description extends Omit<EndpointDescription, 'method' | 'path'>>(
  description: Description,
) => endpoint<unknown>()({ method: 'POST', path: '/private/unit', ...description });

// The table's counters of the routes' default limits (the writes) answer as a table under its limit would.
const table = mockClient(DynamoDBDocumentClient);
beforeEach(() => table.reset());

const nameBody = z.object({ name: z.string().min(2, 'İsim çok kısa.') });

const echoRoute = httpRoute(
  unitEndpoint({
    body: nameBody,
    params: z.object({ id: z.string() }),
    query: z.object({ page: z.coerce.number().default(1) }),
  }),
  async (input) => ({ statusCode: 201, body: input }),
);

const validEvent = () =>
  routeEvent({ body: { name: 'Ayşe' }, pathParameters: { id: 'x1' }, queryStringParameters: { page: '2' } });

describe('httpRoute', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands the parsed body, path parameters, query and caller to the route', async () => {
    const response = await invoke(echoRoute, validEvent());

    expect(response.statusCode).toBe(201);
    expect(response.body).toEqual({
      body: { name: 'Ayşe' },
      params: { id: 'x1' },
      query: { page: 2 },
      userId: callerId,
      cognitoUsername: callerCognitoUsername,
      sourceIp: '127.0.0.1',
    });
  });

  it('answers with a JSON content type', async () => {
    const response = await invoke(echoRoute, validEvent());

    expect(response.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
  });

  it('answers 400 "Geçersiz JSON." when the body is not JSON', async () => {
    const event = { ...validEvent(), body: '{"name": ' };

    const response = await invoke(echoRoute, event);

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Geçersiz JSON.' } });
  });

  it('answers 400 with the first validation message and does not run the route', async () => {
    const run = jest.fn();
    const route = httpRoute(unitEndpoint({ body: nameBody }), run);

    const response = await invoke(route, routeEvent({ body: { name: 'A' } }));

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'İsim çok kısa.' } });
    expect(run).not.toHaveBeenCalled();
  });

  it('reports the message of the union branch the client meant', async () => {
    const route = httpRoute(unitEndpoint({ body: profileUpdateSchema }), async () => ({ body: {} }));

    const response = await invoke(route, routeEvent({ body: { username: 'a b' } }));

    expect(response.body.message).toMatch(/^Kullanıcı adı 3-30 karakter/);
  });

  it('answers an HttpError with its status, message and reason', async () => {
    const route = httpRoute(unitEndpoint({}), async () => {
      throw new HttpError(409, 'Kullanıcı adı zaten alınmış', 'USERNAME_TAKEN');
    });

    const response = await invoke(route, routeEvent());

    expect(response).toEqual(
      expect.objectContaining({
        statusCode: 409,
        body: { message: 'Kullanıcı adı zaten alınmış', reason: 'USERNAME_TAKEN' },
      }),
    );
  });

  it('answers 500 with a generic message and logs the error without the event', async () => {
    const logError = jest.spyOn(logger, 'error');
    const failure = new Error('table unreachable');
    const route = httpRoute(unitEndpoint({}), async () => {
      throw failure;
    });
    const event = routeEvent({ headers: { authorization: 'Bearer secret-token' } });

    const response = await invoke(route, event);

    expect(response).toMatchObject({ statusCode: 500, body: { message: 'Beklenmeyen bir hata oluştu.' } });
    expect(logError).toHaveBeenCalledWith('Unhandled error in route', failure);
    expect(JSON.stringify(logError.mock.calls)).not.toContain('secret-token');
  });

  describe('rate limits', () => {
    const limited = unitEndpoint({ body: nameBody, rateLimit: { limit: 30, windowSeconds: 3600 } });
    /** A public endpoint counted per the secret in its query, as a calendar feed is. */
    const feedRoute = (rateLimit: RateLimiter) =>
      httpRoute(
        unitEndpoint({
          access: 'public',
          query: z.object({ token: z.string() }),
          rateLimit: { limit: 5, windowSeconds: 60, perSecret: { in: 'query', name: 'token' } },
        }),
        async () => ({ body: {} }),
        { rateLimit },
      );

    it("spends the caller's request under the limit its endpoint declares, then runs the route", async () => {
      const rateLimit = jest.fn(async () => undefined);
      const run = jest.fn(async () => ({ body: {} }));
      const route = httpRoute(limited, run, { rateLimit });

      const response = await invoke(route, routeEvent({ body: { name: 'Ayşe' } }));

      expect(response.statusCode).toBe(200);
      expect(rateLimit).toHaveBeenCalledWith(callerId, {
        action: 'POST /private/unit',
        limit: 30,
        windowSeconds: 3600,
      });
      expect(run).toHaveBeenCalled();
    });

    it('answers the 429 of a spent limit and does not run the route', async () => {
      const run = jest.fn();
      const rateLimit = async () => {
        throw new HttpError(429, 'Biraz yavaşla!', 'RATE_LIMITED');
      };
      const route = httpRoute(limited, run, { rateLimit });

      const response = await invoke(route, routeEvent({ body: { name: 'Ayşe' } }));

      expect(response).toMatchObject({
        statusCode: 429,
        body: { message: 'Biraz yavaşla!', reason: 'RATE_LIMITED' },
      });
      expect(run).not.toHaveBeenCalled();
    });

    it('spends nothing on a request refused as bad input', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(limited, async () => ({ body: {} }), { rateLimit });

      const response = await invoke(route, routeEvent({ body: { name: 'A' } }));

      expect(response.statusCode).toBe(400);
      expect(rateLimit).not.toHaveBeenCalled();
    });

    it("counts in the table's counters when the handler passes no limiter of its own", async () => {
      const route = httpRoute(limited, async () => ({ body: {} }));

      const response = await invoke(route, routeEvent({ body: { name: 'Ayşe' } }));

      expect(response.statusCode).toBe(200);
      expect(table).toHaveReceivedCommandWith(UpdateCommand, {
        Key: { pk: `RATE#${callerId}`, sk: expect.stringMatching(/^POST \/private\/unit#\d+$/) },
      });
    });

    it('spends the default write limit on a signed-in write that declares none', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(unitEndpoint({}), async () => ({ body: {} }), { rateLimit });

      await invoke(route, routeEvent());

      expect(rateLimit).toHaveBeenCalledWith(callerId, {
        action: 'POST /private/unit',
        ...defaultWriteRateLimit,
      });
    });

    it('limits nothing on a signed-in read that declares no limit', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const read = endpoint<unknown>()({ method: 'GET', path: '/private/unit' });
      const route = httpRoute(read, async () => ({ body: {} }), { rateLimit });

      const response = await invoke(route, routeEvent());

      expect(response.statusCode).toBe(200);
      expect(rateLimit).not.toHaveBeenCalled();
    });

    it("spends a public endpoint's limit per viewer address before its limit per secret", async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = feedRoute(rateLimit);

      await invoke(route, { ...publicEvent('203.0.113.7'), queryStringParameters: { token: 'feed-secret' } });

      expect(rateLimit.mock.calls).toEqual([
        ['address:203.0.113.7', { action: 'POST /private/unit', ...defaultAddressRateLimit }],
        [expect.stringMatching(/^secret:/), expect.objectContaining({ limit: 5 })],
      ]);
    });

    it('refuses a spent viewer address without spending (or creating) the counter of the secret it sent', async () => {
      const rateLimit = jest.fn(async (caller: string) => {
        if (caller.startsWith('address:')) throw new HttpError(429, 'Biraz yavaşla!', 'RATE_LIMITED');
      });
      const route = feedRoute(rateLimit);

      const response = await invoke(route, {
        ...publicEvent('203.0.113.7'),
        queryStringParameters: { token: 'made-up' },
      });

      expect(response.statusCode).toBe(429);
      expect(rateLimit).toHaveBeenCalledTimes(1);
    });

    it('counts an IPv6 viewer per its /64, the network its owner may roam', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(unitEndpoint({ access: 'public' }), async () => ({ body: {} }), { rateLimit });

      await invoke(route, publicEvent('2001:db8:aa:bb:1:2:3:4'));
      await invoke(route, publicEvent('2001:db8:aa:bb::9'));

      expect(rateLimit.mock.calls.map((call: unknown[]) => call[0])).toEqual([
        'address:2001:db8:aa:bb::/64',
        'address:2001:db8:aa:bb::/64',
      ]);
    });

    it('counts the requests of a public endpoint per the hash of the secret they carry, whatever the address', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = feedRoute(rateLimit);
      const withToken = (token: string, sourceIp: string) => ({
        ...publicEvent(sourceIp),
        queryStringParameters: { token },
      });

      await invoke(route, withToken('feed-secret', '203.0.113.7'));
      await invoke(route, withToken('feed-secret', '198.51.100.9'));
      await invoke(route, withToken('another-secret', '203.0.113.7'));

      const callers = rateLimit.mock.calls
        .map((call: unknown[]) => call[0] as string)
        .filter((caller) => !caller.startsWith('address:'));
      expect(callers[0]).toBe(`secret:${createHash('sha256').update('feed-secret').digest('base64url')}`);
      expect(callers[1]).toBe(callers[0]);
      expect(callers[2]).not.toBe(callers[0]);
      expect(JSON.stringify(callers)).not.toContain('feed-secret');
    });

    it('refuses to count a public endpoint’s requests when its limit names no secret', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(
        unitEndpoint({ access: 'public', rateLimit: { limit: 5, windowSeconds: 60 } }),
        async () => ({ body: {} }),
        { rateLimit },
      );
      jest.spyOn(logger, 'error').mockImplementation(() => undefined);

      const response = await invoke(route, publicEvent('203.0.113.7'));

      expect(response.statusCode).toBe(500);
      expect(rateLimit).not.toHaveBeenCalledWith(expect.stringMatching(/^secret:/), expect.anything());
    });
  });

  describe('the site as the only way in', () => {
    const run = jest.fn(async () => ({ body: {} }));
    const route = httpRoute(unitEndpoint({ access: 'public' }), run);
    const signedIn = httpRoute(unitEndpoint({}), run);
    const withHeaders = (event: RouteEvent, headers: Record<string, string | undefined>) =>
      ({ ...event, headers: { ...event.headers, ...headers } }) as RouteEvent;
    beforeEach(() => run.mockClear());

    it.each([
      ['no origin secret', { [originSecretHeader]: undefined }],
      ['a wrong origin secret', { [originSecretHeader]: 'guessed' }],
      ['the secret but no viewer address', { [viewerAddressHeader]: undefined }],
    ])('refuses a request with %s: 403 in Turkish, the route never runs', async (_, headers) => {
      for (const target of [route, signedIn]) {
        const response = await invoke(target, withHeaders(publicEvent('203.0.113.7'), headers));

        expect(response).toMatchObject({
          statusCode: 403,
          body: {
            message: "Bu adrese yalnızca Squad'ın sitesinden ulaşılabilir.",
            reason: 'NOT_THROUGH_SITE',
          },
        });
      }
      expect(run).not.toHaveBeenCalled();
    });

    it("hands the route the viewer's address from CloudFront's header, not the edge's that connected", async () => {
      const echo = httpRoute(unitEndpoint({ access: 'public' }), async (input) => ({ body: input }));

      const response = await invoke(echo, publicEvent('2001:db8::7'));

      expect(response.body).toMatchObject({ sourceIp: '2001:db8::7' });
    });
  });

  describe('public endpoints', () => {
    it('run without an authorizer context and hand the route the source address, not a user', async () => {
      const route = httpRoute(unitEndpoint({ access: 'public' }), async (input) => ({ body: input }));

      const response = await invoke(route, publicEvent('203.0.113.7'));

      expect(response).toMatchObject({ statusCode: 200, body: { sourceIp: '203.0.113.7' } });
      expect(response.body).not.toHaveProperty('userId');
    });

    it('refuse a signed-in endpoint invoked without an authorizer context, as a wiring fault', async () => {
      const route = httpRoute(unitEndpoint({}), async () => ({ body: {} }));

      const response = await invoke(route, publicEvent('203.0.113.7'));

      expect(response.statusCode).toBe(500);
    });
  });

  describe('form bodies', () => {
    it("read an HTML form's post as the schema's fields", async () => {
      const route = httpRoute(
        unitEndpoint({ bodyFormat: 'form', body: z.object({ token: z.string() }) }),
        async (input) => ({ body: input.body }),
      );

      const response = await invoke(
        route,
        routeEvent({
          rawBody: 'token=abc%2B123',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );

      expect(response).toMatchObject({ statusCode: 200, body: { token: 'abc+123' } });
    });

    it('refuse a body sent as JSON with 415 and a Turkish reason', async () => {
      const route = httpRoute(
        unitEndpoint({ bodyFormat: 'form', body: z.object({ token: z.string() }) }),
        async (input) => ({ body: input.body }),
      );

      const response = await invoke(route, routeEvent({ body: { token: 'abc' } }));

      expect(response).toMatchObject({
        statusCode: 415,
        body: { message: apiRefusals.NOT_FORM, reason: 'NOT_FORM' },
      });
    });
  });

  describe('JSON bodies', () => {
    const withType = (contentType: string | undefined) =>
      routeEvent({
        body: { name: 'Ayşe' },
        pathParameters: { id: 'x1' },
        headers: contentType === undefined ? {} : { 'content-type': contentType },
      });

    it.each(['application/json; charset=utf-8', 'Application/JSON'])(
      'are read when sent as %s',
      async (type) => {
        expect((await invoke(echoRoute, withType(type))).statusCode).toBe(201);
      },
    );

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ])('are refused with 415 and a Turkish reason when sent as %s', async (type) => {
      const response = await invoke(echoRoute, withType(type));

      expect(response).toMatchObject({
        statusCode: 415,
        body: { message: apiRefusals.NOT_JSON, reason: 'NOT_JSON' },
      });
    });
  });

  describe('raw answers', () => {
    it("send the handler's own status, headers and body, not JSON", async () => {
      const route = httpRoute(unitEndpoint({ answerFormat: 'raw' }), async () => ({
        statusCode: 303,
        headers: { location: '/dashboard/tokens' },
      }));

      const response = await route(routeEvent(), lambdaContext);

      expect(response).toEqual({ statusCode: 303, headers: { location: '/dashboard/tokens' } });
    });

    it('still answer a refusal as JSON with its reason', async () => {
      const route = httpRoute(unitEndpoint({ answerFormat: 'raw' }), async () => {
        throw new HttpError(404, 'Bulunamadı.', 'NOT_FOUND');
      });

      const response = await invoke(route, routeEvent());

      expect(response).toMatchObject({
        statusCode: 404,
        body: { message: 'Bulunamadı.', reason: 'NOT_FOUND' },
      });
    });
  });
});

/**
 * An event as API Gateway sends a route without an authorizer what the distribution forwarded: the viewer at
 * `viewerIp`, the connection from a CloudFront edge.
 */
function publicEvent(viewerIp: string) {
  const event = routeEvent({ headers: { [viewerAddressHeader]: `${viewerIp}:50123` } });
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: undefined,
      http: { ...event.requestContext.http, sourceIp: '130.176.0.1' },
    },
  } as unknown as RouteEvent;
}

describe('httpRoute of a moderator endpoint', () => {
  const moderatorRoute = httpRoute(
    endpoint<unknown>()({ method: 'GET', path: '/private/unit/cases', access: 'moderator', query: nameBody }),
    async ({ userId }) => ({ body: { userId } }),
  );

  it("runs for a caller in the moderators' group", async () => {
    const response = await invoke(
      moderatorRoute,
      routeEvent({ groups: 'beta moderators', queryStringParameters: { name: 'Ayşe' } }),
    );

    expect(response).toMatchObject({ statusCode: 200, body: { userId: callerId } });
  });

  it('refuses anyone else with 403 before reading their input, should the route be wired without its authorizer', async () => {
    const response = await invoke(
      moderatorRoute,
      routeEvent({ groups: 'moderatorsx', queryStringParameters: {} }),
    );

    expect(response).toEqual({
      statusCode: 403,
      headers: expect.any(Object),
      body: { message: moderationRefusals.NOT_A_MODERATOR, reason: 'NOT_A_MODERATOR' },
    });
  });
});

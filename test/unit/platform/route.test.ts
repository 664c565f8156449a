import '../support/env';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { HttpError } from '../../../lambdas/platform/errors';
import { logger } from '../../../lambdas/platform/logger';
import { httpRoute, type RouteEvent } from '../../../lambdas/platform/route';
import { endpoint, type EndpointDescription } from '../../../lambdas/contracts/endpoint';
import { profileUpdateSchema } from '../../../lambdas/contracts/profile-update';
import { apiRefusals } from '../../../lambdas/contracts/refusals';
import { callerCognitoUsername, callerId, invoke, lambdaContext, routeEvent } from '../support/events';

/** An endpoint of a unit test's own: the wrapper reads nothing but its description. */
const unitEndpoint = <const Description extends Omit<EndpointDescription, 'method' | 'path'>>(
  description: Description,
) => endpoint<unknown>()({ method: 'POST', path: '/private/unit', ...description });

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

    it('refuses to run a route that declares a limit when its handler passes no limiter', async () => {
      const run = jest.fn();
      const route = httpRoute(limited, run);

      const response = await invoke(route, routeEvent({ body: { name: 'Ayşe' } }));

      expect(response.statusCode).toBe(500);
      expect(run).not.toHaveBeenCalled();
    });

    it('limits nothing on an endpoint that declares no limit', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(unitEndpoint({}), async () => ({ body: {} }), { rateLimit });

      const response = await invoke(route, routeEvent());

      expect(response.statusCode).toBe(200);
      expect(rateLimit).not.toHaveBeenCalled();
    });

    it('counts the requests of a public endpoint per the hash of the secret they carry, never the edge’s address', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute(
        unitEndpoint({
          access: 'public',
          query: z.object({ token: z.string() }),
          rateLimit: { limit: 5, windowSeconds: 60, perSecret: { in: 'query', name: 'token' } },
        }),
        async () => ({ body: {} }),
        { rateLimit },
      );
      const withToken = (token: string, sourceIp: string) => ({
        ...publicEvent(sourceIp),
        queryStringParameters: { token },
      });

      await invoke(route, withToken('feed-secret', '203.0.113.7'));
      await invoke(route, withToken('feed-secret', '198.51.100.9'));
      await invoke(route, withToken('another-secret', '203.0.113.7'));

      const callers = rateLimit.mock.calls.map((call: unknown[]) => call[0]);
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
      expect(rateLimit).not.toHaveBeenCalled();
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

/** An event as API Gateway sends it to a route without an authorizer. */
function publicEvent(sourceIp: string) {
  const event = routeEvent();
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: undefined,
      http: { ...event.requestContext.http, sourceIp },
    },
  } as unknown as RouteEvent;
}

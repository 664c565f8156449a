import '../support/env';
import * as z from 'zod';
import { HttpError } from '../../../lambdas/platform/errors';
import { logger } from '../../../lambdas/platform/logger';
import { httpRoute } from '../../../lambdas/platform/route';
import { profileUpdateSchema } from '../../../lambdas/contracts/profile';
import { callerCognitoUsername, callerId, invoke, routeEvent } from '../support/events';

const echoRoute = httpRoute(
  {
    body: z.object({ name: z.string().min(2, 'İsim çok kısa.') }),
    pathParameters: z.object({ id: z.string() }),
    query: z.object({ page: z.coerce.number().default(1) }),
  },
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
    const route = httpRoute({ body: z.object({ name: z.string().min(2, 'İsim çok kısa.') }) }, run);

    const response = await invoke(route, routeEvent({ body: { name: 'A' } }));

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'İsim çok kısa.' } });
    expect(run).not.toHaveBeenCalled();
  });

  it('reports the message of the union branch the client meant', async () => {
    const route = httpRoute({ body: profileUpdateSchema }, async () => ({ body: {} }));

    const response = await invoke(route, routeEvent({ body: { username: 'a b' } }));

    expect(response.body.message).toMatch(/^Kullanıcı adı 3-30 karakter/);
  });

  it('answers an HttpError with its status, message and reason', async () => {
    const route = httpRoute({}, async () => {
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
    const route = httpRoute({}, async () => {
      throw failure;
    });
    const event = routeEvent({ headers: { authorization: 'Bearer secret-token' } });

    const response = await invoke(route, event);

    expect(response).toMatchObject({ statusCode: 500, body: { message: 'Beklenmeyen bir hata oluştu.' } });
    expect(logError).toHaveBeenCalledWith('Unhandled error in route', failure);
    expect(JSON.stringify(logError.mock.calls)).not.toContain('secret-token');
  });

  describe('rate limits', () => {
    const eventCreate = (body: unknown) => ({
      ...routeEvent({ body }),
      routeKey: 'POST /private/event',
    });
    const nameSchema = { body: z.object({ name: z.string().min(2, 'İsim çok kısa.') }) };

    it("spends the caller's request under the limit its route declares in routes.ts, then runs the route", async () => {
      const rateLimit = jest.fn(async () => undefined);
      const run = jest.fn(async () => ({ body: {} }));
      const route = httpRoute({ ...nameSchema, rateLimit }, run);

      const response = await invoke(route, eventCreate({ name: 'Ayşe' }));

      expect(response.statusCode).toBe(200);
      expect(rateLimit).toHaveBeenCalledWith(callerId, {
        action: 'create-event',
        limit: 30,
        windowSeconds: 3600,
      });
      expect(run).toHaveBeenCalled();
    });

    it('answers the 429 of a spent limit and does not run the route', async () => {
      const run = jest.fn();
      const route = httpRoute(
        {
          ...nameSchema,
          rateLimit: async () => {
            throw new HttpError(429, 'Biraz yavaşla!', 'RATE_LIMITED');
          },
        },
        run,
      );

      const response = await invoke(route, eventCreate({ name: 'Ayşe' }));

      expect(response).toMatchObject({
        statusCode: 429,
        body: { message: 'Biraz yavaşla!', reason: 'RATE_LIMITED' },
      });
      expect(run).not.toHaveBeenCalled();
    });

    it('spends nothing on a request refused as bad input', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute({ ...nameSchema, rateLimit }, async () => ({ body: {} }));

      const response = await invoke(route, eventCreate({ name: 'A' }));

      expect(response.statusCode).toBe(400);
      expect(rateLimit).not.toHaveBeenCalled();
    });

    it('refuses to run a route that declares a limit when its handler passes no limiter', async () => {
      const run = jest.fn();
      const route = httpRoute(nameSchema, run);

      const response = await invoke(route, eventCreate({ name: 'Ayşe' }));

      expect(response.statusCode).toBe(500);
      expect(run).not.toHaveBeenCalled();
    });

    it('limits nothing on a route that declares no limit', async () => {
      const rateLimit = jest.fn(async () => undefined);
      const route = httpRoute({ rateLimit }, async () => ({ body: {} }));

      const response = await invoke(route, { ...routeEvent(), routeKey: 'GET /private/profile' });

      expect(response.statusCode).toBe(200);
      expect(rateLimit).not.toHaveBeenCalled();
    });
  });
});

/**
 * The local twin of the EventBridge Scheduler API, for the product's one-time schedules: CreateSchedule,
 * UpdateSchedule, GetSchedule and DeleteSchedule in the restJson1 protocol `@aws-sdk/client-scheduler` speaks
 * (`/schedules/{Name}`, the group in the body to write and in the `groupName` query to read or delete), with the
 * service's errors (the type in `x-amzn-ErrorType`, `{"Message"}` in the body). It keeps at() schedules in UTC
 * only, which is all the product creates; the local scheduler (scheduler.ts) fires them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { localNames } from './config';
import { close, listen, readBody, sendJson } from './http';
import { atTime, type Schedule, type ScheduleStore } from './schedule-store';

const schedulePath = /^\/schedules\/([^/]+)$/;
const namePattern = /^[0-9a-zA-Z-_.]{1,64}$/;
const payloadLimitBytes = 1024 * 1024;

const scheduleInput = z.object({
  GroupName: z.string().regex(namePattern).default('default'),
  ScheduleExpression: z
    .string()
    .refine(
      (expression) => atTime(expression) !== undefined,
      'the local scheduler runs at() expressions only',
    ),
  ScheduleExpressionTimezone: z.literal('UTC', 'the local scheduler keeps UTC only').optional(),
  StartDate: z.number().optional(),
  EndDate: z.number().optional(),
  Description: z.string().max(512).optional(),
  State: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
  KmsKeyArn: z.string().optional(),
  // RetryPolicy, DeadLetterConfig and the other target settings are kept as they came.
  Target: z.looseObject({ Arn: z.string().min(1), RoleArn: z.string().min(1), Input: z.string().optional() }),
  FlexibleTimeWindow: z.object({
    Mode: z.enum(['OFF', 'FLEXIBLE']),
    MaximumWindowInMinutes: z.number().int().min(1).max(1440).optional(),
  }),
  ActionAfterCompletion: z.enum(['NONE', 'DELETE']).default('NONE'),
  ClientToken: z.string().optional(),
});

class SchedulerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = (name: string) =>
  new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
const invalid = (message: string) => new SchedulerError(400, 'ValidationException', message);

function parseInput(body: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8') || '{}');
  } catch {
    throw invalid('The request body is not JSON.');
  }
  const result = scheduleInput.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw invalid(`${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

function scheduleArn(groupName: string, name: string): string {
  return `arn:aws:scheduler:${localNames.region}:${localNames.accountId}:schedule/${groupName}/${name}`;
}

const epochSeconds = () => Date.now() / 1000;

function handleRequests(store: ScheduleStore) {
  async function write(name: string, request: IncomingMessage, creating: boolean) {
    const { ClientToken: clientToken, ...input } = parseInput(await readBody(request, payloadLimitBytes));
    const existing = store.get(input.GroupName, name);
    if (creating && existing) {
      // The SDK's retry of a create sends the same token: it gets the first call's answer, not a conflict.
      if (clientToken && clientToken === existing.clientToken) return { ScheduleArn: existing.schedule.Arn };
      throw new SchedulerError(409, 'ConflictException', `Schedule ${name} already exists.`);
    }
    if (!creating && !existing) throw notFound(name);
    const schedule: Schedule = {
      ...input,
      Arn: scheduleArn(input.GroupName, name),
      Name: name,
      CreationDate: existing?.schedule.CreationDate ?? epochSeconds(),
      LastModificationDate: epochSeconds(),
    };
    await store.put({ schedule, clientToken: existing?.clientToken ?? clientToken });
    return { ScheduleArn: schedule.Arn };
  }

  function stored(name: string, url: URL) {
    const found = store.get(url.searchParams.get('groupName') ?? 'default', name);
    if (!found) throw notFound(name);
    return found.schedule;
  }

  async function answer(request: IncomingMessage, url: URL): Promise<unknown> {
    const match = schedulePath.exec(url.pathname);
    if (!match) throw new SchedulerError(404, 'UnknownOperationException', 'Unknown operation');
    const name = decodeURIComponent(match[1]);
    if (!namePattern.test(name)) throw invalid(`Name: must match ${namePattern.source}`);
    switch (request.method) {
      case 'POST':
        return write(name, request, true);
      case 'PUT':
        return write(name, request, false);
      case 'GET':
        return stored(name, url);
      case 'DELETE': {
        const { GroupName } = stored(name, url);
        await store.delete(GroupName, name);
        return {};
      }
      default:
        throw new SchedulerError(404, 'UnknownOperationException', 'Unknown operation');
    }
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      sendJson(response, 200, await answer(request, new URL(request.url ?? '/', 'http://localhost')));
    } catch (error) {
      if (!(error instanceof SchedulerError)) {
        console.error('[scheduler] service error:', error);
        sendJson(
          response,
          500,
          { Message: 'Internal error' },
          { 'x-amzn-ErrorType': 'InternalServerException' },
        );
        return;
      }
      sendJson(response, error.statusCode, { Message: error.message }, { 'x-amzn-ErrorType': error.type });
    }
  };
}

export async function startSchedulerService(
  port: number,
  store: ScheduleStore,
): Promise<{ stop(): Promise<void> }> {
  const handle = handleRequests(store);
  const server: Server = createServer((request, response) => void handle(request, response));
  await listen(server, port, 'EventBridge Scheduler');
  return { stop: () => close(server) };
}

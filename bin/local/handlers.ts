/**
 * Loads the real handlers (lambdas/<feature>/handlers/<name>.ts, as the function list names them) in-process and runs them the way the Lambda service
 * does: with a Context, cut off at the function's timeout, and held to its function's table partitions.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { allFunctions } from '../../lambdas/routes';
import { localFunctionArn } from './config';
import { runAs } from './table-writes';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const lambdasDir = path.resolve(__dirname, '../../lambdas');
const loaded = new Map<string, Promise<LambdaHandler>>();

/** Imported on first use, after the stack has set process.env, because handlers read env at load. */
export function loadHandler(name: string): Promise<LambdaHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = import(path.join(lambdasDir, `${name}.ts`)).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') {
        throw new Error(`lambdas/${name}.ts does not export a handler function`);
      }
      return module.handler as LambdaHandler;
    });
    loaded.set(name, handler);
    handler.catch(() => loaded.delete(name));
  }
  return handler;
}

/**
 * Imports every handler once the environment is set: a handler that cannot load is reported at start
 * (its route still answers 500 and retries the import), and callers whose module loader is only
 * active during start-up (jest's global setup) have every handler in memory before they return.
 */
export async function preloadHandlers(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      loadHandler(name).catch((error: Error) =>
        console.error(`[local] lambdas/${name}.ts failed to load: ${error.message}`),
      ),
    ),
  );
}

export class LambdaTimeoutError extends Error {}

const definitions = new Map(allFunctions.map((fn) => [fn.handler, fn]));

export async function invokeHandler(name: string, event: unknown, timeoutMs: number): Promise<unknown> {
  const definition = definitions.get(name);
  if (!definition) throw new Error(`lambdas/${name}.ts is in no function list entry`);
  const handler = await loadHandler(name);
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  const context: Context = {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: localFunctionArn(name),
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: awsRequestId,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LambdaTimeoutError(`Task timed out after ${timeoutMs / 1000} seconds`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([runAs(definition, () => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

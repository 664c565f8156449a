/**
 * The Lambda service's Invoke API (`POST /2015-03-31/functions/{name}/invocations`) for the functions
 * cognito-local triggers, and for the functions of EventBridge rules (lambdas/routes.ts `eventRuleFunctions`):
 * nothing publishes AWS services' events locally, so a developer or a test invokes them with one, as the rule
 * would (SES's bounce and complaint events: docs/operations.md). Answers like the service: 200 with the handler's result; a handler error is
 * still 200, marked by the X-Amz-Function-Error header; an unknown function is a 404.
 */
import { createServer, type Server } from 'node:http';
import { customMessage, eventRuleFunctions } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { invokeHandler } from './handlers';
import { close, listen, readBody, sendJson } from './http';

/** Function name (as configured in cognito-local) -> its handler in the function list. */
const invokableFunctions: Record<string, string> = {
  [functionName(customMessage)]: customMessage.handler,
  ...Object.fromEntries(eventRuleFunctions.map((fn) => [functionName(fn), fn.handler])),
};

const invokePath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
const payloadLimitBytes = 6 * 1024 * 1024;
const triggerTimeoutMs = 5_000;

export async function startLambdaInvokeEndpoint(port: number): Promise<{ stop(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const match = invokePath.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (request.method !== 'POST' || !match) {
        sendJson(
          response,
          404,
          { message: 'Unknown operation' },
          { 'x-amzn-errortype': 'UnknownOperationException' },
        );
        return;
      }
      const functionName = decodeURIComponent(match[1]);
      const handlerName = invokableFunctions[functionName];
      if (!handlerName) {
        sendJson(
          response,
          404,
          { Type: 'User', message: `Function not found: ${functionName}` },
          { 'x-amzn-errortype': 'ResourceNotFoundException' },
        );
        return;
      }
      try {
        const body = await readBody(request, payloadLimitBytes);
        const event: unknown = JSON.parse(body.toString('utf8') || '{}');
        const result = await invokeHandler(handlerName, event, triggerTimeoutMs);
        sendJson(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
      } catch (error) {
        const failure = error as Error;
        console.error(`[lambda] ${functionName} failed: ${failure.message}`);
        sendJson(
          response,
          200,
          { errorType: failure.name, errorMessage: failure.message, trace: [] },
          { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
        );
      }
    })();
  });
  await listen(server, port, 'Lambda invoke endpoint');
  return { stop: () => close(server) };
}

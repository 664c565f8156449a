/**
 * The local iyzico sandbox (DESIGN.md section 4): iyzico's API endpoints the product uses, with iyzico's request
 * signature check and response signatures, and the hosted payment page behind `paymentPageUrl`. The official
 * `iyzipay` client talks to it unchanged, its `uri` pointed here. Its "now" is the product's clock, so a checkout
 * token expires 30 minutes after it was made on whatever clock the local stack runs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { clock } from '../../../lambdas/platform/clock';
import { close, listen, readBody, sendJson } from '../http';
import {
  createCard,
  createPayment,
  initializeCheckoutForm,
  listCards,
  refund,
  retrieveCheckoutForm,
  retrievePayment,
  type ApiContext,
} from './api';
import { showCheckout, submitCard, submitThreeDsCode, type PageAnswer } from './checkout-flow';
import type { CardFormValues } from './payment-page';
import { failureBody, localeOf, requestAuthError } from './protocol';
import { SandboxState } from './sandbox-state';

const endpoints: Record<string, (body: Record<string, unknown>, context: ApiContext) => object> = {
  '/payment/iyzipos/checkoutform/initialize/auth/ecom': initializeCheckoutForm,
  '/payment/iyzipos/checkoutform/auth/ecom/detail': retrieveCheckoutForm,
  '/payment/auth': createPayment,
  '/payment/refund': refund,
  '/payment/detail': retrievePayment,
  '/cardstorage/card': createCard,
  '/cardstorage/cards': listCards,
};

const checkoutPage = /^\/checkout\/([0-9a-f-]{36})(\/3ds)?$/;
const bodyLimitBytes = 64 * 1024;

export interface IyzicoSandboxOptions {
  readonly port: number;
  /** @default the product's clock */
  readonly now?: () => Date;
}

export interface IyzicoSandbox {
  readonly url: string;
  stop(): Promise<void>;
}

function sendHtml(response: ServerResponse, answer: PageAnswer): void {
  response.writeHead(answer.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(answer.html);
}

async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  context: ApiContext,
) {
  const rawBody = (await readBody(request, bodyLimitBytes)).toString('utf8');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody || '{}') as Record<string, unknown>;
  } catch {
    body = {};
  }
  const authError = requestAuthError(request.headers, path, rawBody);
  // iyzico answers its own refusals with HTTP 200 and status "failure"
  const answer = authError
    ? failureBody(authError, localeOf(body), body.conversationId)
    : endpoints[path](body, context);
  sendJson(response, 200, answer);
}

async function answerPage(
  request: IncomingMessage,
  response: ServerResponse,
  [, token, threeDs]: RegExpExecArray,
  context: ApiContext,
) {
  const now = context.now();
  if (request.method === 'GET') return sendHtml(response, showCheckout(context.state, token, now));
  const form = Object.fromEntries(
    new URLSearchParams((await readBody(request, bodyLimitBytes)).toString('utf8')),
  );
  sendHtml(
    response,
    threeDs
      ? submitThreeDsCode(context.state, token, form.code ?? '', now)
      : submitCard(context.state, token, form as CardFormValues, now),
  );
}

export async function startIyzicoSandbox(options: IyzicoSandboxOptions): Promise<IyzicoSandbox> {
  const url = `http://localhost:${options.port}`;
  const context: ApiContext = {
    state: new SandboxState(), // read at each request, so a moved product clock moves the sandbox too
    now: options.now ?? (() => clock.now()),
    baseUrl: url,
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', url).pathname;
    const page = checkoutPage.exec(path);
    const handled =
      request.method === 'POST' && path in endpoints
        ? answerApi(request, response, path, context)
        : page && (request.method === 'GET' || request.method === 'POST')
          ? answerPage(request, response, page, context)
          : undefined;
    if (!handled) {
      sendJson(response, 404, { status: 'failure', errorMessage: 'Not found' });
      return;
    }
    handled.catch((error: Error) => {
      console.error(`[iyzico] ${request.method} ${path} failed: ${error.message}`);
      if (!response.headersSent)
        sendJson(response, 500, { status: 'failure', errorMessage: 'Sandbox error' });
    });
  });
  await listen(server, options.port, 'iyzico sandbox');
  return { url, stop: () => close(server) };
}

/**
 * Purchases on the local stack, through the local iyzico sandbox and the real `iyzipay` client: the checkout
 * (order, iyzico's initialize, the token claim) as the buyer waits for the payment page, and the callback from
 * iyzico's return post to the 303 that follows the credit (retrieve, signature check, the settling transaction).
 * The card form and 3-D Secure step between them are the sandbox's, not timed. One purchase at a time.
 */
import { DeleteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { iyzicoCallback, startCheckout } from '../lambdas/contracts/endpoints/tokens';
import { rateCounterKey } from '../lambdas/platform/rate-limits';
import { addressCaller } from '../lambdas/platform/viewer';
import { payOnHostedPage } from '../test/iyzico-page';
import { percentile, type LatencySummary } from './percentiles';

const purchases = 100;
const warmUpPurchases = 5;
const successCard = '5528790000000008';

interface Buyer {
  accessToken: string;
  userId: string;
}

interface Target {
  apiUrl: string;
  buyers: Buyer[];
  table: DynamoDBDocumentClient;
  tableName: string;
}

function summary(durations: number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    concurrency: 1,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    meanMs: Number((sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length).toFixed(2)),
  };
}

/**
 * The limits on checkout (per user) and on the callback (per viewer address) are for people and scripts: the bench,
 * one address buying a hundred times, starts those counts again before each purchase.
 */
const loopbackCallers = [addressCaller('127.0.0.1'), addressCaller('::1')];

async function clearRateCounters(target: Target, caller: string): Promise<void> {
  const { Items = [] } = await target.table.send(
    new QueryCommand({
      TableName: target.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': rateCounterKey(caller, '', 0).pk },
    }),
  );
  for (const item of Items) {
    await target.table.send(
      new DeleteCommand({ TableName: target.tableName, Key: { pk: item.pk, sk: item.sk } }),
    );
  }
}

async function purchase(target: Target, buyer: Buyer): Promise<{ checkoutMs: number; callbackMs: number }> {
  for (const caller of [buyer.userId, ...loopbackCallers]) await clearRateCounters(target, caller);
  const checkoutStart = performance.now();
  const checkout = await fetch(`${target.apiUrl}${startCheckout.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ packageId: 'popular', method: 'card', acceptedContracts: true }),
  });
  const checkoutMs = performance.now() - checkoutStart;
  if (checkout.status !== 201) throw new Error(`checkout answered ${checkout.status}`);
  const { paymentPageUrl } = (await checkout.json()) as { paymentPageUrl: string };
  await payOnHostedPage(paymentPageUrl, { cardNumber: successCard });

  const callbackStart = performance.now();
  const callback = await fetch(`${target.apiUrl}${iyzicoCallback.path}`, {
    method: 'POST',
    body: new URLSearchParams({ token: paymentPageUrl.slice(paymentPageUrl.lastIndexOf('/') + 1) }),
    redirect: 'manual',
  });
  const callbackMs = performance.now() - callbackStart;
  if (callback.status !== 303 || !callback.headers.get('location')?.includes('order=')) {
    throw new Error(`callback answered ${callback.status} ${callback.headers.get('location')}`);
  }
  return { checkoutMs, callbackMs };
}

export async function measurePayments(target: Target) {
  for (let i = 0; i < warmUpPurchases; i++) await purchase(target, target.buyers[i % target.buyers.length]);
  const checkout: number[] = [];
  const callbackToCredited: number[] = [];
  for (let i = 0; i < purchases; i++) {
    const { checkoutMs, callbackMs } = await purchase(target, target.buyers[i % target.buyers.length]);
    checkout.push(checkoutMs);
    callbackToCredited.push(callbackMs);
  }
  return {
    note: 'one purchase at a time through the local gateway and the local iyzico sandbox; the card and 3-D Secure steps are not timed',
    checkoutInitialize: summary(checkout),
    callbackToCredited: summary(callbackToCredited),
  };
}

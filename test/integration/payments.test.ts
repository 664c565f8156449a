/**
 * Buying tokens on the local engines, through the local iyzico sandbox and the real `iyzipay` client: the payment
 * page is driven with the form posts a browser sends, and its return is posted to our callback as iyzico's page does.
 */
import type { TokenPackageId } from '../../lambdas/contracts/tokens';
import { tableIndexes } from '../../lambdas/platform/table-schema';
import { profileKey } from '../../lambdas/profile/keys';
import {
  expiringTokensIndexAttributes,
  ledgerSortKeyPrefix,
  orderKey,
  pendingOrderIndexAttributes,
  refundingOrderIndexAttributes,
} from '../../lambdas/tokens/keys';
import { payOnHostedPage } from '../iyzico-page';
import { callEndpoint } from './support/api';
import { checkout, postCallback } from './support/checkout';
import * as endpoints from './support/endpoints';
import { onlineEventBody, physicalEventBody } from './support/events';
import { userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { runScheduledJob, setHandlerEnvironment } from './support/jobs';
import { mailTo, waitForMail } from './support/sent-mail';
import { getItem, itemsWithPrefix, setAttributes } from './support/table';
import type { TestUser } from './support/users';

jest.setTimeout(30_000);

const successCard = '5528790000000008';

async function balanceOf(user: TestUser): Promise<number> {
  return (await getItem(profileKey(user.userId)))?.eventLimit as number;
}

async function paidCheckout(user: TestUser, packageId: TokenPackageId = 'popular') {
  const started = await checkout(user, packageId);
  const returnPage = await payOnHostedPage(started.paymentPageUrl, { cardNumber: successCard });
  expect(returnPage).toContain(`value="${started.checkoutToken}"`);
  return started;
}

const orderOf = (user: TestUser, orderId: string) => getItem(orderKey(user.userId, orderId));

describe('buying a package', () => {
  it('credits the tokens and the bonus once the paid checkout comes back, and sends the buyer to the order', async () => {
    const buyer = await userWithProfile('buyer');
    const { orderId, checkoutToken } = await paidCheckout(buyer);

    const callback = await postCallback(checkoutToken);

    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(
      `${stackInfo().webOrigin}/dashboard/tokens?order=${orderId}`,
    );
    expect(await balanceOf(buyer)).toBe(5 + 12);
    const ledger = await itemsWithPrefix(profileKey(buyer.userId).pk, ledgerSortKeyPrefix);
    expect(ledger.filter((entry) => entry.orderId === orderId).map((e) => [e.reason, e.delta])).toEqual(
      expect.arrayContaining([
        ['PURCHASE', 10],
        ['PURCHASE_BONUS', 2],
      ]),
    );
    const order = await callEndpoint(endpoints.tokens.getTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });
    expect(order.body).toMatchObject({ status: 'paid', tokens: 12, price: '17.99', currency: 'USD' });
  });

  it('shows the purchase on the balance card, with its expiry', async () => {
    const buyer = await userWithProfile('card');
    const { checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);

    const overview = await callEndpoint(endpoints.tokens.getTokens, { token: buyer.accessToken });

    expect(overview.body.balance).toMatchObject({
      current: 17,
      totals: { welcome: 5, bought: 12, earnedByRules: 0, spentOnEvents: 0 },
    });
    expect(overview.body.balance.nextExpiry?.tokens).toBe(12);
  });

  it('credits once however often the callback is replayed', async () => {
    const buyer = await userWithProfile('replay');
    const { checkoutToken } = await paidCheckout(buyer);

    for (let i = 0; i < 3; i++) await postCallback(checkoutToken);

    expect(await balanceOf(buyer)).toBe(17);
  });

  it('credits once when five callbacks of one payment arrive at the same time', async () => {
    const buyer = await userWithProfile('concurrent');
    const { checkoutToken } = await paidCheckout(buyer);

    const answers = await Promise.all(Array.from({ length: 5 }, () => postCallback(checkoutToken)));

    expect(answers.every((answer) => answer.status === 303)).toBe(true);
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('credits nothing for a token it never issued, and says the payment is unknown', async () => {
    const callback = await postCallback('forged-token-123');

    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(
      `${stackInfo().webOrigin}/dashboard/tokens?payment=unknown`,
    );
  });

  it('leaves an order pending when its buyer has not paid yet', async () => {
    const buyer = await userWithProfile('unpaid');
    const { orderId, checkoutToken } = await checkout(buyer);

    await postCallback(checkoutToken);

    expect((await orderOf(buyer, orderId))?.status).toBe('pending');
    expect(await balanceOf(buyer)).toBe(5);
  });

  it.each([
    ['4111111111111129', 'insufficient funds'],
    ['4121111111111119', 'a fraud suspect'],
    ['4131111111111117', 'a failed 3-D Secure (mdStatus 0)'],
    ['4141111111111115', 'a failed 3-D Secure (mdStatus 4)'],
    ['4151111111111112', 'a 3-D Secure that cannot start'],
  ])('fails the order with the provider’s reason and credits nothing for %s (%s)', async (cardNumber) => {
    const buyer = await userWithProfile('declined');
    const { orderId, paymentPageUrl, checkoutToken } = await checkout(buyer);
    await payOnHostedPage(paymentPageUrl, { cardNumber });

    await postCallback(checkoutToken);

    const order = await orderOf(buyer, orderId);
    expect(order?.status).toBe('failed');
    expect(String(order?.failureReason)).not.toBe('');
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('refuses PayPal, which does not serve Turkish accounts, and opens no order', async () => {
    const buyer = await userWithProfile('paypal');
    const answer = await callEndpoint(endpoints.tokens.startCheckout, {
      token: buyer.accessToken,
      body: { packageId: 'starter', method: 'paypal', acceptedContracts: true },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('PAYPAL_UNAVAILABLE');
  });

  it('finds no order of another user', async () => {
    const buyer = await userWithProfile('owner');
    const other = await userWithProfile('other');
    const { orderId } = await checkout(buyer);

    const answer = await callEndpoint(endpoints.tokens.getTokenOrder, {
      token: other.accessToken,
      params: { orderId },
    });

    expect(answer.status).toBe(404);
  });
});

describe('the purchase history', () => {
  it('lists the orders and the ledger newest first, a page at a time, without repeating a line', async () => {
    const buyer = await userWithProfile('history');
    const { checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    await checkout(buyer, 'starter');

    const first = await callEndpoint(endpoints.tokens.getTokenHistory, { token: buyer.accessToken });

    expect(first.status).toBe(200);
    const kinds = first.body.items.map((line) =>
      line.kind === 'order' ? `${line.order.packageId}:${line.order.status}` : line.reason,
    );
    expect(kinds).toEqual(['starter:pending', 'popular:paid', 'WELCOME']);
  });
});

describe('returning a purchase', () => {
  it('takes the tokens back and marks the order refunded when none was spent', async () => {
    const buyer = await userWithProfile('refund');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);

    const answer = await callEndpoint(endpoints.tokens.refundTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('refunded');
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('refunds an order once when two refunds race', async () => {
    const buyer = await userWithProfile('refund-race');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);

    const answers = await Promise.all(
      [1, 2].map(() =>
        callEndpoint(endpoints.tokens.refundTokenOrder, { token: buyer.accessToken, params: { orderId } }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('refuses a purchase whose tokens were partly spent, and changes nothing', async () => {
    const buyer = await userWithProfile('spent');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    // The soonest-expiring tokens go first: a purchased token, not a welcome one.
    await callEndpoint(endpoints.events.createEvent, { token: buyer.accessToken, body: physicalEventBody() });

    const answer = await callEndpoint(endpoints.tokens.refundTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });

    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('TOKENS_SPENT');
    expect(await balanceOf(buyer)).toBe(16);
  });

  it('says up front that a purchase paid with a prepaid card cannot be refunded to it', async () => {
    const buyer = await userWithProfile('prepaid');
    const { orderId, paymentPageUrl, checkoutToken } = await checkout(buyer);
    await payOnHostedPage(paymentPageUrl, { cardNumber: '5406670000000009' });
    await postCallback(checkoutToken);

    const order = await callEndpoint(endpoints.tokens.getTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });

    expect(order.body).toMatchObject({ status: 'paid', cardTakesNoRefunds: true });
    expect(order.body.refundableUntil).toBeUndefined();
  });

  it('refuses a card the provider cannot refund with a clear reason, and changes nothing', async () => {
    const buyer = await userWithProfile('no-refund');
    const { orderId, paymentPageUrl, checkoutToken } = await checkout(buyer);
    await payOnHostedPage(paymentPageUrl, { cardNumber: '5406670000000009' });
    await postCallback(checkoutToken);
    expect(await balanceOf(buyer)).toBe(17);

    const answer = await callEndpoint(endpoints.tokens.refundTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });

    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('REFUND_REFUSED');
    expect(await balanceOf(buyer)).toBe(17);
    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
  });
});

/** An instant `minutes` before now. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('reconciliation of orders nobody came back for', () => {
  /** Makes an order look opened `minutes` ago to the job that looks for pending orders. */
  const openedAgo = (buyer: TestUser, orderId: string, minutes: number) =>
    setAttributes(
      orderKey(buyer.userId, orderId),
      pendingOrderIndexAttributes(buyer.userId, orderId, minutesAgo(minutes)),
    );

  it('credits a paid checkout whose callback never came, once however often it runs', async () => {
    const buyer = await userWithProfile('lost-callback');
    const { orderId } = await paidCheckout(buyer);
    await openedAgo(buyer, orderId, 31);

    await runScheduledJob('tokens/handlers/reconcile-orders');
    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('credits once when the callback arrives after the job settled the order', async () => {
    const buyer = await userWithProfile('late-callback');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await openedAgo(buyer, orderId, 31);
    await runScheduledJob('tokens/handlers/reconcile-orders');

    await postCallback(checkoutToken);

    expect(await balanceOf(buyer)).toBe(17);
  });

  it('expires an order its buyer never paid', async () => {
    const buyer = await userWithProfile('never-paid');
    const { orderId } = await checkout(buyer);
    await openedAgo(buyer, orderId, 31);

    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('expired');
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('credits a cancelled checkout paid after the cancel whose callback never came', async () => {
    const buyer = await userWithProfile('cancelled-paid');
    const { orderId, paymentPageUrl } = await checkout(buyer);
    await callEndpoint(endpoints.tokens.cancelTokenOrder, { token: buyer.accessToken, params: { orderId } });
    await payOnHostedPage(paymentPageUrl, { cardNumber: successCard });
    await openedAgo(buyer, orderId, 31);

    await runScheduledJob('tokens/handlers/reconcile-orders');
    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('keeps a cancelled checkout never paid cancelled, off the job’s list', async () => {
    const buyer = await userWithProfile('cancelled-unpaid');
    const { orderId } = await checkout(buyer);
    await callEndpoint(endpoints.tokens.cancelTokenOrder, { token: buyer.accessToken, params: { orderId } });
    await openedAgo(buyer, orderId, 31);

    await runScheduledJob('tokens/handlers/reconcile-orders');

    const order = await orderOf(buyer, orderId);
    expect(order?.status).toBe('cancelled');
    expect(order?.[tableIndexes.dueByTime.partitionKey]).toBeUndefined();
  });

  it('leaves an unpaid order alone while its checkout can still be paid', async () => {
    const buyer = await userWithProfile('still-paying');
    const { orderId } = await checkout(buyer);
    await openedAgo(buyer, orderId, 10);

    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('pending');
  });
});

describe('giving up a checkout', () => {
  const cancel = (buyer: TestUser, orderId: string) =>
    callEndpoint(endpoints.tokens.cancelTokenOrder, { token: buyer.accessToken, params: { orderId } });

  it('says until when a pending checkout can be paid', async () => {
    const buyer = await userWithProfile('payable');
    const { orderId } = await checkout(buyer);

    const order = await callEndpoint(endpoints.tokens.getTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });

    const { createdAt, payableUntil } = order.body;
    expect(Date.parse(payableUntil!) - Date.parse(createdAt)).toBe(30 * 60_000);
  });

  it('cancels a checkout its buyer left unpaid, and credits nothing', async () => {
    const buyer = await userWithProfile('gives-up');
    const { orderId } = await checkout(buyer);

    const answer = await cancel(buyer, orderId);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'cancelled' });
    expect(answer.body.payableUntil).toBeUndefined();
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('refuses to cancel an order that is no longer waiting for its payment', async () => {
    const buyer = await userWithProfile('cancels-twice');
    const { orderId } = await checkout(buyer);
    await cancel(buyer, orderId);

    const again = await cancel(buyer, orderId);

    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('NOT_CANCELLABLE');
  });

  it('credits instead of cancelling a checkout already paid whose callback has not come yet', async () => {
    const buyer = await userWithProfile('paid-then-cancels');
    const { orderId } = await paidCheckout(buyer);

    const answer = await cancel(buyer, orderId);

    expect(answer.body).toMatchObject({ status: 'paid' });
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('credits a payment made on the still open page after the cancel, once, when its callback comes', async () => {
    const buyer = await userWithProfile('pays-after-cancel');
    const { orderId, paymentPageUrl, checkoutToken } = await checkout(buyer);
    await cancel(buyer, orderId);
    await payOnHostedPage(paymentPageUrl, { cardNumber: successCard });

    await Promise.all([postCallback(checkoutToken), postCallback(checkoutToken)]);

    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('credits a payment once when the cancel and its callback race', async () => {
    const buyer = await userWithProfile('cancel-race');
    const { orderId, checkoutToken } = await paidCheckout(buyer);

    const [answer] = await Promise.all([cancel(buyer, orderId), postCallback(checkoutToken)]);

    expect(answer.body).toMatchObject({ status: 'paid' });
    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
    expect(await balanceOf(buyer)).toBe(17);
  });
});

describe('reconciliation of refunds left unrecorded', () => {
  /**
   * What a refund that stopped between iyzico and our write leaves: the order `refunding` since `minutes` ago,
   * its tokens still on the balance; with `providerRefunded`, iyzico returned the money first.
   */
  async function leftRefunding(name: string, minutes: number, providerRefunded: boolean) {
    const buyer = await userWithProfile(name);
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    const order = (await orderOf(buyer, orderId))!;
    if (providerRefunded) {
      setHandlerEnvironment();
      // Loaded after the environment it reads at load.
      const { refundPayment } = await import('../../lambdas/tokens/iyzico');
      const refund = await refundPayment({
        paymentTransactionId: (order.paymentTransactionIds as string[])[0],
        price: order.price as string,
        currency: order.currency as 'USD',
        ip: '127.0.0.1',
        conversationId: orderId,
      });
      expect(refund).toEqual({ refunded: true });
    }
    await setAttributes(orderKey(buyer.userId, orderId), {
      status: 'refunding',
      ...refundingOrderIndexAttributes(buyer.userId, orderId, minutesAgo(minutes)),
    });
    return { buyer, orderId };
  }

  it('settles a refund iyzico made once when two runs race: refunded, one ledger entry, the tokens taken back', async () => {
    const { buyer, orderId } = await leftRefunding('stuck-refund', 6, true);

    await Promise.all([1, 2].map(() => runScheduledJob('tokens/handlers/reconcile-orders')));

    const order = await orderOf(buyer, orderId);
    expect(order?.status).toBe('refunded');
    expect(order).not.toHaveProperty(tableIndexes.dueByTime.partitionKey);
    const ledger = await itemsWithPrefix(profileKey(buyer.userId).pk, ledgerSortKeyPrefix);
    expect(
      ledger.filter((entry) => entry.reason === 'PURCHASE_REFUNDED').map((entry) => entry.delta),
    ).toEqual([-12]);
    expect(await balanceOf(buyer)).toBe(5);
  });

  it('puts the order back to paid when iyzico shows no refund', async () => {
    const { buyer, orderId } = await leftRefunding('unrefunded', 6, false);

    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('paid');
    expect(await balanceOf(buyer)).toBe(17);
  });

  it('leaves a refund alone while it may still be running', async () => {
    const { buyer, orderId } = await leftRefunding('refund-running', 1, false);

    await runScheduledJob('tokens/handlers/reconcile-orders');

    expect((await orderOf(buyer, orderId))?.status).toBe('refunding');
  });
});

describe('expiry of purchased tokens', () => {
  it('takes back what is left of a purchase once, after spending took its tokens first', async () => {
    const buyer = await userWithProfile('expiry');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    await callEndpoint(endpoints.events.createEvent, { token: buyer.accessToken, body: physicalEventBody() });
    const ledger = await itemsWithPrefix(profileKey(buyer.userId).pk, ledgerSortKeyPrefix);
    const purchase = ledger.find((entry) => entry.reason === 'PURCHASE')!;
    await setAttributes(
      { pk: String(purchase.pk), sk: String(purchase.sk) },
      expiringTokensIndexAttributes(buyer.userId, orderId, minutesAgo(1)),
    );

    await runScheduledJob('tokens/handlers/expire-tokens');
    await runScheduledJob('tokens/handlers/expire-tokens');

    // 17 - 1 spent (from the purchase, the soonest to expire) - the 11 purchased tokens left: the 5 welcome tokens.
    expect(await balanceOf(buyer)).toBe(5);
    const expired = (await itemsWithPrefix(profileKey(buyer.userId).pk, ledgerSortKeyPrefix)).filter(
      (entry) => entry.reason === 'TOKENS_EXPIRED',
    );
    expect(expired.map((entry) => entry.delta)).toEqual([-11]);
  });
});

describe('priority listing', () => {
  it('features the events of a host holding Enterprise Pack tokens, first in the list', async () => {
    const host = await userWithProfile('enterprise');
    const { checkoutToken } = await paidCheckout(host, 'enterprise');
    await postCallback(checkoutToken);
    const marker = `öncelik${Date.now()}`;
    const plain = await userWithProfile('plain');
    // The plain event starts first: only featuring puts the host's ahead of it.
    await callEndpoint(endpoints.events.createEvent, {
      token: plain.accessToken,
      body: onlineEventBody({ title: `Erken ${marker}`, time: '20:00' }),
    });
    const created = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: onlineEventBody({ title: `Öne çıkan ${marker}`, time: '21:00' }),
    });

    expect(created.body.event?.featured).toBe(true);
    const listed = await callEndpoint(endpoints.events.listOnlineEvents, {
      token: plain.accessToken,
      query: { q: marker },
    });
    const ours = listed.body.items;
    expect(ours.map((card) => card.featured)).toEqual([true, false]);
  });

  it('does not feature the events of a host holding only other tokens', async () => {
    const host = await userWithProfile('pro');
    const { checkoutToken } = await paidCheckout(host, 'pro');
    await postCallback(checkoutToken);

    const created = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody(),
    });

    expect(created.body.event?.featured).toBe(false);
  });
});

describe('auto-refill', () => {
  async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function buyerWithSavedCard(label: string): Promise<TestUser> {
    const buyer = await userWithProfile(label);
    await callEndpoint(endpoints.tokens.saveAutoRefill, {
      token: buyer.accessToken,
      body: { enabled: true, threshold: 5, packageId: 'popular' },
    });
    const { paymentPageUrl, checkoutToken } = await checkout(buyer);
    await payOnHostedPage(paymentPageUrl, { cardNumber: successCard, registerCard: true });
    await postCallback(checkoutToken);
    return buyer;
  }

  it('saves the card ticked on the payment page while auto-refill is on, and says so', async () => {
    const buyer = await buyerWithSavedCard('saved-card');

    const overview = await callEndpoint(endpoints.tokens.getTokens, { token: buyer.accessToken });

    expect(overview.body.autoRefill).toMatchObject({ enabled: true, threshold: 5, cardStored: true });
  });

  it('buys the chosen package again, once a day, when a debit leaves the balance below the threshold', async () => {
    const buyer = await buyerWithSavedCard('refill');
    await callEndpoint(endpoints.tokens.saveAutoRefill, {
      token: buyer.accessToken,
      body: { enabled: true, threshold: 17, packageId: 'popular' },
    });

    await callEndpoint(endpoints.events.createEvent, { token: buyer.accessToken, body: physicalEventBody() });
    await until(async () => (await balanceOf(buyer)) === 16 + 12);
    // The checkout's receipt and the refill's, in either order.
    await waitForMail(buyer.email, 2);
    const receipts = (await mailTo(buyer.email)).map((mail) => mail.body.text ?? '');
    expect(receipts.filter((text) => text.includes('otomatik yükleme Popular Pack paketini'))).toHaveLength(
      1,
    );
    expect(receipts.filter((text) => text.includes('paketini satın aldığın için teşekkürler'))).toHaveLength(
      1,
    );
    await callEndpoint(endpoints.events.createEvent, { token: buyer.accessToken, body: physicalEventBody() });
    await callEndpoint(endpoints.tokens.saveAutoRefill, {
      token: buyer.accessToken,
      body: { enabled: true, threshold: 40, packageId: 'popular' },
    });
    await callEndpoint(endpoints.events.createEvent, { token: buyer.accessToken, body: physicalEventBody() });
    // The stream delivers the last debit within a second; a second refill that day would show by then.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(await balanceOf(buyer)).toBe(28 - 2);
    const orders = await itemsWithPrefix(profileKey(buyer.userId).pk, 'ORDER#');
    expect(orders.filter((order) => order.autoRefill).map((order) => order.status)).toEqual(['paid']);
  });

  it('refuses a threshold below 1', async () => {
    const buyer = await userWithProfile('threshold');

    const answer = await callEndpoint(endpoints.tokens.saveAutoRefill, {
      token: buyer.accessToken,
      body: { enabled: true, threshold: 0, packageId: 'popular' },
    });

    expect(answer.status).toBe(400);
  });
});

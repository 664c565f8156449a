/**
 * The contracts before payment on the local engines: no payment page without the acceptance; the texts accepted
 * kept with the order, with their hash, answered to the buyer alone; and one receipt e-mail per paid order, however
 * the callback and the reconciliation job meet.
 */
import { createHash } from 'node:crypto';
import { localSeller } from '../../bin/local/config';
import { contractBuyerOf, saleContracts } from '../../lambdas/contracts/sale-contracts';
import { contractsNotAccepted, tokenPackageById } from '../../lambdas/contracts/tokens';
import { emailKey } from '../../lambdas/email/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { orderKey, orderSortKeyPrefix, pendingOrderIndexAttributes } from '../../lambdas/tokens/keys';
import { payOnHostedPage } from '../iyzico-page';
import { callEndpoint } from './support/api';
import { checkout, postCallback } from './support/checkout';
import * as endpoints from './support/endpoints';
import { userWithProfile } from './support/join-requests';
import { runScheduledJob } from './support/jobs';
import { mailTo, waitForMail } from './support/sent-mail';
import { getItem, itemsWithPrefix, setAttributes } from './support/table';
import type { TestUser } from './support/users';

jest.setTimeout(30_000);

const successCard = '5528790000000008';

const contractOf = (user: TestUser, orderId: string) =>
  callEndpoint(endpoints.tokens.getOrderContract, { token: user.accessToken, params: { orderId } });

describe('a checkout without the acceptance of the contracts', () => {
  it.each([
    ['without the field', {}],
    ['with the box left unticked', { acceptedContracts: false }],
  ])('is refused in Turkish and opens no order (%s)', async (_case, acceptance) => {
    const buyer = await userWithProfile('no-acceptance');

    const answer = await callEndpoint(endpoints.tokens.startCheckout, {
      token: buyer.accessToken,
      body: { packageId: 'popular', method: 'card', ...acceptance } as never,
    });

    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { message: string }).message).toBe(contractsNotAccepted);
    expect(await itemsWithPrefix(profileKey(buyer.userId).pk, orderSortKeyPrefix)).toEqual([]);
  });
});

describe('the contracts of an order', () => {
  it('are kept with the order as the checkout dialog renders them, with their SHA-256 and the acceptance time', async () => {
    const buyer = await userWithProfile('contract-kept');
    const profile = (await callEndpoint(endpoints.profile.getProfile, { token: buyer.accessToken })).body;

    const { orderId } = await checkout(buyer);

    const order = await getItem(orderKey(buyer.userId, orderId));
    const contract = order?.contract as Record<string, string>;
    const shown = saleContracts({
      seller: localSeller,
      buyer: contractBuyerOf(profile),
      tokenPackage: tokenPackageById('popular'),
      method: 'card',
      autoRefill: false,
      at: new Date(contract.acceptedAt),
    });
    expect(contract).toMatchObject({ ...shown, acceptedBy: 'checkout', acceptedAt: order?.createdAt });
    expect(contract.sha256).toBe(
      createHash('sha256').update(`${shown.preInformation}\n\n${shown.distanceSales}`).digest('hex'),
    );
  });

  it('are answered to their buyer as stored', async () => {
    const buyer = await userWithProfile('contract-owner');
    const { orderId } = await checkout(buyer);

    const answer = await contractOf(buyer, orderId);

    expect(answer.status).toBe(200);
    const stored = (await getItem(orderKey(buyer.userId, orderId)))?.contract as Record<string, string>;
    expect(answer.body).toEqual({
      orderId,
      preInformation: stored.preInformation,
      distanceSales: stored.distanceSales,
      sha256: stored.sha256,
      acceptedAt: stored.acceptedAt,
      acceptedBy: 'checkout',
    });
  });

  it('are not found by another user', async () => {
    const buyer = await userWithProfile('contract-private');
    const other = await userWithProfile('contract-other');
    const { orderId } = await checkout(buyer);

    const answer = await contractOf(other, orderId);

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ reason: 'ORDER_NOT_FOUND' });
  });
});

describe('the receipt e-mail', () => {
  it('is written once when the callback is replayed and the reconciliation job races it', async () => {
    const buyer = await userWithProfile('receipt-once');
    const { orderId, paymentPageUrl, checkoutToken } = await checkout(buyer);
    await payOnHostedPage(paymentPageUrl, { cardNumber: successCard });
    // Past its checkout's lifetime, so the job settles it too.
    await setAttributes(
      orderKey(buyer.userId, orderId),
      pendingOrderIndexAttributes(buyer.userId, orderId, new Date(Date.now() - 31 * 60_000).toISOString()),
    );

    await Promise.all([
      ...[1, 2, 3].map(() => postCallback(checkoutToken)),
      runScheduledJob('tokens/handlers/reconcile-orders'),
    ]);
    await postCallback(checkoutToken);

    expect((await getItem(orderKey(buyer.userId, orderId)))?.status).toBe('paid');
    const receipt = await getItem(emailKey(`order-receipt-${orderId}`));
    expect(receipt).toMatchObject({ to: buyer.email, recipientId: buyer.userId });
    await waitForMail(buyer.email, 1);
    // The sender runs on the stream within a second; a second receipt would show by then.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const sent = await mailTo(buyer.email);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.body.text ?? '';
    expect(text).toContain('Toplam (KDV dahil): $17,99');
    expect(text).toContain('KDV (%20): $3,00');
    expect(text).toContain(String((await contractOf(buyer, orderId)).body.sha256));
    expect(text).toContain('Mesafeli Satış Sözleşmesi\n');
    expect(text).toContain('CAYMA HAKKI');
  });
});

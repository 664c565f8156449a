import '../support/env';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { chargeStoredCard } from '../../../lambdas/tokens/iyzico';
import { refillIfLow } from '../../../lambdas/tokens/refill';
import { cancelledWhere } from '../support/transactions';

jest.mock('../../../lambdas/tokens/iyzico', () => ({
  ...jest.requireActual('../../../lambdas/tokens/iyzico'),
  chargeStoredCard: jest.fn(),
}));
const charge = jest.mocked(chargeStoredCard);

const table = mockClient(DynamoDBDocumentClient);
const userId = 'u1';
const now = new Date('2026-11-25T10:00:00.000Z');
const profile = newProfileRecord(userId, { email: 'ayse@squad.test' }, 5, now);
const autoRefill = {
  autoRefill: { enabled: true, threshold: 5, packageId: 'popular' },
  storedCard: { cardUserKey: 'cu1', cardToken: 'ct1', buyerIp: '203.0.113.7' },
};
const debit = { userId, before: 5, after: 4 };
const site = 'https://squad.test';

beforeEach(() => {
  table.reset();
  charge.mockReset();
  table.on(GetCommand, { ProjectionExpression: 'autoRefill, storedCard, autoRefillStoppedReason' }).resolves({
    Item: autoRefill,
  });
  table
    .on(GetCommand, { ProjectionExpression: undefined })
    .resolves({ Item: { pk: `USER#${userId}`, sk: 'PROFILE', ...profile } });
  table.on(TransactWriteCommand).resolves({});
  table.on(UpdateCommand).resolves({});
});

describe('auto-refill', () => {
  it('buys nothing when the balance went up', async () => {
    await expect(refillIfLow({ userId, before: 4, after: 16 }, now, site)).resolves.toBe('not-needed');
    expect(charge).not.toHaveBeenCalled();
  });

  it('buys nothing while the balance is still at or above the threshold', async () => {
    await expect(refillIfLow({ userId, before: 6, after: 5 }, now, site)).resolves.toBe('not-needed');
    expect(charge).not.toHaveBeenCalled();
  });

  it('buys nothing when no card is saved', async () => {
    table
      .on(GetCommand, { ProjectionExpression: 'autoRefill, storedCard, autoRefillStoppedReason' })
      .resolves({
        Item: { autoRefill: autoRefill.autoRefill },
      });
    await expect(refillIfLow(debit, now, site)).resolves.toBe('no-card');
    expect(charge).not.toHaveBeenCalled();
  });

  it('charges nothing a second time on a day whose refill was already opened', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk.startsWith('REFILL#')));

    await expect(refillIfLow(debit, now, site)).resolves.toBe('already-today');
    expect(charge).not.toHaveBeenCalled();
  });

  it('charges the saved card for the chosen package, from the address it was saved from', async () => {
    charge.mockResolvedValue({
      paid: false,
      ended: true,
      errorMessage: 'Reddedildi.',
      paymentTransactionIds: [],
    });

    await refillIfLow(debit, now, site);

    expect(charge).toHaveBeenCalledWith(
      expect.objectContaining({
        price: '17.99',
        currency: 'USD',
        card: { cardUserKey: 'cu1', cardToken: 'ct1' },
        buyer: expect.objectContaining({ ip: '203.0.113.7', email: 'ayse@squad.test' }),
      }),
    );
  });

  it('turns auto-refill off and says why when the card is declined', async () => {
    charge.mockResolvedValue({
      paid: false,
      ended: true,
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz.',
      paymentTransactionIds: [],
    });

    await expect(refillIfLow(debit, now, site)).resolves.toBe('declined');

    const stop = table
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .find((input) => input.UpdateExpression?.includes('autoRefillStoppedReason'));
    expect(stop?.ExpressionAttributeValues).toMatchObject({
      ':off': false,
      ':reason': expect.stringContaining('Kart limiti yetersiz'),
    });
  });

  /** iyzico charges the stored card for the Popular Pack. */
  const chargePaysPopularPack = () =>
    charge.mockImplementation(async (request) => ({
      paid: true,
      ended: true,
      paymentId: 'p1',
      basketId: request.orderId,
      price: '17.99',
      paidPrice: '17.99',
      currency: 'USD',
      fraudStatus: 1,
      paymentTransactionIds: ['t1'],
    }));

  it('writes the receipt e-mail in the same transaction as the tokens it tells about', async () => {
    chargePaysPopularPack();

    await expect(refillIfLow(debit, now, site)).resolves.toBe('paid');

    const settle = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems!)
      .find((items) => items.some((item) => item.Update?.UpdateExpression?.includes('eventLimit')))!;
    const receipt = settle.find((item) => String(item.Put?.Item?.pk).startsWith('EMAIL#order-receipt-'));
    expect(receipt?.Put?.Item).toMatchObject({
      to: 'ayse@squad.test',
      subject: 'Squad makbuzu: Popular Pack, 12 token',
    });
    expect(String(receipt?.Put?.Item?.text)).toContain(
      'otomatik yükleme Popular Pack paketini kayıtlı kartınla',
    );
  });

  it('writes the receipt’s amount as the app does, with a decimal comma and the currency sign', async () => {
    chargePaysPopularPack();

    await refillIfLow(debit, now, site);

    const receipt = table
      .commandCalls(TransactWriteCommand)
      .flatMap((call) => call.args[0].input.TransactItems!)
      .find((item) => String(item.Put?.Item?.pk).startsWith('EMAIL#order-receipt-'));
    expect(String(receipt?.Put?.Item?.text)).toContain('Toplam (KDV dahil): $17,99\n');
  });
});

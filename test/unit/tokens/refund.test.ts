import '../support/env';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  PaymentProviderError,
  refundPayment,
  retrievePaymentRefundState,
} from '../../../lambdas/tokens/iyzico';
import { handler } from '../../../lambdas/tokens/handlers/refund-token-order';
import { orderKey } from '../../../lambdas/tokens/keys';
import { newOrder, type OrderRecord } from '../../../lambdas/tokens/orders';
import { checkoutParties } from './parties';
import { refundOrder, settleStuckRefund } from '../../../lambdas/tokens/refund';
import { callerId, invoke, routeEvent } from '../support/events';

jest.mock('../../../lambdas/tokens/iyzico', () => ({
  ...jest.requireActual('../../../lambdas/tokens/iyzico'),
  refundPayment: jest.fn(),
  retrievePaymentRefundState: jest.fn(),
}));
const refund = jest.mocked(refundPayment);
const refundState = jest.mocked(retrievePaymentRefundState);

const table = mockClient(DynamoDBDocumentClient);
const paidAt = '2026-11-20T10:00:00.000Z';
const order: OrderRecord = {
  ...newOrder('u1', 'popular', 'card', new Date('2026-11-20T09:55:00.000Z'), checkoutParties),
  status: 'paid',
  paidAt,
  paymentId: 'p1',
  paymentTransactionIds: ['t1'],
};
const purchase = (delta: number, reason: string) => ({
  sk: `LEDGER#${paidAt}#${reason}`,
  userId: 'u1',
  delta,
  reason,
  orderId: order.orderId,
  packageId: 'popular',
  createdAt: paidAt,
  expiresAt: '2027-01-19T10:00:00.000Z',
});
const ledger = [purchase(10, 'PURCHASE'), purchase(2, 'PURCHASE_BONUS')];
const fiveDaysLater = new Date('2026-11-25T10:00:00.000Z');

const statusWrites = () =>
  table
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input.ExpressionAttributeValues?.[':to'])
    .filter(Boolean);

beforeEach(() => {
  table.reset();
  refund.mockReset();
  refundState.mockReset();
  table.on(QueryCommand).resolves({ Items: ledger });
  table.on(GetCommand).resolves({ Item: { eventLimit: 17 } });
  table.on(UpdateCommand).resolves({});
  table.on(TransactWriteCommand).resolves({});
});

describe('returning a purchase', () => {
  it('refunds the payment, then takes back every token with the order marked refunded', async () => {
    refund.mockResolvedValue({ refunded: true });

    await expect(refundOrder(order, fiveDaysLater, '203.0.113.7')).resolves.toBe('refunded');

    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({ paymentTransactionId: 't1', price: '17.99', ip: '203.0.113.7' }),
    );
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(
      items.map((item) => item.Update?.ExpressionAttributeValues?.[':refunded'] ?? item.Put?.Item?.reason),
    ).toEqual(expect.arrayContaining(['refunded', 'PURCHASE_REFUNDED']));
  });

  it('refuses after the 14-day withdrawal window, without asking the provider', async () => {
    await expect(refundOrder(order, new Date('2026-12-05T10:00:01.000Z'), 'ip')).resolves.toBe('window-over');
    expect(refund).not.toHaveBeenCalled();
  });

  it('refuses once a token of the purchase was spent, without asking the provider', async () => {
    table.on(QueryCommand).resolves({
      Items: [
        ...ledger,
        {
          sk: 'LEDGER#2026-11-21T00:00:00.000Z#e',
          userId: 'u1',
          delta: -1,
          reason: 'EVENT_CREATED',
          createdAt: '2026-11-21T00:00:00.000Z',
        },
      ],
    });

    await expect(refundOrder(order, fiveDaysLater, 'ip')).resolves.toBe('tokens-spent');
    expect(refund).not.toHaveBeenCalled();
  });

  it('changes nothing when the provider refuses the refund: the order goes back to paid', async () => {
    refund.mockResolvedValue({ refunded: false, errorCode: '10012', errorMessage: 'Geçersiz işlem' });

    await expect(refundOrder(order, fiveDaysLater, 'ip')).resolves.toBe('provider-refused');

    expect(statusWrites()).toEqual(['refunding', 'paid']);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('an answer the provider did not sign', () => {
  it('leaves the order refunding for reconciliation, never refunded and never back to paid', async () => {
    refund.mockRejectedValue(new PaymentProviderError('signature', 'does not verify'));

    await expect(refundOrder(order, fiveDaysLater, 'ip')).resolves.toBe('provider-unverified');

    expect(statusWrites()).toEqual(['refunding']);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 202 with the order refunding, neither a refund nor a failure to retry', async () => {
    const mine = { ...order, userId: callerId };
    refund.mockRejectedValue(new PaymentProviderError('signature', 'does not verify'));
    table
      .on(GetCommand, { Key: orderKey(callerId, order.orderId) })
      .resolvesOnce({ Item: mine })
      .resolves({
        Item: { ...mine, status: 'refunding' },
      });

    const answer = await invoke(
      handler,
      routeEvent({ pathParameters: { orderId: order.orderId }, body: undefined }),
    );

    expect(answer.statusCode).toBe(202);
    expect(answer.body.status).toBe('refunding');
  });

  it('lists the refunding order where reconciliation looks, by the time the refund began', async () => {
    refund.mockRejectedValue(new PaymentProviderError('signature', 'does not verify'));

    await refundOrder(order, fiveDaysLater, 'ip');

    const lock = table.commandCalls(UpdateCommand)[0].args[0].input;
    expect(Object.values(lock.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining(['REFUNDING_ORDERS', `${fiveDaysLater.toISOString()}#u1#${order.orderId}`]),
    );
  });
});

describe('settling an order left refunding', () => {
  const stuck: OrderRecord = { ...order, status: 'refunding' };

  it('marks it refunded and takes its tokens back when iyzico refunded the payment', async () => {
    refundState.mockResolvedValue('TOTALLY_REFUNDED');

    await expect(settleStuckRefund(stuck, fiveDaysLater)).resolves.toBe('refunded');

    expect(refundState).toHaveBeenCalledWith('p1', order.orderId);
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    const orderUpdate = items.find((item) => item.Update?.ExpressionAttributeValues?.[':refunded']);
    expect(orderUpdate?.Update?.ConditionExpression).toBe('#status = :refunding');
    expect(orderUpdate?.Update?.UpdateExpression).toContain('REMOVE');
    expect(items.map((item) => item.Put?.Item?.reason)).toContain('PURCHASE_REFUNDED');
  });

  it('puts it back to paid, out of the refunding list, when iyzico shows no refund', async () => {
    refundState.mockResolvedValue('NOT_REFUNDED');

    await expect(settleStuckRefund(stuck, fiveDaysLater)).resolves.toBe('paid');

    expect(statusWrites()).toEqual(['paid']);
    expect(table.commandCalls(UpdateCommand)[0].args[0].input.UpdateExpression).toContain('REMOVE');
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('writes nothing when another run settled it first', async () => {
    refundState.mockResolvedValue('NOT_REFUNDED');
    table.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));

    await expect(settleStuckRefund(stuck, fiveDaysLater)).resolves.toBe('unsettled');
  });

  it('leaves it refunding when iyzico’s record cannot be trusted', async () => {
    refundState.mockRejectedValue(new PaymentProviderError('signature', 'does not verify'));

    await expect(settleStuckRefund(stuck, fiveDaysLater)).resolves.toBe('unsettled');

    expect(table.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

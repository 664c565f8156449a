import { judgePayment, newOrder, toTokenOrder, fraudRefusedReason } from '../../../lambdas/tokens/orders';
import type { PaymentOutcome } from '../../../lambdas/tokens/iyzico';
import { checkoutParties } from './parties';

const now = new Date('2026-11-25T10:00:00.000Z');
const order = newOrder('u1', 'popular', 'card', now, checkoutParties);
const paidReport: PaymentOutcome = {
  paid: true,
  ended: true,
  paymentId: 'p1',
  basketId: order.orderId,
  price: '17.99',
  paidPrice: '17.99',
  currency: 'USD',
  fraudStatus: 1,
  paymentTransactionIds: ['t1'],
};

describe('an order', () => {
  it('is opened pending, with the package price, tokens and bonus from the catalogue', () => {
    expect(order).toMatchObject({
      userId: 'u1',
      packageId: 'popular',
      tokens: 10,
      bonusTokens: 2,
      price: '17.99',
      currency: 'USD',
      status: 'pending',
      createdAt: now.toISOString(),
    });
  });

  it('gets an id that sorts by its creation time', () => {
    const later = newOrder('u1', 'starter', 'card', new Date('2026-11-25T10:00:01.000Z'), checkoutParties);
    expect(later.orderId > order.orderId).toBe(true);
    expect(order.orderId).toMatch(/^[0-9a-z]{8,40}$/);
  });

  it('shows its buyer every credited token, bonus included', () => {
    expect(toTokenOrder(order, now).tokens).toBe(12);
  });

  it('paid with a card, offers its buyer the refund until the window closes', () => {
    const paid = { ...order, status: 'paid' as const, paidAt: now.toISOString(), cardType: 'CREDIT_CARD' };
    expect(toTokenOrder(paid, now)).toMatchObject({ refundableUntil: '2026-12-09T10:00:00.000Z' });
    expect(toTokenOrder(paid, now).cardTakesNoRefunds).toBeUndefined();
  });

  it('paid with a prepaid card, says up front that it cannot be refunded to it, and offers no refund', () => {
    const paid = { ...order, status: 'paid' as const, paidAt: now.toISOString(), cardType: 'PREPAID_CARD' };
    expect(toTokenOrder(paid, now)).toMatchObject({ cardTakesNoRefunds: true });
    expect(toTokenOrder(paid, now).refundableUntil).toBeUndefined();
  });
});

describe('judging a payment report', () => {
  it('accepts a successful payment of exactly the order', () => {
    expect(judgePayment(order, paidReport)).toEqual({
      verdict: 'paid',
      paymentId: 'p1',
      paymentTransactionIds: ['t1'],
    });
  });

  it('keeps the type of the card paid with, which decides whether it takes refunds', () => {
    expect(judgePayment(order, { ...paidReport, cardType: 'PREPAID_CARD' })).toMatchObject({
      verdict: 'paid',
      cardType: 'PREPAID_CARD',
    });
  });

  it('reads the same money in any decimal spelling', () => {
    expect(judgePayment(order, { ...paidReport, price: '17.990', paidPrice: '17.99' }).verdict).toBe('paid');
  });

  it('fails a declined payment with the provider’s reason', () => {
    const declined = {
      paid: false,
      ended: true,
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz.',
      paymentTransactionIds: [],
    };
    expect(judgePayment(order, declined)).toEqual({ verdict: 'failed', reason: 'Kart limiti yetersiz.' });
  });

  it('never credits a report of another order’s basket', () => {
    expect(judgePayment(order, { ...paidReport, basketId: 'someone-else' }).verdict).toBe('mismatch');
  });

  it('never credits a tampered amount', () => {
    expect(judgePayment(order, { ...paidReport, paidPrice: '1.00' }).verdict).toBe('mismatch');
    expect(judgePayment(order, { ...paidReport, price: '1.00' }).verdict).toBe('mismatch');
  });

  it('never credits another currency', () => {
    expect(judgePayment(order, { ...paidReport, currency: 'TRY' }).verdict).toBe('mismatch');
  });

  it('waits while the provider reviews a payment for fraud', () => {
    expect(judgePayment(order, { ...paidReport, fraudStatus: 0 })).toEqual({ verdict: 'wait' });
  });

  it('fails a payment the fraud check refused', () => {
    expect(judgePayment(order, { ...paidReport, fraudStatus: -1 })).toEqual({
      verdict: 'failed',
      reason: fraudRefusedReason,
    });
  });
});

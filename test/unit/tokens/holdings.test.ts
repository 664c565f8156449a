import fc from 'fast-check';
import { holdingsOf, nextExpiry, remainingOfOrder } from '../../../lambdas/tokens/holdings';
import type { LedgerEntry } from '../../../lambdas/tokens/ledger';

const entry = (createdAt: string, delta: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  userId: 'u1',
  createdAt,
  delta,
  reason: delta > 0 ? 'WELCOME' : 'EVENT_CREATED',
  ...extra,
});
const purchase = (createdAt: string, tokens: number, orderId: string, expiresAt: string) =>
  entry(createdAt, tokens, { reason: 'PURCHASE', orderId, expiresAt });

describe('token holdings', () => {
  it('keep welcome tokens with no expiry', () => {
    const holdings = holdingsOf([entry('2026-01-01T00:00:00Z', 5)]);

    expect(holdings).toMatchObject({ lots: [], lasting: 5 });
    expect(nextExpiry(holdings)).toBeNull();
  });

  it('spend the soonest-expiring purchased tokens first, before the lasting ones', () => {
    const holdings = holdingsOf([
      entry('2026-01-01T00:00:00Z', 5),
      purchase('2026-01-02T00:00:00Z', 10, 'late', '2026-04-01T00:00:00Z'),
      purchase('2026-01-03T00:00:00Z', 5, 'soon', '2026-02-01T00:00:00Z'),
      entry('2026-01-04T00:00:00Z', -6),
    ]);

    expect(remainingOfOrder(holdings, 'soon')).toBe(0);
    expect(remainingOfOrder(holdings, 'late')).toBe(9);
    expect(holdings.lasting).toBe(5);
  });

  it('spend lasting tokens only once no purchased token is left', () => {
    const holdings = holdingsOf([
      entry('2026-01-01T00:00:00Z', 5),
      purchase('2026-01-02T00:00:00Z', 2, 'o1', '2026-02-01T00:00:00Z'),
      entry('2026-01-03T00:00:00Z', -3),
    ]);

    expect(holdings.lots).toEqual([]);
    expect(holdings.lasting).toBe(4);
  });

  it('close what is left of an order once its tokens expired', () => {
    const holdings = holdingsOf([
      purchase('2026-01-02T00:00:00Z', 10, 'o1', '2026-02-01T00:00:00Z'),
      entry('2026-01-03T00:00:00Z', -4),
      entry('2026-02-01T00:05:00Z', -6, { reason: 'TOKENS_EXPIRED', orderId: 'o1' }),
    ]);

    expect(holdings).toMatchObject({ lots: [], lasting: 0 });
  });

  it('say how many tokens expire first, and when', () => {
    const holdings = holdingsOf([
      purchase('2026-01-02T00:00:00Z', 10, 'o1', '2026-03-01T00:00:00Z'),
      entry('2026-01-02T00:00:00Z', 2, {
        reason: 'PURCHASE_BONUS',
        orderId: 'o1',
        expiresAt: '2026-03-01T00:00:00Z',
      }),
      purchase('2026-01-05T00:00:00Z', 5, 'o2', '2026-05-01T00:00:00Z'),
    ]);

    expect(nextExpiry(holdings)).toEqual({ tokens: 12, at: '2026-03-01T00:00:00Z' });
  });

  it('count every token expiring on the first expiry day, of two packs bought minutes apart', () => {
    const holdings = holdingsOf([
      purchase('2026-11-28T09:00:00Z', 5, 'morning', '2026-12-28T09:00:00Z'),
      purchase('2026-11-28T09:20:00Z', 5, 'later', '2026-12-28T09:20:00Z'),
      purchase('2026-11-29T09:00:00Z', 5, 'next-day', '2026-12-29T09:00:00Z'),
    ]);

    expect(nextExpiry(holdings)).toEqual({ tokens: 10, at: '2026-12-28T09:00:00Z' });
  });

  it('keep the balance equal to the ledger and never negative, over any sequence of credits, spends, expiries and refunds', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('welcome' as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        kind: fc.constant('purchase' as const),
        amount: fc.integer({ min: 1, max: 12 }),
        days: fc.integer({ min: 1, max: 120 }),
      }),
      fc.record({ kind: fc.constant('create' as const), amount: fc.constant(1) }),
      fc.record({ kind: fc.constant('cancelWithRefund' as const), amount: fc.constant(1) }),
      fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (steps) => {
        const entries: LedgerEntry[] = [];
        const orders: { orderId: string; tokens: number; closed: boolean }[] = [];
        let balance = 0;
        let created = 0;
        const record = (delta: number, extra: Partial<LedgerEntry>) => {
          entries.push(entry(new Date(Date.UTC(2026, 0, 1, 0, entries.length)).toISOString(), delta, extra));
          balance += delta;
        };
        for (const s of steps) {
          if (s.kind === 'welcome') record(s.amount, { reason: 'WELCOME' });
          if (s.kind === 'purchase') {
            const orderId = `o${orders.length}`;
            const expiresAt = new Date(Date.UTC(2026, 0, 1 + s.days)).toISOString();
            orders.push({ orderId, tokens: s.amount, closed: false });
            record(s.amount, { reason: 'PURCHASE', orderId, expiresAt });
          }
          // The balance's own condition: a spend only while it covers the cost.
          if (s.kind === 'create' && balance >= 1) {
            record(-1, { reason: 'EVENT_CREATED' });
            created += 1;
          }
          if (s.kind === 'cancelWithRefund' && created > 0) {
            record(1, { reason: 'EVENT_CANCELLED_REFUND' });
            created -= 1;
          }
          const open = orders.filter((order) => !order.closed);
          if ((s.kind === 'expire' || s.kind === 'refund') && open.length > 0) {
            const order = open[s.pick % open.length];
            // What take-back.ts does: what is left of the order, never more than the balance.
            const left = Math.min(remainingOfOrder(holdingsOf(entries), order.orderId), balance);
            // A refund only of an order whose every token is unspent.
            if (s.kind === 'refund' && left < order.tokens) continue;
            order.closed = true;
            if (left > 0) {
              record(-left, {
                reason: s.kind === 'expire' ? 'TOKENS_EXPIRED' : 'PURCHASE_REFUNDED',
                orderId: order.orderId,
              });
            }
          }
        }
        const holdings = holdingsOf(entries);
        const held = holdings.lasting + holdings.lots.reduce((sum, lot) => sum + lot.remaining, 0);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBe(entries.reduce((sum, e) => sum + e.delta, 0));
        expect(held).toBe(balance);
        expect(holdings.lasting).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

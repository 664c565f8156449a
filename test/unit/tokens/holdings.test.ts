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

    expect(holdings).toMatchObject({ lots: [], lasting: 5, earned: 5, spent: 0 });
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

    expect(holdings.lots).toEqual([]);
    expect(holdings).toMatchObject({ earned: 10, spent: 10 });
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

  it('hold exactly the ledger sum, whatever the sequence of credits and spends', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('welcome' as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        kind: fc.constant('purchase' as const),
        amount: fc.integer({ min: 1, max: 12 }),
        days: fc.integer({ min: 1, max: 120 }),
      }),
      fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const entries: LedgerEntry[] = [];
        let balance = 0;
        steps.forEach((s, index) => {
          const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
          if (s.kind === 'spend') {
            if (balance < s.amount) return;
            entries.push(entry(createdAt, -s.amount));
            balance -= s.amount;
          } else if (s.kind === 'welcome') {
            entries.push(entry(createdAt, s.amount));
            balance += s.amount;
          } else {
            const expiresAt = new Date(Date.UTC(2026, 0, 1 + s.days)).toISOString();
            entries.push(purchase(createdAt, s.amount, `o${index}`, expiresAt));
            balance += s.amount;
          }
        });
        const holdings = holdingsOf(entries);
        const held = holdings.lasting + holdings.lots.reduce((sum, lot) => sum + lot.remaining, 0);
        expect(held).toBe(balance);
        expect(holdings.lasting).toBeGreaterThanOrEqual(0);
        expect(holdings.earned - holdings.spent).toBe(balance);
      }),
    );
  });
});

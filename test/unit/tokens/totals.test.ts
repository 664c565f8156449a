import fc from 'fast-check';
import { ledgerReasons, type LedgerReason } from '../../../lambdas/contracts/tokens';
import { tokenTotalsOf } from '../../../lambdas/tokens/totals';

const line = (reason: LedgerReason, delta: number) => ({ reason, delta });

describe("the balance card's totals", () => {
  it('count a refunded purchase as tokens taken back with the money, not as spending', () => {
    const totals = tokenTotalsOf([line('PURCHASE', 5), line('PURCHASE_REFUNDED', -5)]);

    expect(totals).toMatchObject({ bought: 5, refundedPurchases: 5, spentOnEvents: 0 });
  });

  it('count the token a cancelled event gave back as not spent', () => {
    const totals = tokenTotalsOf([line('EVENT_CREATED', -1), line('EVENT_CANCELLED_REFUND', 1)]);

    expect(totals).toMatchObject({ spentOnEvents: 0, bought: 0, earnedByRules: 0 });
  });

  it("keep bought tokens out of what the Earn Tokens tab's rules gave", () => {
    const totals = tokenTotalsOf([
      line('WELCOME', 5),
      line('PURCHASE', 5),
      line('PURCHASE_BONUS', 2),
      line('EARNED_EVENT_COMPLETED', 1),
      line('EARNED_FIVE_STAR_RATING', 2),
      line('EARNED_REFERRAL', 3),
      line('EARNED_MONTHLY_HOST', 5),
    ]);

    expect(totals).toMatchObject({ welcome: 5, bought: 7, earnedByRules: 11 });
  });

  it('add up to the sum of the ledger, whatever its entries', () => {
    const entry = fc.record({
      reason: fc.constantFrom(...ledgerReasons),
      delta: fc.integer({ min: -12, max: 12 }).filter((delta) => delta !== 0),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const totals = tokenTotalsOf(entries);
        const came = totals.welcome + totals.bought + totals.earnedByRules;
        const went = totals.spentOnEvents + totals.expired + totals.refundedPurchases;
        expect(came - went).toBe(entries.reduce((sum, { delta }) => sum + delta, 0));
      }),
    );
  });
});

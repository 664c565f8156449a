import '../support/env';
import { decodeCursor } from '../../../lambdas/tokens/history';

const cursorOf = (positions: unknown) => Buffer.from(JSON.stringify(positions)).toString('base64url');

describe('the history cursor', () => {
  it('starts at the newest line without one', () => {
    expect(decodeCursor(undefined)).toEqual({});
  });

  it('reads back where the ledger and the orders left off', () => {
    const positions = {
      ledger: 'LEDGER#2026-11-25T10:00:00.000Z#e1',
      orders: 'ORDER#20261125100000000ab',
      ordersDone: true,
    };
    expect(decodeCursor(cursorOf(positions))).toEqual(positions);
  });

  it('refuses a position outside the items it pages through', () => {
    expect(decodeCursor(cursorOf({ ledger: 'PROFILE' }))).toBeUndefined();
    expect(decodeCursor(cursorOf({ orders: 'LEDGER#x' }))).toBeUndefined();
  });

  it('refuses what is not a cursor', () => {
    expect(decodeCursor('not-json')).toBeUndefined();
    expect(decodeCursor(cursorOf({ ledger: 'LEDGER#x', extra: 1 }))).toBeUndefined();
  });
});

/**
 * The Purchase History tab: a user's orders and ledger entries, newest first, a page at a time. The two are read
 * side by side and merged by time; the cursor remembers where each left off, so no line is skipped or repeated at
 * a page's edge.
 */
import * as z from 'zod/mini';
import type { LedgerLine, OrderLine, TokenHistoryPage } from '../contracts/tokens';
import { ledgerSortKeyPrefix, orderSortKeyPrefix } from './keys';
import { ledgerPage } from './ledger';
import { ordersPage } from './orders-table';
import { toTokenOrder } from './orders';

export const historyPageSize = 20;

/** Cursors are opaque to clients: base64url of the positions, checked on the way back in (as listing cursors are). */
const positionsSchema = z.strictObject({
  ledger: z.optional(z.string().check(z.startsWith(ledgerSortKeyPrefix))),
  orders: z.optional(z.string().check(z.startsWith(orderSortKeyPrefix))),
  ledgerDone: z.optional(z.boolean()),
  ordersDone: z.optional(z.boolean()),
});

/** Where each source left off: the sort key of its last line shown, and whether it has more. */
type Positions = z.infer<typeof positionsSchema>;

export function decodeCursor(cursor: string | undefined): Positions | undefined {
  if (cursor === undefined) return {};
  try {
    const parsed = positionsSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const encodeCursor = (positions: Positions) => Buffer.from(JSON.stringify(positions)).toString('base64url');

/**
 * Purchases, their bonuses and their refunds are the order's own lines; the ledger lines shown beside the orders
 * are the rest (welcome, events, expiry), so a purchase appears once.
 */
const shownInOrder = new Set(['PURCHASE', 'PURCHASE_BONUS', 'PURCHASE_REFUNDED']);

export async function historyPage(
  userId: string,
  positions: Positions,
  now: Date,
  size = historyPageSize,
): Promise<TokenHistoryPage> {
  const [ledger, orders] = await Promise.all([
    positions.ledgerDone ? [] : ledgerPage(userId, size, positions.ledger),
    positions.ordersDone ? [] : ordersPage(userId, size, positions.orders),
  ]);
  type Line = { source: 'ledger' | 'orders'; sortKey: string; line: LedgerLine | OrderLine };
  const lines: Line[] = [
    ...ledger.map(({ sortKey, entry }): Line => ({
      source: 'ledger',
      sortKey,
      line: {
        kind: 'ledger',
        id: entry.entryId,
        at: entry.createdAt,
        delta: entry.delta,
        reason: entry.reason,
        ...(entry.eventId ? { eventId: entry.eventId } : {}),
        ...(entry.orderId ? { orderId: entry.orderId } : {}),
      },
    })),
    ...orders.map(({ sortKey, order }): Line => ({
      source: 'orders',
      sortKey,
      line: { kind: 'order', id: order.orderId, at: order.createdAt, order: toTokenOrder(order, now) },
    })),
  ].sort((a, b) => b.line.at.localeCompare(a.line.at));
  const taken = lines.slice(0, size);
  const lastOf = (source: Line['source']) => taken.filter((line) => line.source === source).at(-1)?.sortKey;
  const next: Positions = {
    ledger: lastOf('ledger') ?? positions.ledger,
    orders: lastOf('orders') ?? positions.orders,
    ledgerDone:
      positions.ledgerDone || (ledger.length < size && !lines.slice(size).some((l) => l.source === 'ledger')),
    ordersDone:
      positions.ordersDone || (orders.length < size && !lines.slice(size).some((l) => l.source === 'orders')),
  };
  const items = taken
    .map(({ line }) => line)
    .filter((line) => line.kind === 'order' || !shownInOrder.has(line.reason));
  return {
    items,
    ...(next.ledgerDone && next.ordersDone ? {} : { nextCursor: encodeCursor(next) }),
  };
}

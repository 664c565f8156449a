/** The tokens feature's calls, through the shell's API client (token, timeout, 401 retry, loading toast). */
import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKey } from 'swr/infinite';
import * as api from '@contracts/endpoints/tokens';
import * as invoicesApi from '@contracts/endpoints/invoices';
import type {
  AutoRefillSettings,
  AutoRefillState,
  CheckoutAnswer,
  CheckoutRequest,
  TokenHistoryPage,
  TokenOrder,
} from '@contracts/tokens';
import { profilePath } from '../profile';
import { callApi, pathOf, readPath, type ApiError } from '../../lib/api/client';
import { fetchApiFile } from '../../lib/api/file';
import { useApi } from '../../lib/api/useApi';

export const useTokenOverview = () => useApi(api.getTokens, {});

export const useTokenOrder = (orderId: string | null) =>
  useApi(api.getTokenOrder, orderId ? { params: { orderId } } : null);

/** The contracts accepted for an order, as the server keeps them. */
export const useOrderContract = (orderId: string) => useApi(api.getOrderContract, { params: { orderId } });

export function startCheckout(request: CheckoutRequest): Promise<CheckoutAnswer> {
  return callApi(api.startCheckout, { body: request });
}

/** The history's pages: each page's cursor asks for the next. */
function historyPageKey(index: number, previous: TokenHistoryPage | null): string | null {
  if (index > 0 && !previous?.nextCursor) return null;
  return pathOf(api.getTokenHistory, { query: { cursor: previous?.nextCursor } });
}

/** The history, a page at a time. */
export function useTokenHistory() {
  return useSWRInfinite<TokenHistoryPage, ApiError>(
    historyPageKey,
    (path: string) => readPath(api.getTokenHistory, path, { quiet: false }),
    { revalidateFirstPage: true },
  );
}

/** After an order changed: every tokens read and the profile (its balance) are read again. */
async function revalidateTokens(): Promise<void> {
  await Promise.all([
    // The overview, the order, and the profile's balance. A filter never matches useSWRInfinite's own key, so
    // the history (every page it shows) is named by that key.
    mutate((key) => typeof key === 'string' && (key.includes(api.getTokens.path) || key === profilePath)),
    mutate(infiniteKey(historyPageKey)),
  ]);
}

/**
 * Shows an order's e-Arşiv invoice (a printable page) in `tab`, a tab the click opened at once (a tab opened after
 * the request would be a blocked pop-up): the API needs the bearer token, so the page is fetched and shown from a
 * Blob URL. A refusal closes the tab and is thrown, with the server's Turkish message.
 */
export async function showInvoice(orderId: string, tab: Window): Promise<void> {
  try {
    const page = await fetchApiFile(invoicesApi.getOrderInvoice, { params: { orderId } });
    const url = URL.createObjectURL(page);
    tab.location.href = url;
    // The tab has read it by then; the URL would otherwise live as long as this page.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** Returns a purchase. */
export async function refundOrder(orderId: string): Promise<TokenOrder> {
  const order = await callApi(api.refundTokenOrder, { params: { orderId } });
  await revalidateTokens();
  return order;
}

/** Gives up a checkout; the answer is the order as it stands (paid, if the payment came first). */
export async function cancelOrder(orderId: string): Promise<TokenOrder> {
  const order = await callApi(api.cancelTokenOrder, { params: { orderId } });
  await revalidateTokens();
  return order;
}

/** Saves auto-refill; the overview then shows what the server kept. */
export async function saveAutoRefill(settings: AutoRefillSettings): Promise<AutoRefillState> {
  const state = await callApi(api.saveAutoRefill, { body: settings });
  await mutate(pathOf(api.getTokens));
  return state;
}

/** Buying through the local iyzico sandbox as the SPA and the payment page do: the checkout, and iyzico's post back. */
import type { TokenPackageId } from '../../../lambdas/contracts/tokens';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';
import { stackInfo } from './stack-info';
import type { TestUser } from './users';

/** Opens an order with the contracts accepted; answers it with its payment page and iyzico's checkout token. */
export async function checkout(user: TestUser, packageId: TokenPackageId = 'popular') {
  const answer = await callEndpoint(endpoints.tokens.startCheckout, {
    token: user.accessToken,
    body: { packageId, method: 'card', acceptedContracts: true },
  });
  expect(answer.status).toBe(201);
  const { orderId, paymentPageUrl } = answer.body;
  return {
    orderId,
    paymentPageUrl,
    checkoutToken: paymentPageUrl.slice(paymentPageUrl.lastIndexOf('/') + 1),
  };
}

/** What the payment page's return form posts, as a browser does; redirects are read, not followed. */
export function postCallback(checkoutToken: string) {
  return fetch(`${stackInfo().apiUrl}${endpoints.tokens.iyzicoCallback.path}`, {
    method: 'POST',
    body: new URLSearchParams({ token: checkoutToken }),
    redirect: 'manual',
  });
}

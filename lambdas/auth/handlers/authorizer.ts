/**
 * HTTP API Lambda authorizer (payload 2.0, simple responses): lets through access tokens of our own app
 * client only (lambdas/auth/access-token.ts). Every rejection throws exactly 'Unauthorized', which API Gateway
 * (and the local gateway) answer with 401, so the SPA refreshes its token and retries.
 */
import { httpAuthorizer } from '../access-token';

export const handler = httpAuthorizer(() => true);

/** The auth feature's part of the function list (lambdas/routes.ts): functions other services invoke. */
import type { FunctionDefinition } from '../function-kinds';

/** Verifies access tokens in front of every signed-in route (API Gateway invokes it, not the browser). */
export const authorizer: FunctionDefinition = {
  handler: 'auth/handlers/authorizer',
  access: [],
  settings: ['JWT_ISSUER', 'USER_POOL_CLIENT_ID'],
};

/** Cognito's CustomMessage trigger: the verification link and reset-code e-mails. */
export const customMessage: FunctionDefinition = {
  handler: 'auth/handlers/cognito-custom-message',
  access: [],
  settings: ['SITE_URL'],
};

/** The auth feature's part of the function list (lambdas/routes.ts): functions other services invoke. */
import type { EndpointAccess } from '../contracts/endpoint';
import type { FunctionDefinition } from '../function-kinds';

/** Verifies access tokens in front of every signed-in route (API Gateway invokes it, not the browser). */
export const authorizer: FunctionDefinition = {
  handler: 'auth/handlers/authorizer',
  access: [],
  settings: ['JWT_ISSUER', 'USER_POOL_CLIENT_ID'],
};

/** Verifies access tokens and the moderators' group in front of every moderator route. */
export const moderatorAuthorizer: FunctionDefinition = {
  handler: 'auth/handlers/moderator-authorizer',
  access: [],
  settings: ['JWT_ISSUER', 'USER_POOL_CLIENT_ID'],
};

/** The authorizer in front of each kind of endpoint that has one, by the endpoint's `access`. */
export const routeAuthorizers = {
  'signed-in': authorizer,
  moderator: moderatorAuthorizer,
} as const satisfies Record<Exclude<EndpointAccess, 'public'>, FunctionDefinition>;
export type AuthorizedAccess = keyof typeof routeAuthorizers;

/** Cognito's CustomMessage trigger: the verification link and reset-code e-mails. */
export const customMessage: FunctionDefinition = {
  handler: 'auth/handlers/cognito-custom-message',
  access: [],
  settings: ['SITE_URL'],
};

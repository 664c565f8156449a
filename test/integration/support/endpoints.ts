/** Every endpoint description by feature, for tests to call: `callEndpoint(endpoints.events.getEvent, ...)`. */
export * as account from '../../../lambdas/contracts/endpoints/account';
export * as events from '../../../lambdas/contracts/endpoints/events';
export * as geo from '../../../lambdas/contracts/endpoints/geo';
export * as messages from '../../../lambdas/contracts/endpoints/messages';
export * as profile from '../../../lambdas/contracts/endpoints/profile';
export * as requests from '../../../lambdas/contracts/endpoints/requests';
export * as users from '../../../lambdas/contracts/endpoints/users';

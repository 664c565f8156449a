/** Every endpoint description by feature, for tests to call: `callEndpoint(endpoints.events.getEvent, ...)`. */
import * as profileRead from '../../../lambdas/contracts/endpoints/profile';
import * as profileSettings from '../../../lambdas/contracts/endpoints/profile-settings';

export * as account from '../../../lambdas/contracts/endpoints/account';
export * as calendar from '../../../lambdas/contracts/endpoints/calendar';
export * as events from '../../../lambdas/contracts/endpoints/events';
export * as friends from '../../../lambdas/contracts/endpoints/friends';
export * as geo from '../../../lambdas/contracts/endpoints/geo';
export * as messages from '../../../lambdas/contracts/endpoints/messages';
export * as moderation from '../../../lambdas/contracts/endpoints/moderation';
export * as notifications from '../../../lambdas/contracts/endpoints/notifications';
export * as requests from '../../../lambdas/contracts/endpoints/requests';
export * as users from '../../../lambdas/contracts/endpoints/users';
export * as webPush from '../../../lambdas/contracts/endpoints/web-push';

/** The profile feature's read and its settings, kept in two modules so a reading screen loads no settings schema. */
export const profile = { ...profileRead, ...profileSettings };
export * as tokens from '../../../lambdas/contracts/endpoints/tokens';

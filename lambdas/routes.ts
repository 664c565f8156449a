/**
 * THE function list: every HTTP route and every function that is not a route (the authorizer, Cognito
 * triggers, stream consumers, scheduled jobs), joined from each feature's own list (lambdas/<feature>/routes.ts).
 * CDK, the local stack, the bench, the docs and the tests all read it, so a function exists in exactly one place.
 * The kinds are described in lambdas/function-kinds.ts; each endpoint in lambdas/contracts/endpoints/.
 */
import { sealAccessLogs } from './access-logs/routes';
import { accountRoutes } from './account/routes';
import { attendanceRoutes, closeAttendanceJob, completeEventJob } from './attendance/routes';
import { authorizer, customMessage, moderatorAuthorizer, routeAuthorizers } from './auth/routes';
import { calendarRoutes } from './calendar/routes';
import { emailFeedbackRecorder, emailRoutes, emailSender } from './email/routes';
import { eventsRoutes } from './events/routes';
import type {
  EventRuleDefinition,
  FunctionDefinition,
  RouteDefinition,
  ScheduledJobDefinition,
  StreamConsumerDefinition,
  WebSocketRouteDefinition,
} from './function-kinds';
import { friendsRoutes } from './friends/routes';
import { invoicesRoutes, issueInvoices, retryInvoices } from './invoices/routes';
import { geoRoutes } from './geo/routes';
import { messagesRoutes } from './messages/routes';
import { caseOpener, liftSuspensionJob, measureQueueJob, moderationRoutes } from './moderation/routes';
import { previewsRoutes } from './previews/routes';
import {
  notificationsRoutes,
  notifyEventChanges,
  notifyModerationChanges,
  notifyUserChanges,
} from './notifications/routes';
import { profileRoutes } from './profile/routes';
import { sendReminderJob } from './reminders/routes';
import { connectionAuthorizer, sendLiveUpdates, liveWebSocketRoutes } from './live/routes';
import { ratingCounter, ratingsRoutes } from './ratings/routes';
import { expireOfferJob, offerExpiryScheduler, requestsRoutes } from './requests/routes';
import { awardBadges, grantEarnedTokens, rewardsRoutes } from './rewards/routes';
import { screener, stuckScreeningSweep } from './screening/routes';
import { expireTokens, reconcileOrders, refillOnLowBalance, tokensRoutes } from './tokens/routes';
import { usersRoutes } from './users/routes';
import { webPushRoutes, webPushSender } from './web-push/routes';

export {
  authorizer,
  customMessage,
  emailFeedbackRecorder,
  emailSender,
  moderatorAuthorizer,
  ratingCounter,
  screener,
};
export { routeAuthorizers };
export {
  connectionAuthorizer,
  notifyEventChanges,
  notifyModerationChanges,
  notifyUserChanges,
  sendLiveUpdates,
  webPushSender,
};

export const routes: readonly RouteDefinition[] = [
  ...profileRoutes,
  ...geoRoutes,
  ...eventsRoutes,
  ...requestsRoutes,
  ...messagesRoutes,
  ...usersRoutes,
  ...accountRoutes,
  ...tokensRoutes,
  ...invoicesRoutes,
  ...attendanceRoutes,
  ...ratingsRoutes,
  ...rewardsRoutes,
  ...friendsRoutes,
  ...previewsRoutes,
  ...emailRoutes,
  ...calendarRoutes,
  ...notificationsRoutes,
  ...moderationRoutes,
  ...webPushRoutes,
];

export const streamConsumers: readonly StreamConsumerDefinition[] = [
  screener,
  refillOnLowBalance,
  emailSender,
  ratingCounter,
  grantEarnedTokens,
  awardBadges,
  offerExpiryScheduler,
  notifyEventChanges,
  notifyUserChanges,
  notifyModerationChanges,
  sendLiveUpdates,
  caseOpener,
  webPushSender,
  issueInvoices,
];

/** The routes of the WebSocket API (live updates); its authorizer is `connectionAuthorizer`. */
export const webSocketRoutes: readonly WebSocketRouteDefinition[] = [...liveWebSocketRoutes];

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  reconcileOrders,
  expireTokens,
  completeEventJob,
  closeAttendanceJob,
  expireOfferJob,
  sendReminderJob,
  stuckScreeningSweep,
  liftSuspensionJob,
  measureQueueJob,
  retryInvoices,
  sealAccessLogs,
];

/** Functions fed by EventBridge rules on events AWS services publish. */
export const eventRuleFunctions: readonly EventRuleDefinition[] = [emailFeedbackRecorder];

export const allFunctions: readonly FunctionDefinition[] = [
  ...routes,
  authorizer,
  moderatorAuthorizer,
  customMessage,
  connectionAuthorizer,
  ...webSocketRoutes,
  ...streamConsumers,
  ...scheduledJobs,
  ...eventRuleFunctions,
];

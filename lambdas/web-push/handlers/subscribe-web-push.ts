/** POST /private/push-subscriptions: adds (or refreshes) the caller's device for phone notifications. */
import * as api from '../../contracts/endpoints/web-push';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { subscribe } from '../subscriptions';

export const handler = httpRoute(api.subscribeWebPush, async ({ userId, body }) => ({
  body: await subscribe(userId, body, clock.now()),
}));

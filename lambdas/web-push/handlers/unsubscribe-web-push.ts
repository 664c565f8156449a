/** DELETE /private/push-subscriptions: forgets one of the caller's devices. */
import * as api from '../../contracts/endpoints/web-push';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { unsubscribe } from '../subscriptions';

export const handler = httpRoute(api.unsubscribeWebPush, async ({ userId, body }) => ({
  body: await unsubscribe(userId, body.endpoint, clock.now()),
}));

/**
 * PUT /private/blocks/{userId}: the caller blocks a user. Idempotent. From then on neither can ask to join the
 * other's events or message the other (checked inside those writes); open requests and places in line between
 * them, either way, are declined or given up so neither sees the other there. A friendship or a friend request
 * between the two ends in the block's own transaction.
 */
import { leaveLinesBetween } from '../../requests/places-table';
import { blockedMessage, type UserActionAnswer } from '../../contracts/users';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { declineOpenRequestsBetween } from '../../requests/requests-table';
import { putBlock } from '../blocks-table';
import { existingUser } from '../known-user';
import { blockOf } from '../users';
import { blockRefusals, friendRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { endingParts, friendshipOf, statusOfRecord } from '../../friends/friends-table';

export const handler = httpRoute(api.blockUser, async ({ params, userId }) => {
  if (params.userId === userId) throw refusal(400, blockRefusals, 'SELF');
  const target = await existingUser(params.userId);
  const now = clock.now();
  const block = blockOf(target, now);
  // The friendship's parts pin the status read; one that moved meanwhile (an accept, a cancel) is read again.
  for (let attempt = 0; ; attempt++) {
    const seen = statusOfRecord(await friendshipOf(userId, target.userId));
    if ((await putBlock(userId, block, endingParts(userId, target.userId, seen))) !== 'alongside-changed')
      break;
    if (attempt === 4) throw refusal(409, friendRefusals, 'CONCURRENT_UPDATE');
  }
  // After the block: a request sent meanwhile was refused by its own transaction's block check.
  for (const [hostId, requesterId] of [
    [userId, target.userId],
    [target.userId, userId],
  ]) {
    await declineOpenRequestsBetween(hostId, requesterId, userId, now);
    await leaveLinesBetween(hostId, requesterId, now);
  }
  const answer: UserActionAnswer = { message: blockedMessage };
  return { body: answer };
});

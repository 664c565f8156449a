/**
 * All table access for messages. Sending is one transaction (DESIGN.md section 3): the message, both
 * parties' summaries (the recipient's unread count + 1), and conditions that neither party has blocked the
 * other, that the screener approved the join request behind the thread and that both accounts are active, so a
 * block, a request that has not passed the screener or an account deletion that lands meanwhile stops the message.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { removedMessageText, type ChatMessage, type ThreadParty } from '../contracts/messages';
import { eventKey } from '../events/keys';
import { userPartition } from '../platform/keys';
import { documentClient, tableName } from '../platform/table';
import { setAssignments, transactWithRetries, type TransactionItem } from '../platform/transactions';
import { activeProfileCheck, liveProfileCheck, refuseInactiveCaller } from '../profile/profiles-table';
import { requestOpenToMessagesCheck } from '../requests/requests-table';
import { notBlockedCheck } from '../users/blocks-table';
import type { Thread } from './messages';
import {
  messageKey,
  messageSortKeyPrefix,
  threadPartition,
  threadSummaryKey,
  threadSummarySortKeyPrefix,
} from './keys';
import {
  parseMessageRecord,
  parseThreadSummaryRecord,
  type MessageRecord,
  type ThreadSummaryRecord,
} from './thread-records';

/**
 * `closed`: the join request behind the thread is gone or the screener did not approve it; `recipientGone`: their
 * account is deleted or being deleted (a sender who may not write is refused: `refuseInactiveCaller`).
 */
export type SendOutcome = 'sent' | 'blocked' | 'closed' | 'eventCancelled' | 'recipientGone';

export async function sendMessage(
  thread: Thread,
  message: ChatMessage,
  sender: ThreadParty,
  recipient: ThreadParty,
): Promise<SendOutcome> {
  const failure = await transactWithRetries({
    message: {
      Put: {
        TableName: tableName,
        Item: {
          ...messageKey(thread.eventId, thread.requesterId, message.sentAt, message.id),
          id: message.id,
          senderId: message.senderId,
          text: message.text,
          sentAt: message.sentAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // The sender has read the thread they answer in.
    senderSummary: summaryUpdate(sender.userId, thread, recipient, message, 'read'),
    recipientSummary: summaryUpdate(recipient.userId, thread, sender, message, 'unread'),
    senderNotBlocked: notBlockedCheck(sender.userId, recipient.userId),
    recipientNotBlocked: notBlockedCheck(recipient.userId, sender.userId),
    requestOpen: requestOpenToMessagesCheck(thread.eventId, thread.requesterId),
    senderActive: activeProfileCheck(sender.userId),
    recipientActive: liveProfileCheck(recipient.userId),
    // A cancelled event has nothing left to arrange: its threads stay readable, never a channel between strangers.
    eventNotCancelled: {
      ConditionCheck: {
        TableName: tableName,
        Key: eventKey(thread.eventId),
        ConditionExpression: '#state <> :cancelled',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled' },
      },
    },
  });
  if (!failure) return 'sent';
  refuseInactiveCaller(failure, 'senderActive');
  if (failure.conditionFailed('senderNotBlocked') || failure.conditionFailed('recipientNotBlocked')) {
    return 'blocked';
  }
  if (failure.conditionFailed('requestOpen')) return 'closed';
  if (failure.conditionFailed('recipientActive')) return 'recipientGone';
  // After the accounts: a deletion cancels the events its user hosts, and the deletion is what to tell.
  if (failure.conditionFailed('eventNotCancelled')) return 'eventCancelled';
  throw new Error(`Message not sent: ${failure.summary}`);
}

function summaryUpdate(
  ownerId: string,
  thread: Thread,
  other: ThreadParty,
  message: ChatMessage,
  state: 'read' | 'unread',
): TransactionItem {
  const assignments = setAssignments({
    eventId: thread.eventId,
    eventTitle: thread.eventTitle,
    requesterId: thread.requesterId,
    other,
    lastMessage: message.text,
    lastMessageAt: message.sentAt,
    ...(state === 'read' ? { unread: 0 } : {}),
  });
  return {
    Update: {
      TableName: tableName,
      Key: threadSummaryKey(ownerId, thread.eventId, thread.requesterId),
      UpdateExpression:
        state === 'read' ? assignments.expression : `${assignments.expression} ADD #unread :one`,
      ExpressionAttributeNames: {
        ...assignments.names,
        ...(state === 'read' ? {} : { '#unread': 'unread' }),
      },
      ExpressionAttributeValues: { ...assignments.values, ...(state === 'read' ? {} : { ':one': 1 }) },
    },
  };
}

const threadPageLimit = 100;

/** The thread's newest messages (at most 100), oldest first. */
export async function latestMessages(eventId: string, requesterId: string): Promise<MessageRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': threadPartition(eventId, requesterId),
        ':prefix': messageSortKeyPrefix,
      },
      // A sender reading right after sending sees their message.
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: threadPageLimit,
    }),
  );
  return Items.map(parseMessageRecord).reverse();
}

/** One message of a thread, by its time and id. */
export async function getMessage(
  eventId: string,
  requesterId: string,
  sentAt: string,
  messageId: string,
): Promise<MessageRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: messageKey(eventId, requesterId, sentAt, messageId) }),
  );
  return Item && parseMessageRecord(Item);
}

/**
 * Transaction piece: a moderator removes a message. Its words leave the table (the case keeps them as reported);
 * the thread shows that it was removed. Conditioned on the message being there.
 */
export function messageRemoval(
  message: { eventId: string; requesterId: string; sentAt: string; messageId: string },
  at: string,
): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: messageKey(message.eventId, message.requesterId, message.sentAt, message.messageId),
      UpdateExpression: 'SET removedAt = :at, #text = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#text': 'text' },
      ExpressionAttributeValues: { ':at': at, ':empty': '' },
    },
  };
}

/**
 * A removed message that was its thread's last leaves the parties' inboxes: each summary still showing it (its
 * `lastMessageAt` is the message's) shows `removedMessageText` instead; a summary of a later message is left as it
 * is. Repeatable. `hostId` is absent for an event gone since: the requester's inbox alone is left to mend.
 */
export async function hideRemovedMessageInInboxes(message: {
  eventId: string;
  requesterId: string;
  hostId: string | undefined;
  sentAt: string;
}): Promise<void> {
  const owners = [message.requesterId, ...(message.hostId ? [message.hostId] : [])];
  await Promise.all(
    owners.map(async (ownerId) => {
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: threadSummaryKey(ownerId, message.eventId, message.requesterId),
            UpdateExpression: 'SET lastMessage = :removed',
            ConditionExpression: 'lastMessageAt = :sentAt',
            ExpressionAttributeValues: { ':removed': removedMessageText, ':sentAt': message.sentAt },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
}

/** The reader has seen everything in the thread; a thread without messages has no summary to touch. */
export async function markThreadRead(userId: string, eventId: string, requesterId: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: threadSummaryKey(userId, eventId, requesterId),
        UpdateExpression: 'SET #unread = :zero',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#unread': 'unread' },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

const inboxLimit = 100;

/** The user's thread summaries (at most 100 read), in key order: the caller orders them by activity. */
export async function threadSummariesOf(userId: string): Promise<ThreadSummaryRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': threadSummarySortKeyPrefix },
      ConsistentRead: true,
      Limit: inboxLimit,
    }),
  );
  return Items.map(parseThreadSummaryRecord);
}

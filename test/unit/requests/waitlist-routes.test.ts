import '../support/env';
import './one-time-jobs-env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as leaveHandler } from '../../../lambdas/requests/handlers/leave-event';
import { handler as removeHandler } from '../../../lambdas/requests/handlers/remove-participant';
import { handler as confirmHandler } from '../../../lambdas/requests/handlers/confirm-offer';
import { handler as expireOfferJob } from '../../../lambdas/requests/handlers/expire-offer';
import { handler as cancelEventHandler } from '../../../lambdas/events/handlers/cancel-event';
import { handler as scheduleOfferExpiries } from '../../../lambdas/requests/handlers/schedule-offer-expiries';
import { callerId, invoke, lambdaContext, routeEvent } from '../support/events';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { expireOfferScheduleName } from '../../../lambdas/requests/waitlist';
import { eventKey } from '../../../lambdas/events/keys';
import { eventItem } from '../support/event-records';
import { cancelledOn } from '../support/transactions';
import { expireOfferTarget } from './one-time-jobs-env';

const table = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);
const eventId = eventItem.id;
const memberId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const nextId = '1c9b4d66-3a72-4e8f-8b54-8d2f3e4a5b6c';
const fullEvent = { ...eventItem, participantCount: 4, waitlistCount: 1 };

function requestOf(requesterId: string, fields: Partial<JoinRequestRecord>): JoinRequestRecord {
  return {
    eventId,
    requesterId,
    hostId: callerId,
    status: 'accepted',
    message: 'Selam!',
    createdAt: '2030-05-02T10:00:00.000Z',
    decidedAt: '2030-05-02T11:00:00.000Z',
    decidedBy: 'host',
    screening: null,
    requester: { name: 'Mert', username: 'mert', avatar: null, rating: 0, eventCount: 0, badges: [] },
    ...fields,
  };
}
const inLine = requestOf(nextId, { status: 'waitlisted', waitlistedAt: '2030-05-03T10:00:00.000Z' });

/** GetItem by sort key: the event (each read the next of `events`), else the member's request. */
function stored(request: JoinRequestRecord, ...events: object[]) {
  let eventRead = 0;
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
    if (input.Key.sk === 'EVENT') return { Item: events[Math.min(eventRead++, events.length - 1)] };
    return { Item: input.Key.sk === `REQUEST#${request.requesterId}` ? request : undefined };
  });
  table.on(QueryCommand).resolves({ Items: [inLine] });
}

const transactionItems = (call = 0) =>
  table.commandCalls(TransactWriteCommand)[call].args[0].input.TransactItems!;

beforeEach(() => {
  table.reset();
  scheduler.reset();
  table.on(TransactWriteCommand).resolves({});
});

describe('DELETE /private/event/{id}/participation', () => {
  const leave = (userId = memberId) =>
    invoke(leaveHandler, routeEvent({ pathParameters: { id: eventId }, userId }));

  it('leaves in one transaction that offers the freed place to the first in line', async () => {
    stored(requestOf(memberId, {}), fullEvent);

    const response = await leave();

    expect([response.statusCode, response.body.message]).toEqual([
      200,
      'Etkinlikten ayrıldın. Yerin sıradaki kişiye geçti.',
    ]);
    const items = transactionItems();
    expect(items.map((item) => Object.keys(item)[0])).toEqual([
      'Update',
      'Delete',
      'Update',
      'Update',
      'Update',
      'Update',
    ]);
    expect(items[0].Update?.ExpressionAttributeValues).toMatchObject({
      ':from': 'accepted',
      ':status': 'left',
    });
    expect(items[1].Delete?.Key).toEqual({ pk: eventItem.pk, sk: `MEMBER#${memberId}` });
    expect(items[2].Update?.ExpressionAttributeValues).toMatchObject({ ':eventsJoined': -1 });
    expect(items[3].Update?.ExpressionAttributeValues).toMatchObject({ ':totalParticipants': -1 });
    expect(items[4].Update?.ExpressionAttributeValues).toMatchObject({
      ':participantCount': 4,
      ':offeredPlaces': 0,
      ':waitlistCount': 1,
      ':toParticipants': 3,
      ':toOffered': 1,
      ':toWaiting': 0,
    });
    expect(items[5].Update).toMatchObject({
      Key: { sk: `REQUEST#${nextId}` },
      ExpressionAttributeValues: { ':from': 'waitlisted', ':status': 'offered' },
    });
  });

  it('decides again from the event as it became when a concurrent change moved its counters first', async () => {
    const movedEvent = { ...fullEvent, waitlistCount: 0 };
    stored(requestOf(memberId, {}), fullEvent, movedEvent);
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledOn(eventKey(eventId)))
      .resolves({});

    const response = await leave();

    expect(response.statusCode).toBe(200);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(transactionItems(1)).toHaveLength(5);
    expect(transactionItems(1)[4].Update?.ExpressionAttributeValues).toMatchObject({
      ':waitlistCount': 0,
      ':toOffered': 0,
    });
  });

  it('refuses the host with 400 and writes nothing', async () => {
    stored(requestOf(memberId, {}), fullEvent);

    const response = await leave(callerId);

    expect([response.statusCode, response.body.reason]).toEqual([400, 'HOST_CANNOT_LEAVE']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 409 EVENT_NOT_UPCOMING for an event that started, writing nothing', async () => {
    stored(requestOf(memberId, {}), { ...fullEvent, startsAt: '2020-01-01T10:00:00.000Z' });

    const response = await leave();

    expect([response.statusCode, response.body.reason]).toEqual([409, 'EVENT_NOT_UPCOMING']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('PUT /private/event/{id}/participants/{userId}/remove', () => {
  const remove = (body: unknown, userId = callerId) =>
    invoke(removeHandler, routeEvent({ pathParameters: { id: eventId, userId: memberId }, body, userId }));

  it('records the trimmed reason on the request in the transaction that frees the place', async () => {
    stored(requestOf(memberId, {}), { ...eventItem, participantCount: 2 });

    const response = await remove({ reason: '  Kurallara uymadı.  ' });

    expect(response.statusCode).toBe(200);
    expect(response.body.participants).toEqual({ current: 1, max: 4 });
    expect(transactionItems()[0].Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'removed',
      ':removalReason': 'Kurallara uymadı.',
    });
  });

  it('answers 403 to anyone but the host, writing nothing', async () => {
    stored(requestOf(memberId, {}), fullEvent);

    const response = await remove({ reason: 'Kurallara uymadı.' }, nextId);

    expect([response.statusCode, response.body.reason]).toEqual([403, 'NOT_HOST']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 for a reason with a bidirectional override, writing nothing', async () => {
    stored(requestOf(memberId, {}), fullEvent);

    const response = await remove({ reason: 'Kurallara \u202euymadı' });

    expect([response.statusCode, response.body.message]).toEqual([
      400,
      'Metin izin verilmeyen karakterler içeriyor.',
    ]);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('PUT /private/event/{id}/waitlist/confirm', () => {
  const confirm = () =>
    invoke(confirmHandler, routeEvent({ pathParameters: { id: eventId }, userId: nextId }));
  const offered = (offerExpiresAt: string) => requestOf(nextId, { status: 'offered', offerExpiresAt });

  it('makes the offered requester a participant while the offer holds and neither blocked the other, and removes its expiry', async () => {
    stored(offered('2030-05-01T12:00:00.000Z'), { ...eventItem, participantCount: 3, offeredPlaces: 1 });

    const response = await confirm();

    expect(response.statusCode).toBe(200);
    const items = transactionItems();
    expect(items[0].Update?.ConditionExpression).toBe('#current = :from AND offerExpiresAt > :now');
    expect(items[1].Put?.Item).toMatchObject({ sk: `MEMBER#${nextId}`, role: 'participant' });
    expect(items[4].ConditionCheck).toMatchObject({ Key: { sk: `BLOCK#${nextId}` } });
    expect(items[5].ConditionCheck).toMatchObject({ Key: { pk: `USER#${nextId}` } });
    expect(items[6].Update?.ExpressionAttributeValues).toMatchObject({
      ':toParticipants': 4,
      ':toOffered': 0,
    });
    expect(scheduler).toHaveReceivedCommandWith(DeleteScheduleCommand, {
      Name: expireOfferScheduleName(eventId, nextId),
    });
  });

  it('answers 409 NO_OFFER to a second confirm that read the offer before the first took it, writing nothing', async () => {
    let requestReads = 0;
    table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
      if (input.Key.sk === 'EVENT') return { Item: { ...eventItem, participantCount: 4, offeredPlaces: 0 } };
      const status = requestReads++ === 0 ? 'offered' : 'accepted';
      return { Item: { ...offered('2030-05-01T12:00:00.000Z'), status } };
    });

    const response = await confirm();

    expect([response.statusCode, response.body.reason]).toEqual([409, 'NO_OFFER']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 409 OFFER_EXPIRED once the deadline passed, writing nothing', async () => {
    stored(offered('2020-05-01T12:00:00.000Z'), { ...eventItem, participantCount: 3, offeredPlaces: 1 });

    const response = await confirm();

    expect([response.statusCode, response.body.reason]).toEqual([409, 'OFFER_EXPIRED']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('the expire-offer job', () => {
  const payload = { eventId, requesterId: nextId };

  it('lets a due offer go and offers the place to the next in line', async () => {
    const otherInLine = requestOf('2d0c5e77-4b83-4f90-9c65-9e3f4a5b6c7d', {
      status: 'waitlisted',
      waitlistedAt: '2030-05-03T11:00:00.000Z',
    });
    stored(requestOf(nextId, { status: 'offered', offerExpiresAt: '2020-05-01T12:00:00.000Z' }), {
      ...eventItem,
      participantCount: 3,
      offeredPlaces: 1,
      waitlistCount: 1,
    });
    table.on(QueryCommand).resolves({ Items: [otherInLine] });

    await expireOfferJob(payload);

    const items = transactionItems();
    expect(items[0].Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'left',
      ':from': 'offered',
    });
    expect(items[0].Update?.ConditionExpression).toBe('#current = :from AND offerExpiresAt <= :now');
    expect(items[1].Update?.ExpressionAttributeValues).toMatchObject({ ':toOffered': 1, ':toWaiting': 0 });
    expect(items[2].Update?.Key).toMatchObject({ sk: `REQUEST#${otherInLine.requesterId}` });
  });

  it('changes nothing when the offer was taken meanwhile', async () => {
    stored(requestOf(nextId, { status: 'accepted' }), eventItem);

    await expireOfferJob(payload);

    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('fails without writing when run before the deadline, so the scheduler retries', async () => {
    stored(requestOf(nextId, { status: 'offered', offerExpiresAt: '2030-05-01T12:00:00.000Z' }), eventItem);

    await expect(expireOfferJob(payload)).rejects.toThrow('not due');
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('cancelling an event', () => {
  it('removes the expiry schedules of its open offers', async () => {
    stored(requestOf(nextId, {}), { ...eventItem, participantCount: 3, offeredPlaces: 1 });
    table.on(QueryCommand).resolves({ Items: [requestOf(nextId, { status: 'offered' })] });

    const response = await invoke(cancelEventHandler, routeEvent({ pathParameters: { id: eventId } }));

    expect(response.statusCode).toBe(200);
    expect(scheduler).toHaveReceivedCommandWith(DeleteScheduleCommand, {
      Name: expireOfferScheduleName(eventId, nextId),
      GroupName: expireOfferTarget.groupName,
    });
  });
});

describe('the offer expiry scheduler (stream)', () => {
  const record = (oldStatus: string, offerExpiresAt = '2030-05-01T12:00:00.000Z') =>
    ({
      eventID: '1',
      eventName: 'MODIFY',
      dynamodb: {
        SequenceNumber: '1',
        OldImage: { status: { S: oldStatus } },
        NewImage: {
          eventId: { S: eventId },
          requesterId: { S: nextId },
          status: { S: 'offered' },
          offerExpiresAt: { S: offerExpiresAt },
        },
      },
    }) as const;

  it('schedules the expiry job at the deadline of a request that became offered, named after the offer', async () => {
    const answer = await scheduleOfferExpiries({ Records: [record('waitlisted')] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: expireOfferScheduleName(eventId, nextId),
      GroupName: expireOfferTarget.groupName,
      ScheduleExpression: 'at(2030-05-01T12:00:00)',
      Target: expect.objectContaining({ Input: JSON.stringify({ eventId, requesterId: nextId }) }),
    });
  });

  it('schedules nothing for a request that was already offered', async () => {
    await scheduleOfferExpiries({ Records: [record('offered')] }, lambdaContext);

    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });
});

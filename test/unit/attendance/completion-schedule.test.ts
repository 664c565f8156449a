import '../support/env';
import 'aws-sdk-client-mock-jest';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import {
  cancelCompletion,
  moveCompletion,
  scheduleCompletion,
} from '../../../lambdas/attendance/completion-schedule';
import { handler as completeEvent } from '../../../lambdas/attendance/handlers/complete-event';
import { eventItem } from '../support/event-records';
import { lambdaContext } from '../support/events';

const scheduler = mockClient(SchedulerClient);
const created = () => scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input.Name);
const deleted = () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input.Name);

beforeEach(() => {
  scheduler.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
  scheduler.on(DeleteScheduleCommand).resolves({});
});

describe("an event's completion schedules", () => {
  const completeName = `complete-event-${eventItem.id}`;
  const closeName = `close-attendance-${eventItem.id}`;

  it('schedules nothing for a draft or an event without a time', async () => {
    await scheduleCompletion({ ...eventItem, state: 'draft' });
    await scheduleCompletion({ ...eventItem, startsAt: null });
    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });

  it('moves both schedules when an edit moves the end: the old ones go first', async () => {
    await moveCompletion(eventItem, { ...eventItem, durationMinutes: 180 }, false);

    expect(deleted()).toEqual([completeName, closeName]);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: completeName,
      ScheduleExpression: 'at(2030-06-01T19:00:00)',
    });
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: closeName,
      ScheduleExpression: 'at(2030-06-03T19:00:00)',
    });
  });

  it('leaves them for an edit that neither moves the end nor names the time', async () => {
    await moveCompletion(eventItem, { ...eventItem, title: 'Yeni başlık' }, false);
    expect(scheduler.calls()).toHaveLength(0);
  });

  it('makes them again for an edit that names the same time (a retry of one whose schedules failed)', async () => {
    await moveCompletion(eventItem, eventItem, true);
    expect(created()).toEqual([completeName, closeName]);
  });

  it('removes both when the event is cancelled', async () => {
    await cancelCompletion(eventItem.id);
    expect(deleted()).toEqual([completeName, closeName]);
  });
});

it('fails a completion run sent no event id and end, loudly', async () => {
  await expect(completeEvent({ orderId: '42' }, lambdaContext)).rejects.toThrow('no {eventId, endsAt}');
});

import '../support/env';
import 'aws-sdk-client-mock-jest';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  cancelReminders,
  moveReminders,
  scheduleReminders,
} from '../../../lambdas/reminders/reminder-schedule';
import { handler as sendReminder } from '../../../lambdas/reminders/handlers/send-reminder';
import { eventKey } from '../../../lambdas/events/keys';
import { reminderKey } from '../../../lambdas/platform/keys';
import { clock } from '../../../lambdas/platform/clock';
import { eventItem } from '../support/event-records';
import { lambdaContext } from '../support/events';
import { cancelledOn } from '../support/transactions';

const scheduler = mockClient(SchedulerClient);
const table = mockClient(DynamoDBDocumentClient);
const created = () =>
  scheduler
    .commandCalls(CreateScheduleCommand)
    .map((call) => [call.args[0].input.Name, call.args[0].input.ScheduleExpression]);
const deleted = () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input.Name);

// eventItem starts 2030-06-01T16:00Z (19:00 in Istanbul).
const startsAt = eventItem.startsAt ?? '';
const dayName = `remind-24h-${eventItem.id}`;
const hourName = `remind-1h-${eventItem.id}`;
const hoursBeforeStart = (hours: number) => new Date(Date.parse(startsAt) - hours * 3_600_000);

beforeEach(() => {
  scheduler.reset();
  table.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
  scheduler.on(DeleteScheduleCommand).resolves({});
  clock.now = () => hoursBeforeStart(48);
});

describe("an event's reminder schedules", () => {
  it('schedules one reminder 24 hours and one 1 hour before the start, named after the event and the offset', async () => {
    await scheduleReminders(eventItem, hoursBeforeStart(48));

    expect(created()).toEqual([
      [dayName, 'at(2030-05-31T16:00:00)'],
      [hourName, 'at(2030-06-01T15:00:00)'],
    ]);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: dayName,
      Target: expect.objectContaining({
        Input: JSON.stringify({ eventId: eventItem.id, hoursBefore: 24, startsAt }),
      }) as unknown,
    });
  });

  it('schedules no reminder whose moment has passed: published 5 hours before the start, only the 1-hour one', async () => {
    await scheduleReminders(eventItem, hoursBeforeStart(5));
    expect(created()).toEqual([[hourName, 'at(2030-06-01T15:00:00)']]);

    scheduler.reset();
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduleReminders(eventItem, hoursBeforeStart(0.5));
    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });

  it('schedules nothing for a draft or a cancelled event', async () => {
    await scheduleReminders({ ...eventItem, state: 'draft' }, hoursBeforeStart(48));
    await scheduleReminders({ ...eventItem, state: 'cancelled' }, hoursBeforeStart(48));
    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });

  it('moves both when an edit moves the start: the old ones go first, the new ones follow the new start', async () => {
    const moved = { ...eventItem, startsAt: '2030-06-02T08:00:00.000Z' };
    await moveReminders(eventItem, moved, true, hoursBeforeStart(48));

    expect(deleted()).toEqual([dayName, hourName]);
    expect(created()).toEqual([
      [dayName, 'at(2030-06-01T08:00:00)'],
      [hourName, 'at(2030-06-02T07:00:00)'],
    ]);
  });

  it('leaves them for an edit that neither moves the start nor names the time', async () => {
    await moveReminders(eventItem, { ...eventItem, title: 'Yeni başlık' }, false, hoursBeforeStart(48));
    expect(scheduler.calls()).toHaveLength(0);
  });

  it('removes both when the event is cancelled', async () => {
    await cancelReminders(eventItem.id);
    expect(deleted()).toEqual([dayName, hourName]);
  });
});

describe('send-reminder', () => {
  const payload = { eventId: eventItem.id, hoursBefore: 24, startsAt };
  const stored = (event: Record<string, unknown> | undefined) =>
    table.on(GetCommand, { Key: eventKey(eventItem.id) }).resolves({ Item: event });

  beforeEach(() => {
    clock.now = () => hoursBeforeStart(24);
  });

  it('writes the reminder item once, with a check that the event is still published and starts then', async () => {
    stored(eventItem);
    table.on(TransactWriteCommand).resolves({});

    await sendReminder(payload, lambdaContext);

    const [reminder, event] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    expect(reminder.Put).toEqual(
      expect.objectContaining({
        Item: {
          ...reminderKey(eventItem.id, 24, startsAt),
          eventId: eventItem.id,
          hoursBefore: 24,
          startsAt,
          createdAt: hoursBeforeStart(24).toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    expect(event.ConditionCheck).toEqual(
      expect.objectContaining({
        Key: eventKey(eventItem.id),
        ConditionExpression: '#state = :published AND startsAt = :startsAt',
        ExpressionAttributeValues: { ':published': 'published', ':startsAt': startsAt },
      }),
    );
  });

  it('changes nothing when the reminder was written before (a retried run)', async () => {
    stored(eventItem);
    table.on(TransactWriteCommand).callsFake(cancelledOn(reminderKey(eventItem.id, 24, startsAt)));
    await expect(sendReminder(payload, lambdaContext)).resolves.toBeUndefined();
  });

  it('writes nothing for a cancelled event, a moved start or an event already under way', async () => {
    stored({ ...eventItem, state: 'cancelled' });
    await sendReminder(payload, lambdaContext);
    stored({ ...eventItem, startsAt: '2030-06-02T08:00:00.000Z' });
    await sendReminder(payload, lambdaContext);
    stored(eventItem);
    clock.now = () => hoursBeforeStart(-0.1);
    await sendReminder(payload, lambdaContext);

    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('fails a run sent no event, offset and start, loudly', async () => {
    await expect(
      sendReminder({ eventId: eventItem.id, hoursBefore: 3, startsAt }, lambdaContext),
    ).rejects.toThrow('no {eventId, hoursBefore, startsAt}');
  });
});

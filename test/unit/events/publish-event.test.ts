import '../support/env';
import 'aws-sdk-client-mock-jest';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { handler } from '../../../lambdas/events/handlers/publish-event';
import { clock } from '../../../lambdas/platform/clock';
import { eventItem } from '../support/event-records';
import { invoke, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);
const publish = () => invoke(handler, routeEvent({ pathParameters: { id: eventItem.id } }));

beforeEach(() => {
  table.reset();
  scheduler.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
  jest.spyOn(clock, 'now').mockReturnValue(new Date('2030-05-20T10:00:00.000Z'));
});

describe('POST /private/event/{id}/publish', () => {
  it('schedules the completion and the reminders of an event already live when a publish is retried, and says it is no draft', async () => {
    table.on(GetCommand).resolves({ Item: eventItem });

    const response = await publish();

    expect([response.statusCode, response.body.reason]).toEqual([409, 'NOT_A_DRAFT']);
    expect(scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input.Name)).toEqual([
      `complete-event-${eventItem.id}`,
      `close-attendance-${eventItem.id}`,
      `remind-24h-${eventItem.id}`,
      `remind-1h-${eventItem.id}`,
    ]);
  });

  it('schedules nothing for a cancelled event', async () => {
    table.on(GetCommand).resolves({ Item: { ...eventItem, state: 'cancelled' } });

    const response = await publish();

    expect(response.statusCode).toBe(409);
    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });
});

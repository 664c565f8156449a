import '../support/env';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { calendarChanged } from '../../../lambdas/events/events';
import { cancelEvent, updateEvent } from '../../../lambdas/events/events-table';
import { eventItem } from '../support/event-records';

const table = mockClient(DynamoDBDocumentClient);
const now = new Date('2030-05-20T10:00:00.000Z');

beforeEach(() => {
  table.reset();
  table.on(GetCommand).resolves({ Item: eventItem });
  // The cancellation reads the members it takes out of their counts.
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(TransactWriteCommand).resolves({});
});

const eventUpdates = () =>
  table.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems?.[0].Update);
const updateExpression = () => eventUpdates()[0]?.UpdateExpression ?? '';

describe("an event's sequence", () => {
  it('counts an edit of the time, the place or the title as a new version, and not one of the description', () => {
    expect(calendarChanged(eventItem, { ...eventItem, startsAt: '2030-06-01T17:00:00.000Z' })).toBe(true);
    expect(calendarChanged(eventItem, { ...eventItem, durationMinutes: 90 })).toBe(true);
    expect(calendarChanged(eventItem, { ...eventItem, title: 'Moda’da satranç' })).toBe(true);
    expect(
      calendarChanged(eventItem, {
        ...eventItem,
        location: { name: 'Moda', lat: 40.9833, lng: 29.0254, address: 'Caferağa Mah., Kadıköy' },
      }),
    ).toBe(true);
    expect(calendarChanged(eventItem, { ...eventItem, description: 'Çay, simit ve tavla.' })).toBe(false);
  });

  it('rises by one in the same write as an edit of the title', async () => {
    await updateEvent(eventItem, { title: 'Moda’da satranç' }, now);
    expect(updateExpression()).toContain('#sequence = if_not_exists(#sequence, :zero) + :one');
  });

  it('stays for an edit of the description, and for any edit of a draft', async () => {
    await updateEvent(eventItem, { description: 'Çay, simit ve tavla.' }, now);
    await updateEvent({ ...eventItem, state: 'draft' }, { title: 'Moda’da satranç' }, now);
    for (const update of eventUpdates()) expect(update?.UpdateExpression).not.toContain('#sequence');
  });

  it('rises by one in the same write as the cancellation', async () => {
    await cancelEvent(eventItem, now);
    const [cancel] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    expect(cancel.Update?.UpdateExpression).toContain('#sequence = if_not_exists(#sequence, :zero) + :one');
  });
});

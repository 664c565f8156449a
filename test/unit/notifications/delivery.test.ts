import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { notificationCountKey } from '../../../lambdas/notifications/keys';
import { noticeText } from '../../../lambdas/notifications/notices';
import { markAllRead, markRead, uncountExpired } from '../../../lambdas/notifications/notifications-table';
import { deliverNotice } from '../../../lambdas/notifications/notifier';
import { cancelledOn, cancelledWhere } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);
const at = '2030-05-02T10:00:00.000Z';
const cancelled = noticeText.eventCancelled({ id: 'e1', title: 'Koşu' }, 'ayse', 'joined', at);

/** The reader's settings and profile as GetItem answers them. */
function reader(
  settings: { inAppOff?: string[]; emailOff?: string[]; pushOff?: string[]; pushOn?: boolean } = {},
) {
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
    if (input.Key.sk === 'NOTIFICATION_SETTINGS') {
      return {
        Item: {
          ...(settings.inAppOff ? { inAppOff: new Set(settings.inAppOff) } : {}),
          ...(settings.emailOff ? { emailOff: new Set(settings.emailOff) } : {}),
          ...(settings.pushOff ? { pushOff: new Set(settings.pushOff) } : {}),
          ...(settings.pushOn ? { pushOn: true, pushChosenAt: at } : {}),
        },
      };
    }
    return { Item: { email: 'ayse@example.com', displayName: 'Ayşe' } };
  });
}

const written = () =>
  table
    .commandCalls(TransactWriteCommand)
    .map((call) => (call.args[0].input as TransactWriteCommandInput).TransactItems ?? []);
const skOf = (item: NonNullable<TransactWriteCommandInput['TransactItems']>[number]) =>
  String(item.Put?.Item?.sk ?? item.Update?.Key?.sk ?? item.ConditionCheck?.Key?.sk);

beforeEach(() => {
  table.reset();
  table.on(TransactWriteCommand).resolves({});
  table.on(UpdateCommand).resolves({});
});

describe('delivering a notice', () => {
  it('writes the notification, counts it unread and writes the e-mail, in one transaction', async () => {
    reader();
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'delivered',
    });
    const [items] = written();
    expect(items?.map(skOf)).toEqual([
      'PROFILE',
      `NOTIFICATION#${at}#event-cancelled-e1-ayse`,
      'NOTIFICATION_COUNT',
      'EMAIL',
    ]);
    expect(items?.[1]?.Put).toMatchObject({
      Item: {
        type: 'eventCancelled',
        read: false,
        createdAt: at,
        eventId: 'e1',
        link: '/dashboard/eventDetails/e1',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items?.[2]?.Update?.UpdateExpression).toBe('ADD unread :one');
    expect(items?.[3]?.Put?.Item).toMatchObject({
      pk: 'EMAIL#event-cancelled-e1-ayse',
      to: 'ayse@example.com',
      recipientId: 'ayse',
      notificationType: 'eventCancelled',
    });
  });

  it('writes no notification of a kind turned off in the app, and still the e-mail', async () => {
    reader({ inAppOff: ['eventCancelled'] });
    await deliverNotice(cancelled, 'https://squad.test');
    expect(written()[0]?.map(skOf)).toEqual(['PROFILE', 'EMAIL']);
  });

  it('writes no e-mail of a kind turned off by e-mail, and still the notification', async () => {
    reader({ emailOff: ['eventCancelled'] });
    await deliverNotice(cancelled, 'https://squad.test');
    expect(written()[0]?.map(skOf)).toEqual([
      'PROFILE',
      `NOTIFICATION#${at}#event-cancelled-e1-ayse`,
      'NOTIFICATION_COUNT',
    ]);
  });

  it('writes nothing of a kind turned off in both', async () => {
    reader({ inAppOff: ['eventCancelled'], emailOff: ['eventCancelled'] });
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'nothing-to-deliver',
    });
    expect(written()).toEqual([]);
  });

  it('changes nothing when the notification was written before (a redelivery)', async () => {
    reader();
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk.startsWith('NOTIFICATION#')));
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'already-delivered',
    });
    expect(written()).toHaveLength(1);
  });

  it('writes a notification read and uncounted when its reader marked all read after its cause', async () => {
    reader();
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledOn(notificationCountKey('ayse')))
      .resolves({});
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'delivered',
    });
    const [, second] = written();
    expect(second?.map(skOf)).toEqual(['PROFILE', `NOTIFICATION#${at}#event-cancelled-e1-ayse`, 'EMAIL']);
    expect(second?.[1]?.Put?.Item?.read).toBe(true);
  });

  it('writes the phone notification’s outbox item in the same transaction for a reader with a device', async () => {
    reader({ pushOn: true });
    await deliverNotice(cancelled, 'https://squad.test');
    const [items] = written();
    expect(items?.map(skOf)).toEqual([
      'PROFILE',
      `NOTIFICATION#${at}#event-cancelled-e1-ayse`,
      'NOTIFICATION_COUNT',
      'EMAIL',
      'WEB_PUSH',
    ]);
    expect(items?.[4]?.Put).toMatchObject({
      Item: { pk: 'WEB_PUSH#ayse#event-cancelled-e1-ayse', recipientId: 'ayse' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('writes no phone notification for a reader without a device', async () => {
    reader({ pushOn: false });
    await deliverNotice(cancelled, 'https://squad.test');
    expect(written()[0]?.map(skOf)).not.toContain('WEB_PUSH');
  });

  it('writes no phone notification of a kind turned off by phone, and still the rest', async () => {
    reader({ pushOn: true, pushOff: ['eventCancelled'] });
    await deliverNotice(cancelled, 'https://squad.test');
    expect(written()[0]?.map(skOf)).toEqual([
      'PROFILE',
      `NOTIFICATION#${at}#event-cancelled-e1-ayse`,
      'NOTIFICATION_COUNT',
      'EMAIL',
    ]);
  });

  it('writes the phone notification alone of a kind on by phone only', async () => {
    reader({ pushOn: true, inAppOff: ['eventCancelled'], emailOff: ['eventCancelled'] });
    await deliverNotice(cancelled, 'https://squad.test');
    expect(written()[0]?.map(skOf)).toEqual(['PROFILE', 'WEB_PUSH']);
  });

  it('reports a phone-only notice written before as already delivered', async () => {
    reader({ pushOn: true, inAppOff: ['eventCancelled'], emailOff: ['eventCancelled'] });
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk === 'WEB_PUSH'));
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'already-delivered',
    });
  });

  it('sends a sanction by phone whatever the phone settings say', async () => {
    reader({ pushOn: true, pushOff: ['sanction'] });
    const sanction = noticeText.sanction({
      sanctionId: 's1',
      userId: 'ayse',
      action: 'warn',
      rule: 'respect',
      reason: 'Kaba dil',
      createdAt: at,
    });
    await deliverNotice(sanction, 'https://squad.test');
    expect(written()[0]?.map(skOf)).toContain('WEB_PUSH');
  });

  it('writes nothing for a reader whose account is gone', async () => {
    table.on(GetCommand).resolves({});
    await expect(deliverNotice(cancelled, 'https://squad.test')).resolves.toMatchObject({
      outcome: 'reader-gone',
    });
    expect(written()).toEqual([]);
  });
});

describe('the unread count', () => {
  const id = `${at}#event-cancelled-e1-ayse`;

  it('goes down by one with the notification marked read, both under conditions', async () => {
    await expect(markRead('ayse', id)).resolves.toBe(true);
    const [items] = written();
    expect(items?.[0]?.Update).toMatchObject({ ConditionExpression: '#read = :false' });
    expect(items?.[1]?.Update).toMatchObject({
      UpdateExpression: 'ADD unread :minusOne',
      ConditionExpression: 'unread > :zero AND (attribute_not_exists(readThrough) OR readThrough < :at)',
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':at': at },
    });
  });

  it('stays as it is for a notification read before', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk.startsWith('NOTIFICATION#')));
    await expect(markRead('ayse', id)).resolves.toBe(false);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('is 0 after mark all read, with the watermark raised to now', async () => {
    await markAllRead('ayse', new Date(at));
    const [count, callerActive] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(count.Update).toMatchObject({
      Key: notificationCountKey('ayse'),
      UpdateExpression: 'SET unread = :zero, readThrough = :now',
      ExpressionAttributeValues: { ':zero': 0, ':now': at },
    });
    expect(callerActive.ConditionCheck?.Key).toEqual({ pk: 'USER#ayse', sk: 'PROFILE' });
  });

  it('goes down by one, once, when an unread notification expires', async () => {
    await expect(uncountExpired('ayse', id, new Date(at))).resolves.toBe(true);
    const [items] = written();
    expect(items?.map(skOf)).toEqual(['PROFILE', `NOTIFICATION_EXPIRED#${id}`, 'NOTIFICATION_COUNT']);
    expect(items?.[1]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');

    table
      .on(TransactWriteCommand)
      .callsFake(cancelledWhere(({ sk }) => sk.startsWith('NOTIFICATION_EXPIRED#')));
    await expect(uncountExpired('ayse', id, new Date(at))).resolves.toBe(false);
  });
});

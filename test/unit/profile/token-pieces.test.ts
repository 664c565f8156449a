import '../support/env';
import { tokenCredit, tokenDebit } from '../../../lambdas/profile/profiles-table';

describe('token transaction pieces', () => {
  it('debits only while the balance covers the amount', () => {
    expect(tokenDebit('u1', 1).Update).toEqual({
      TableName: 'squad-unit',
      Key: { pk: 'USER#u1', sk: 'PROFILE' },
      UpdateExpression: 'SET eventLimit = eventLimit + :delta',
      ConditionExpression: 'attribute_exists(pk) AND eventLimit >= :amount',
      ExpressionAttributeNames: undefined,
      ExpressionAttributeValues: { ':delta': -1, ':amount': 1 },
    });
  });

  it('moves the stat counters that change with the spend in the same update', () => {
    const update = tokenDebit('u1', 1, { eventsHosted: 1 }).Update!;
    expect(update.UpdateExpression).toBe(
      'SET eventLimit = eventLimit + :delta, stats.#eventsHosted = stats.#eventsHosted + :eventsHosted',
    );
    expect(update.ExpressionAttributeNames).toEqual({ '#eventsHosted': 'eventsHosted' });
    expect(update.ExpressionAttributeValues).toMatchObject({ ':eventsHosted': 1 });
  });

  it('credits a refund without a balance condition, only that the profile exists', () => {
    const update = tokenCredit('u1', 1, { eventsHosted: -1 }).Update!;
    expect(update.ConditionExpression).toBe('attribute_exists(pk)');
    expect(update.ExpressionAttributeValues).toEqual({ ':delta': 1, ':eventsHosted': -1 });
  });
});

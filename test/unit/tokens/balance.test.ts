import '../support/env';
import { creditTokens, spendTokens } from '../../../lambdas/tokens/balance-table';

const spend = { userId: 'u1', amount: 1, reason: 'EVENT_CREATED', at: '2026-11-24T10:00:00.000Z' } as const;

describe('token balance pieces', () => {
  it('debit only while the balance covers the amount and the account is active', () => {
    const [debit] = spendTokens(spend);

    expect(debit.Update).toEqual({
      TableName: 'squad-unit',
      Key: { pk: 'USER#u1', sk: 'PROFILE' },
      UpdateExpression: 'SET eventLimit = eventLimit + :delta',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND eventLimit >= :amount',
      ExpressionAttributeNames: {
        '#deletionStarted': 'deletionStartedAt',
        '#suspendedUntil': 'suspendedUntil',
        '#bannedAt': 'bannedAt',
      },
      ExpressionAttributeValues: { ':delta': -1, ':amount': 1 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
  });

  it('write the ledger entry of the change beside it, with its cause', () => {
    const [, ledger] = spendTokens({ ...spend, eventId: 'e1' });

    expect(ledger.Put?.Item).toMatchObject({
      userId: 'u1',
      delta: -1,
      reason: 'EVENT_CREATED',
      createdAt: spend.at,
      eventId: 'e1',
    });
    expect(ledger.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('move the stat counters that change with the spend in the same update', () => {
    const [debit] = spendTokens(spend, { eventsHosted: 1 });

    expect(debit.Update?.UpdateExpression).toBe(
      'SET eventLimit = eventLimit + :delta, stats.#eventsHosted = stats.#eventsHosted + :eventsHosted',
    );
    expect(debit.Update?.ExpressionAttributeNames).toMatchObject({ '#eventsHosted': 'eventsHosted' });
    expect(debit.Update?.ExpressionAttributeValues).toMatchObject({ ':eventsHosted': 1 });
  });

  it('credit a refund without a balance condition, only that the profile exists', () => {
    const [credit, ledger] = creditTokens(
      { ...spend, reason: 'EVENT_CANCELLED_REFUND' },
      { eventsHosted: -1 },
    );

    expect(credit.Update?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(credit.Update?.ExpressionAttributeValues).toEqual({ ':delta': 1, ':eventsHosted': -1 });
    expect(ledger.Put?.Item).toMatchObject({ delta: 1, reason: 'EVENT_CANCELLED_REFUND' });
  });
});

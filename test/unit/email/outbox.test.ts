import '../support/env';
import { emailPut, emailRetentionDays } from '../../../lambdas/email/outbox';

const receipt = {
  key: 'refill-receipt-20300502T100000Z-7f3a',
  recipientId: 'user-7f3a',
  to: 'ayse@example.com',
  subject: 'Squad: jeton yenileme makbuzun',
  text: '10 jeton hesabına eklendi.',
  at: new Date('2030-05-02T10:00:00.000Z'),
};

describe('emailPut', () => {
  it('puts the e-mail under its key, refusing a second one with the same key, where its recipient’s deletion finds it', () => {
    expect(emailPut(receipt)).toEqual({
      Put: {
        TableName: 'squad-unit',
        Item: {
          pk: 'EMAIL#refill-receipt-20300502T100000Z-7f3a',
          sk: 'EMAIL',
          key: receipt.key,
          to: receipt.to,
          subject: receipt.subject,
          text: receipt.text,
          recipientId: 'user-7f3a',
          gsi5pk: 'USER#user-7f3a',
          gsi5sk: 'EMAIL#refill-receipt-20300502T100000Z-7f3a',
          createdAt: '2030-05-02T10:00:00.000Z',
          expiresAt: Date.parse('2030-05-02T10:00:00.000Z') / 1000 + emailRetentionDays * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  });
});

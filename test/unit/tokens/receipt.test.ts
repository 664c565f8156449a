import '../support/env';
import { createHash } from 'node:crypto';
import { newOrder } from '../../../lambdas/tokens/orders';
import { orderReceipt } from '../../../lambdas/tokens/receipt';
import { checkoutParties } from './parties';

const order = newOrder('u1', 'popular', 'card', new Date('2026-11-25T10:00:00.000Z'), checkoutParties);
const contract = order.contract!;
const receipt = orderReceipt(order, contract, '2026-11-25T10:05:00.000Z', 'https://squad.test/').Put!;
const text = String(receipt.Item!.text);

describe('the receipt of a paid order', () => {
  it('is keyed by its order and goes to the address the contracts name', () => {
    expect(receipt.Item).toMatchObject({
      pk: `EMAIL#order-receipt-${order.orderId}`,
      to: 'ayse@squad.test',
      recipientId: 'u1',
      subject: 'Squad makbuzu: Popular Pack, 12 token',
    });
    expect(receipt.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('carries the package, the total with KDV, the KDV amount and its rate', () => {
    expect(text).toContain('Paket: Popular Pack (10 token + 2 bonus)');
    expect(text).toContain('Toplam (KDV dahil): $17,99');
    expect(text).toContain('KDV (%20): $3,00');
    expect(text).toContain('KDV hariç tutar: $14,99');
  });

  it('carries both accepted texts word for word, with their hash', () => {
    expect(text).toContain(contract.preInformation);
    expect(text).toContain(contract.distanceSales);
    const hash = createHash('sha256')
      .update(`${contract.preInformation}\n\n${contract.distanceSales}`)
      .digest('hex');
    expect(contract.sha256).toBe(hash);
    expect(text).toContain(hash);
  });

  it('says in one line that it is sent for every paid order and cannot be unsubscribed from', () => {
    expect(text).toContain(
      'Bu bir satın alma makbuzudur: her ödenen siparişte gönderilir ve aboneliği iptal edilemez.',
    );
    expect(receipt.Item!.notificationType).toBeUndefined();
  });

  it('links to the Tokens page on a line of its own', () => {
    expect(text).toContain('\n\nhttps://squad.test/dashboard/tokens\n\n');
  });
});

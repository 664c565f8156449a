import type { Node } from 'constructs';
import { sellerSchema, type Seller } from '../lambdas/contracts/seller';
import type { IyzicoEnvironment } from './payments';

/**
 * The selling company from CDK context `seller`: an object in cdk.json, or JSON with `-c seller='{...}'`. cdk.json
 * carries a made-up company marked `"fictional": true`, so a sandbox deploy works out of the box and says it is an
 * example; a deploy that takes real payments (`-c iyzico=live`) refuses it, as selling under made-up details is
 * unlawful (docs/operations.md). A bad value fails the synth, naming the field.
 */
export function sellerFromContext(node: Node, payments: IyzicoEnvironment): Seller {
  const raw: unknown = node.tryGetContext('seller');
  if (raw === undefined) {
    throw new Error('Context "seller" is required: the selling company\'s details (docs/operations.md)');
  }
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Error('Context "seller" must be a JSON object (-c seller=\'{"tradeName": ...}\')');
    }
  }
  const parsed = sellerSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'seller'}: ${issue.message}`,
    );
    throw new Error(`Context "seller" is not valid: ${problems.join('; ')}`);
  }
  if (payments === 'live' && parsed.data.fictional) {
    throw new Error(
      'Context "seller" is the fictional example while iyzico is live: put the real company\'s details in cdk.json (docs/operations.md)',
    );
  }
  return parsed.data;
}

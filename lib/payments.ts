import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type Node } from 'constructs';

/** iyzico's API: its sandbox (test cards, no money moves) and the live one. */
export const iyzicoBaseUrls = {
  sandbox: 'https://sandbox-api.iyzipay.com',
  live: 'https://api.iyzipay.com',
} as const;

export type IyzicoEnvironment = keyof typeof iyzicoBaseUrls;

/** `-c iyzico=live` takes real payments; anything else is refused; no value means the sandbox. */
export function iyzicoEnvironmentFromContext(node: Node): IyzicoEnvironment {
  const value: unknown = node.tryGetContext('iyzico') ?? 'sandbox';
  if (value !== 'sandbox' && value !== 'live') {
    throw new Error(`Context "iyzico" must be sandbox or live, got ${JSON.stringify(value)}`);
  }
  return value;
}

export interface PaymentsProps {
  readonly environment: IyzicoEnvironment;
  readonly secretName: string;
}

/**
 * Payments through iyzico: the secret holding the merchant's API keys and the API's base URL. The keys are
 * never in code: the secret is created with a generated placeholder, and the operator puts iyzico's keys in it
 * (docs/operations.md). Functions with the `payments:iyzico` access may read it, and nothing else may.
 */
export class Payments extends Construct {
  readonly keysSecret: Secret;
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.baseUrl = iyzicoBaseUrls[props.environment];
    this.keysSecret = new Secret(this, 'IyzicoKeys', {
      secretName: props.secretName,
      description: `iyzico merchant API keys as JSON {"apiKey","secretKey"} (${props.environment})`,
    });
    Validations.of(this.keysSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'iyzico issues the API keys in its merchant panel; no rotation Lambda can rotate them. They are rotated by hand (docs/operations.md).',
    });
  }

  /** The grant of `payments:iyzico` (lambdas/access.ts): reading this secret only. */
  grantKeys(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [this.keysSecret.secretArn] }),
    );
  }
}

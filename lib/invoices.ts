import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type Node } from 'constructs';

/** Nilvera's API (docs/operations.md): its test environment (nothing reaches GİB) and the live one. */
export const nilveraBaseUrls = {
  test: 'https://apitest.nilvera.com',
  live: 'https://api.nilvera.com',
} as const;

export type NilveraEnvironment = keyof typeof nilveraBaseUrls;

/** `-c nilvera=live` issues real invoices; anything else is refused; no value means the test environment. */
export function nilveraEnvironmentFromContext(node: Node): NilveraEnvironment {
  const value: unknown = node.tryGetContext('nilvera') ?? 'test';
  if (value !== 'test' && value !== 'live') {
    throw new Error(`Context "nilvera" must be test or live, got ${JSON.stringify(value)}`);
  }
  return value;
}

export interface InvoicesProps {
  readonly environment: NilveraEnvironment;
  readonly secretName: string;
}

/**
 * e-Arşiv invoices through Nilvera: the secret holding the API key and the API's base URL. The key is never in
 * code: the secret is created with a generated placeholder, and the operator puts the key made in Nilvera's portal
 * in it (docs/operations.md). Functions with the `invoices:nilvera` access may read it, and nothing else may.
 */
export class Invoices extends Construct {
  readonly keySecret: Secret;
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: InvoicesProps) {
    super(scope, id);
    this.baseUrl = nilveraBaseUrls[props.environment];
    this.keySecret = new Secret(this, 'NilveraKey', {
      secretName: props.secretName,
      description: `Nilvera API key as JSON {"apiKey"} (${props.environment})`,
    });
    Validations.of(this.keySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Nilvera issues the API key in its portal; no rotation Lambda can rotate it. It is rotated by hand (docs/operations.md).',
    });
  }

  /** The grant of `invoices:nilvera` (lambdas/access.ts): reading this secret only. */
  grantKey(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [this.keySecret.secretArn] }));
  }
}

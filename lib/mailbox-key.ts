import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The HMAC-SHA256 key of the referral claims' mailbox fingerprints (lambdas/rewards/mailbox-key.ts): a random
 * string CDK generates. Functions with the `rewards:mailboxKey` access may read it, and no other secret.
 */
export class MailboxKey extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { readonly secretName: string }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: props.secretName,
      description: "The HMAC-SHA256 key of the referral claims' mailbox fingerprints",
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A new key changes every fingerprint, so a mailbox already paid for a referral would be paid again; it is rotated by hand only if it leaks (docs/operations.md).',
    });
  }

  /** The grant of `rewards:mailboxKey`: reading this secret only. */
  grantReading(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [this.secret.secretArn] }));
  }
}

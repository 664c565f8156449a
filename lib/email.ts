import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The address the product's own e-mails come from (the support address: replies reach a person). */
  readonly sender: string;
}

/**
 * The product's own e-mails: the SES identity of their sender. Deploying it makes SES send a verification link
 * to that address; until it is followed, and while the account is in the SES sandbox, SES refuses to send
 * (docs/operations.md). Functions with the `email:send` access may send from this identity, and from no other.
 */
export class Email extends Construct {
  readonly sender: string;
  readonly senderIdentity: EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.sender = props.sender;
    this.senderIdentity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.sender) });
  }

  /** The grant of `email:send` (lambdas/access.ts): sending from the sender's identity only. */
  grantSending(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [this.senderIdentity.emailIdentityArn] }),
    );
  }
}

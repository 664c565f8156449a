import { Stack, Validations } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The address the product's own e-mails come from (the support address: replies reach a person). */
  readonly sender: string;
  /** The name of the secret holding the unsubscribe tokens' key. */
  readonly unsubscribeKeyName: string;
}

/**
 * The product's own e-mails: the SES identity of their sender, the configuration set every e-mail goes through
 * (its bounces and complaints published to the account's default EventBridge bus, where the bounce recorder's
 * rule picks them up), and the key the one-click unsubscribe links are signed with. Deploying the identity makes
 * SES send a verification link to that address; until it is followed, and while the account is in the SES
 * sandbox, SES refuses to send (docs/operations.md). Functions with the `email:send` access may send from this
 * identity through this configuration set, and from no other.
 */
export class Email extends Construct {
  readonly sender: string;
  readonly senderIdentity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly unsubscribeKey: Secret;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.sender = props.sender;
    this.senderIdentity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.sender) });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // Bounce and complaint rates per configuration set in CloudWatch, beside the account's.
      reputationMetrics: true,
      // SES itself also stops at addresses that bounced or complained, before the product's own list does.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // SES publishes to EventBridge's default bus only.
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(defaultBus),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.unsubscribeKey = new Secret(this, 'UnsubscribeKey', {
      secretName: props.unsubscribeKeyName,
      description: 'The HMAC-SHA256 key the one-click unsubscribe links of e-mails are signed with',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.unsubscribeKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the key would break the unsubscribe link of every e-mail already sent (RFC 8058 expects it to keep working); it is rotated by hand only if it leaks (docs/operations.md).',
    });
  }

  /**
   * The grant of `email:send` (lambdas/access.ts): sending from the sender's identity through the configuration set
   * only (SES authorizes a send that names a configuration set on both).
   */
  grantSending(fn: IFunction, actions: readonly string[]): void {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [...actions],
        resources: [this.senderIdentity.emailIdentityArn, configurationSetArn],
      }),
    );
  }

  /** The grant of `email:unsubscribeKey`: reading this secret only. */
  grantUnsubscribeKey(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [this.unsubscribeKey.secretArn] }),
    );
  }
}

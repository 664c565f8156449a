import { CustomResource, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { FunctionDefinition } from '../lambdas/function-kinds';
import { acknowledgeWildcard } from './grants';
import { squadNodeRuntime, SquadFunction } from './squad-function';

export interface WebPushProps {
  readonly secretName: string;
}

/**
 * Not in the function list: the deploy runs it, no request or record does. It reads and writes the secret it is
 * handed in the resource's properties; its grants are this construct's.
 */
export const vapidKeyPairFunction: FunctionDefinition = {
  handler: 'web-push/handlers/vapid-key-pair',
  access: [],
};

/**
 * Web Push's VAPID key pair (RFC 8292): a Secrets Manager secret, and a custom resource that makes the pair once,
 * when it is first created, and writes it to the secret (lambdas/web-push/vapid-key-pair.ts). Every device the SPA
 * subscribes holds the public key, so the pair is never made again by a later deploy; the resource answers the
 * public key alone, for /config.json, and the private key never leaves the secret. The sender (`webPush:vapidKeys`)
 * may read the secret, and no other.
 */
export class WebPush extends Construct {
  readonly secret: Secret;
  /** the VAPID public key, base64url: what the SPA subscribes with */
  readonly publicKey: string;

  constructor(scope: Construct, id: string, props: WebPushProps) {
    super(scope, id);
    this.secret = new Secret(this, 'VapidKeys', {
      secretName: props.secretName,
      description: 'The VAPID key pair the Web Push sender signs with, made once by the deploy',
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Every subscribed device holds the public key: a new pair would stop every phone notification until each device subscribes again (docs/operations.md).',
    });

    const keyPairFunction = new SquadFunction(this, 'KeyPair', {
      definition: vapidKeyPairFunction,
      environmentValues: {},
      timeout: Duration.seconds(30),
    });
    keyPairFunction.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.secret.secretArn],
      }),
    );
    const provider = new Provider(this, 'KeyPairProvider', { onEventHandler: keyPairFunction });
    acknowledgeProviderFramework(provider, keyPairFunction);
    const keyPair = new CustomResource(this, 'KeyPairResource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::VapidKeyPair',
      properties: { SecretId: this.secret.secretArn },
    });
    this.publicKey = keyPair.getAttString('PublicKey');
  }

  /** The grant of `webPush:vapidKeys`: reading this secret only. */
  grantReading(fn: IFunction, actions: readonly string[]): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [this.secret.secretArn] }));
  }
}

/** The provider framework's own function and role are aws-cdk-lib's; ours (the key pair's) is checked as usual. */
function acknowledgeProviderFramework(provider: Provider, onEvent: IFunction): void {
  const framework = provider.node.tryFindChild('framework-onEvent');
  if (!framework) return;
  acknowledgeWildcard(
    framework,
    `${onEvent.functionArn}:*`,
    'The provider framework invokes the key pair function, any version of it (aws-cdk-lib grants it so).',
  );
  Validations.of(framework).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason: `Runtime of the aws-cdk-lib custom resource provider framework is pinned by CDK (ours: ${squadNodeRuntime.name}).`,
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'Role of the aws-cdk-lib custom resource provider framework: the managed policy only lets it write its logs.',
    },
  );
}

/**
 * The deploy's custom resource of the VAPID key pair (lib/web-push.ts), run by CDK's provider framework: Create
 * makes the pair once and writes it to the secret, Update reads it back, Delete leaves it (the secret goes with its
 * own resource). Each answers the public key only, for /config.json.
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { ensureVapidKeys, existingVapidKeys } from '../vapid-key-pair';

export async function handler(event: CloudFormationCustomResourceEvent) {
  const secretId = String(event.ResourceProperties.SecretId);
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const keys =
    event.RequestType === 'Create' ? await ensureVapidKeys(secretId) : await existingVapidKeys(secretId);
  return { PhysicalResourceId: secretId, Data: { PublicKey: keys.publicKey } };
}

/** The VAPID key pair's secret, as the deploy's custom resource reads and writes it (handlers/vapid-key-pair.ts). */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

const client = new SecretsManagerClient({});

export async function readSecretText(secretId: string): Promise<string | undefined> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return SecretString;
}

export async function writeSecretText(secretId: string, text: string): Promise<void> {
  await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: text }));
}

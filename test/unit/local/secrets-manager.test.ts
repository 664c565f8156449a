import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { startSecretsManager } from '../../../bin/local/secrets-manager';
import { portsOf } from '../../ports';

const { secretsManager: port } = portsOf('secretsManager');
let twin: Awaited<ReturnType<typeof startSecretsManager>>;
let client: SecretsManagerClient;

beforeAll(async () => {
  twin = await startSecretsManager({
    port,
    region: 'eu-central-1',
    seed: { 'squad/iyzico': '{"apiKey":"k"}' },
  });
  client = new SecretsManagerClient({
    endpoint: twin.url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  client.destroy();
  await twin.stop();
});

describe('the local Secrets Manager', () => {
  it('answers the AWS SDK’s GetSecretValue with the seeded secret', async () => {
    const secret = await client.send(new GetSecretValueCommand({ SecretId: 'squad/iyzico' }));
    expect(secret).toMatchObject({ Name: 'squad/iyzico', SecretString: '{"apiKey":"k"}' });
    expect(secret.ARN).toMatch(/^arn:aws:secretsmanager:eu-central-1:\d{12}:secret:squad\/iyzico-/);
  });

  it('answers an unknown secret with the SDK’s ResourceNotFoundException', async () => {
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'squad/none' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
  });

  it('serves the new value after PutSecretValue, under the same ARN', async () => {
    const before = await client.send(new GetSecretValueCommand({ SecretId: 'squad/iyzico' }));
    await client.send(new PutSecretValueCommand({ SecretId: before.ARN, SecretString: '{"apiKey":"k2"}' }));
    const after = await client.send(new GetSecretValueCommand({ SecretId: 'squad/iyzico' }));
    expect(after).toMatchObject({ ARN: before.ARN, SecretString: '{"apiKey":"k2"}' });
  });
});

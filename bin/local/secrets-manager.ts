/**
 * A local Secrets Manager: the service's JSON 1.1 protocol (`POST /`, `X-Amz-Target: secretsmanager.<Operation>`,
 * as @aws-sdk/client-secrets-manager sends it) for the operations Squad needs: GetSecretValue (Powertools'
 * getSecret), and CreateSecret and PutSecretValue so `aws secretsmanager ...` works against it too. Secrets
 * live in memory, seeded at stack start. Handlers reach it through AWS_ENDPOINT_URL_SECRETS_MANAGER.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { close, listen, readBody, sendJson } from './http';

interface StoredSecret {
  readonly name: string;
  readonly arn: string;
  readonly versionId: string;
  readonly secretString: string;
  readonly createdDate: number;
}

type Request = Readonly<Record<string, unknown>>;

const contentType = 'application/x-amz-json-1.1';
const bodyLimitBytes = 64 * 1024;

function sendError(response: ServerResponse, type: string, message: string): void {
  sendJson(
    response,
    400,
    { __type: type, message },
    { 'content-type': contentType, 'x-amzn-errortype': type },
  );
}

export async function startSecretsManager(options: {
  port: number;
  region: string;
  /** secret name -> its string value */
  seed: Readonly<Record<string, string>>;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const secrets = new Map<string, StoredSecret>();
  const put = (name: string, secretString: string) => {
    const suffix = randomUUID().slice(0, 6);
    const arn =
      secrets.get(name)?.arn ??
      `arn:aws:secretsmanager:${options.region}:000000000000:secret:${name}-${suffix}`;
    const secret = { name, arn, versionId: randomUUID(), secretString, createdDate: Date.now() / 1000 };
    secrets.set(name, secret);
    return secret;
  };
  for (const [name, value] of Object.entries(options.seed)) put(name, value);
  const find = (id: unknown) =>
    [...secrets.values()].find((secret) => secret.name === id || secret.arn === id);
  const identity = (secret: StoredSecret) => ({
    ARN: secret.arn,
    Name: secret.name,
    VersionId: secret.versionId,
  });

  const operations: Record<string, (request: Request, response: ServerResponse) => void> = {
    GetSecretValue: (request, response) => {
      const secret = find(request.SecretId);
      if (!secret) {
        sendError(response, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
        return;
      }
      sendJson(
        response,
        200,
        {
          ...identity(secret),
          SecretString: secret.secretString,
          VersionStages: ['AWSCURRENT'],
          CreatedDate: secret.createdDate,
        },
        { 'content-type': contentType },
      );
    },
    CreateSecret: (request, response) => {
      if (typeof request.Name !== 'string' || typeof request.SecretString !== 'string') {
        sendError(response, 'InvalidParameterException', 'Name and SecretString are required.');
      } else if (find(request.Name)) {
        sendError(response, 'ResourceExistsException', `The secret ${request.Name} already exists.`);
      } else {
        sendJson(response, 200, identity(put(request.Name, request.SecretString)), {
          'content-type': contentType,
        });
      }
    },
    PutSecretValue: (request, response) => {
      const secret = find(request.SecretId);
      if (!secret || typeof request.SecretString !== 'string') {
        sendError(response, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
        return;
      }
      sendJson(response, 200, identity(put(secret.name, request.SecretString)), {
        'content-type': contentType,
      });
    },
  };

  const server = createServer((request, response) => {
    void (async () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith('secretsmanager.') ? operations[target.slice(15)] : undefined;
      if (request.method !== 'POST' || !operation) {
        sendError(response, 'UnknownOperationException', `Unknown operation ${target}`);
        return;
      }
      try {
        operation(
          JSON.parse((await readBody(request, bodyLimitBytes)).toString('utf8') || '{}') as Request,
          response,
        );
      } catch {
        sendError(response, 'SerializationException', 'The request body is not JSON.');
      }
    })();
  });
  await listen(server, options.port, 'Secrets Manager');
  return { url: `http://localhost:${options.port}`, stop: () => close(server) };
}

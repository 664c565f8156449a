/**
 * Where the local stack lives: ports, data folder and the names every engine and handler agrees on.
 * Defaults come from the team brief; each port can be overridden by its environment variable.
 */
import path from 'node:path';
import type { Seller } from '../../lambdas/contracts/seller';

export interface LocalPorts {
  web: number;
  api: number;
  cognito: number;
  dynamodb: number;
  s3: number;
  lambda: number;
  iyzico: number;
  secretsManager: number;
  scheduler: number;
  ses: number;
  websocket: number;
  rekognition: number;
  webPush: number;
  nilvera: number;
}

export const defaultPorts: LocalPorts = {
  web: 5173,
  api: 3001,
  cognito: 9229,
  dynamodb: 8000,
  s3: 4569,
  lambda: 9001,
  iyzico: 5380,
  secretsManager: 4584,
  scheduler: 4590,
  ses: 4595,
  websocket: 3011,
  rekognition: 4597,
  webPush: 4596,
  nilvera: 4598,
};

const portEnvironmentNames: Record<keyof LocalPorts, string> = {
  web: 'PORT',
  api: 'API_PORT',
  cognito: 'COGNITO_PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  lambda: 'LAMBDA_PORT',
  iyzico: 'IYZICO_PORT',
  secretsManager: 'SECRETS_PORT',
  scheduler: 'SCHEDULER_PORT',
  ses: 'SES_PORT',
  websocket: 'WEBSOCKET_PORT',
  rekognition: 'REKOGNITION_PORT',
  webPush: 'WEB_PUSH_PORT',
  nilvera: 'NILVERA_PORT',
};

export const localNames = {
  region: 'eu-central-1',
  accountId: '000000000000',
  tableName: 'squad-local',
  avatarBucket: 'squad-avatars',
  /** the access logs (the local API gateway's) and their digests: lib/access-logs.ts's twins */
  accessLogBucket: 'squad-access-logs',
  logDigestBucket: 'squad-log-digests',
  userPoolName: 'squad-local',
  userPoolClientName: 'squad-web-local',
  supportEmail: 'destek@squad.app',
  /** the secret holding the iyzico merchant's keys, as in the cloud (lib/payments.ts) */
  iyzicoSecretName: 'squad/iyzico',
  /** the secret holding the key of the one-click unsubscribe tokens, as in the cloud (lib/email.ts) */
  unsubscribeSecretName: 'squad/unsubscribe',
  /** the secret holding the HMAC key of the referral claims' mailbox fingerprints, as in the cloud (lib/mailbox-key.ts) */
  mailboxKeySecretName: 'squad/mailbox-key',
  /** the secret holding the Web Push sender's VAPID key pair, as in the cloud (lib/web-push.ts) */
  vapidSecretName: 'squad/vapid',
  /** the secret holding the e-invoice integrator's API key, as in the cloud (lib/invoices.ts) */
  nilveraSecretName: 'squad/nilvera',
  /** the SES configuration set the sender names; the local SES accepts any */
  emailConfigurationSet: 'squad-local-email',
  /**
   * One dummy key pair for every engine: s3rver accepts only its own S3RVER key, DynamoDB Local
   * (-sharedDb) and cognito-local accept any.
   */
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
} as const;

/**
 * The selling company of the local stack: made up (no such company, MERSİS, tax or ETBİS number exists), and
 * marked so, so the contact page and the contracts say they are an example.
 */
export const localSeller: Seller = {
  tradeName: 'Örnek Etkinlik Teknolojileri Anonim Şirketi',
  mersisNumber: '0000000000000001',
  taxOffice: 'Örnek Vergi Dairesi',
  taxNumber: '0000000001',
  address: 'Örnek Mahallesi, Deneme Sokak No: 1, 34000 İstanbul',
  phone: '+90 212 000 00 00',
  kepAddress: 'ornek-etkinlik@hs01.kep.tr',
  email: 'satis@ornek.example',
  etbisNumber: 'ORNEK-0000',
  fictional: true,
};

/** The ARN a function of the function list has locally: what a one-time schedule's target names. */
export function localFunctionArn(name: string): string {
  return `arn:aws:lambda:${localNames.region}:${localNames.accountId}:function:${name}`;
}

function portFromEnvironment(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number, got "${raw}"`);
  }
  return port;
}

/** Ports in priority order: explicit option, then environment, then the team default. */
export function resolvePorts(overrides: Partial<LocalPorts> = {}): LocalPorts {
  const resolved = { ...defaultPorts };
  for (const key of Object.keys(defaultPorts) as (keyof LocalPorts)[]) {
    resolved[key] = overrides[key] ?? portFromEnvironment(portEnvironmentNames[key], defaultPorts[key]);
  }
  return resolved;
}

export function resolveDataDir(dataDir?: string): string {
  return path.resolve(dataDir ?? process.env.LOCAL_DATA_DIR ?? '.local');
}

/**
 * The one address every local service listens on: the IPv4 loopback only, so nothing of the stack (an API that
 * trusts its callers, a user pool that hands out tokens) is reachable from the network. URLs keep `localhost`
 * (the site's origin and the tokens' issuer); clients try its IPv4 address too.
 */
export const loopbackHost = '127.0.0.1';

export function localhostUrl(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * cognito-local 5.3 run in-process: assembled like its own createDefaultServer, but with its data
 * under <dataDir>/cognito, the CustomMessage trigger pointed at our Lambda invoke endpoint, and its
 * message delivery replaced by the outbox (so every e-mail it sends is captured, not just printed), and
 * its target dispatch wrapped by cognito-gaps.ts where it falls short of Cognito; the hosted login's page is
 * hosted-login.ts (a Turkish local sign-in listing the laptop's accounts) instead of its bare English form.
 */
import { createRequire } from 'node:module';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import path from 'node:path';
import type * as AwsSdkV2 from 'aws-sdk';
import type pino from 'pino';
import { createServer } from 'cognito-local/lib/server/server';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
  type Services,
} from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { customMessage } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { routerClosingGaps } from './cognito-gaps';
import { withLocalHostedLogin } from './hosted-login';
import { localhostUrl, loopbackHost } from './config';
import { close } from './http';
import { composeOutboxMessage, writeOutboxMessage } from './outbox';

// pino and aws-sdk v2 are cognito-local's own dependencies; resolve them from there rather than
// declaring them again.
const requireFromCognitoLocal = createRequire(require.resolve('cognito-local'));
const createLogger = requireFromCognitoLocal('pino') as typeof pino;
const { Lambda } = requireFromCognitoLocal('aws-sdk') as typeof AwsSdkV2;

export interface RunningCognito {
  endpoint: string;
  stop(): Promise<void>;
}

const codePlaceholder = '{####}';

/**
 * Cognito replaces every `{####}` of the trigger's message with the code; cognito-local replaces only
 * the first, so the rest are filled in here (a message may carry the code in a link and in the text).
 */
function withCode(text: string | undefined, code: string | undefined): string {
  return code === undefined ? (text ?? '') : (text ?? '').replaceAll(codePlaceholder, code);
}

function outboxSender(dataDir: string, printMessages: boolean): MessageSender {
  const deliver: MessageSender['sendEmail'] = async (_ctx, _user, destination, message) => {
    const outboxMessage = composeOutboxMessage(
      destination,
      withCode(message.emailSubject, message.__code),
      withCode(message.emailMessage, message.__code),
      message.__code,
    );
    await writeOutboxMessage(dataDir, outboxMessage, printMessages);
  };
  return { sendEmail: deliver, sendSms: deliver };
}

export async function startCognito(options: {
  dataDir: string;
  port: number;
  lambdaEndpoint: string;
  printMessages: boolean;
  /** how long a ForgotPassword code stays valid */
  codeTtlSeconds: number;
}): Promise<RunningCognito> {
  const endpoint = localhostUrl(options.port);
  const cognitoDir = path.join(options.dataDir, 'cognito');
  const logger = createLogger({ level: 'error' });
  const config: Config = {
    ...DefaultConfig,
    LambdaClient: { ...DefaultConfig.LambdaClient, endpoint: options.lambdaEndpoint },
    TriggerFunctions: { CustomMessage: functionName(customMessage) },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { port: options.port, hostname: 'localhost', development: false, https: false },
  };
  const ctx = { logger };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(cognitoDir);
  const cognitoClient = await new CognitoServiceFactoryImpl(
    cognitoDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognitoClient,
    new LambdaService(config.TriggerFunctions, new Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new MessagesService(
      triggers,
      new MessageDeliveryService(outboxSender(options.dataDir, options.printMessages)),
    ),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const { application } = createServer(
    routerClosingGaps(services, { codeTtlSeconds: options.codeTtlSeconds }),
    logger,
    config.ServerConfig,
    services,
  );
  const server = createHttpServer(withLocalHostedLogin(application as RequestListener, services, ctx));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, loopbackHost, resolve);
  });
  return { endpoint, stop: () => close(server) };
}

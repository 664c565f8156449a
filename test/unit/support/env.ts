/**
 * The environment every function reads at module load. Imported first by each unit test, before the
 * modules under test, so their fail-fast configuration finds what it needs.
 */
import type { EnvironmentName } from '../../../lambdas/access';
import { localSeller } from '../../../bin/local/config';

const functionEnvironment = {
  TABLE_NAME: 'squad-unit',
  AVATAR_BUCKET: 'squad-avatars-unit',
  AVATAR_BASE_URL: 'https://cdn.squad.test',
  USER_POOL_ID: 'eu-central-1_unit',
  USER_POOL_CLIENT_ID: 'unit-client',
  JWT_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_unit',
  SITE_URL: 'https://squad.test',
  WELCOME_TOKENS: '5',
  SELLER: JSON.stringify(localSeller),
  GEOCODER: 'gazetteer',
  PLACE_INDEX_NAME: 'squad-places-unit',
  SCREENER: 'rules',
  SCREENER_MODEL_ID: 'eu.amazon.nova-micro-v1:0',
  IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.test',
  IYZICO_SECRET_NAME: 'squad/iyzico',
  NILVERA_BASE_URL: 'https://nilvera.squad.test',
  NILVERA_SECRET_NAME: 'squad/nilvera',
  ONE_TIME_JOBS: JSON.stringify(
    Object.fromEntries(
      ['complete-event', 'close-attendance', 'send-reminder'].map((name) => [
        name,
        {
          groupName: `squad-unit-${name}`,
          functionArn: `arn:aws:lambda:eu-central-1:123456789012:function:squad-unit-${name}`,
          roleArn: `arn:aws:iam::123456789012:role/squad-unit-${name}-invoke`,
        },
      ]),
    ),
  ),
  EMAIL_FROM: 'destek@squad.test',
  EMAIL_CONFIGURATION_SET: 'squad-unit-email',
  UNSUBSCRIBE_SECRET_NAME: 'squad/unsubscribe',
  MAILBOX_KEY_SECRET_NAME: 'squad/mailbox-key',
  VAPID_SECRET_NAME: 'squad/vapid',
  ACCESS_LOG_BUCKET: 'squad-unit-access-logs',
  LOG_DIGEST_BUCKET: 'squad-unit-log-digests',
  WEBSOCKET_CALLBACK_URL: 'https://ws.squad.test/live',
  ORIGIN_SECRET: 'unit-origin-secret',
} satisfies Record<EnvironmentName, string>;

Object.assign(process.env, {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'unit-test-key',
  AWS_SECRET_ACCESS_KEY: 'unit-test-secret',
  ...functionEnvironment,
  POWERTOOLS_SERVICE_NAME: 'squad',
  // The route wrapper's logs are asserted through spies; keep the test output readable.
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});

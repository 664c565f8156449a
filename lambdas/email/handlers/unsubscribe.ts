/**
 * POST /email/unsubscribe?token=...: the one-click unsubscribe of an e-mail (a mail client's RFC 8058 POST, or
 * the SPA's unsubscribe page). Public: the signed token is the only credential, and it names one user and one
 * kind of e-mail, which is turned off by e-mail (a repeated click changes nothing more). A token that does not
 * verify changes nothing. Rate-limited per token, so one link cannot be replayed at speed.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import * as api from '../../contracts/endpoints/email';
import { unsubscribeRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { httpRoute } from '../../platform/route';
import { turnEmailOff } from '../../notifications/settings-table';
import { emailMetrics } from '../email-metrics';
import { unsubscribeKey } from '../unsubscribe-key';
import { verifyUnsubscribeToken } from '../unsubscribe-token';

const metrics = new Metrics({ namespace: emailMetrics.namespace, serviceName: emailMetrics.service });

export const handler = httpRoute(api.unsubscribe, async ({ query, sourceIp }) => {
  const verified = verifyUnsubscribeToken(await unsubscribeKey(), query.token);
  if ('refused' in verified) {
    logger.warn('Unsubscribe token refused', { refused: verified.refused, sourceIp });
    throw verified.refused === 'malformed'
      ? refusal(400, unsubscribeRefusals, 'BAD_TOKEN')
      : refusal(403, unsubscribeRefusals, 'FORGED_TOKEN');
  }
  const { userId, type } = verified.claim;
  await turnEmailOff(userId, type, clock.now());
  metrics.addMetric(emailMetrics.unsubscribes, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  logger.info('E-mail kind turned off by its unsubscribe link', { userId, type });
  return { body: { type } };
});

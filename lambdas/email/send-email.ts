/**
 * Sending one new e-mail item from the table's stream. SES has no idempotency key of its own, so the item says
 * whether it was sent: a record whose e-mail is marked sent (a redelivery) is skipped, and the mark is written
 * once, right after SES accepted the e-mail. Only a crash between the two sends an e-mail twice. An address that
 * bounced for good or complained is not e-mailed again; an e-mail marked marketing goes only to a recipient whose
 * opt-in is current when it is sent. A record that holds no e-mail is a poison record: it throws, so the batch
 * reports it and it ends in the dead-letter queue.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { emailKindNames, unsubscribePageUrl } from '../contracts/email';
import { unsubscribe as unsubscribeEndpoint } from '../contracts/endpoints/email';
import { endpointPath } from '../contracts/endpoint';
import { emailNotificationTypes } from '../contracts/notifications';
import { clock } from '../platform/clock';
import { requiredEnv } from '../platform/env';
import { loggableError, logger } from '../platform/logger';
import { emailMetrics } from './email-metrics';
import { emailState, markEmailSent } from './emails-table';
import { renderEmail, type UnsubscribeLinks } from './layout';
import { sendEmail } from './ses';
import { isSuppressed } from './suppressions-table';
import { hasMarketingConsent } from '../notifications/marketing-consent-table';
import { unsubscribeKey } from './unsubscribe-key';
import { signUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

export const metrics = new Metrics({ namespace: emailMetrics.namespace, serviceName: emailMetrics.service });

const siteUrl = requiredEnv('SITE_URL').replace(/\/$/, '');
/** The account settings page, where every kind can be turned back on. */
const settingsUrl = `${siteUrl}/dashboard/settings`;

const text = z.object({ S: z.string().check(z.minLength(1)) });
/** The attributes of an e-mail item (emailPut) the sender needs, in the stream's DynamoDB JSON. */
const newEmailImageSchema = z.object({
  key: text,
  to: text,
  subject: text,
  text,
  recipientId: z.optional(text),
  notificationType: z.optional(z.object({ S: z.enum(emailNotificationTypes) })),
  marketing: z.optional(z.object({ BOOL: z.literal(true) })),
});

class PoisonRecordError extends Error {}

export type RecordResult = 'sent' | 'already-sent' | 'gone' | 'suppressed' | 'no-consent';

async function unsubscribeLinks(claim: UnsubscribeClaim): Promise<UnsubscribeLinks> {
  const token = signUnsubscribeToken(await unsubscribeKey(), claim);
  return {
    pageUrl: unsubscribePageUrl(siteUrl, token),
    // The site's origin hands the API's paths to the API, as it does for the SPA's own calls.
    oneClickUrl: `${siteUrl}${endpointPath(unsubscribeEndpoint, undefined, { token })}`,
    kindName: emailKindNames[claim.type],
  };
}

export async function sendRecord(record: DynamoDBRecord): Promise<RecordResult> {
  try {
    const image = newEmailImageSchema.safeParse(record.dynamodb?.NewImage);
    if (!image.success) {
      throw new PoisonRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no e-mail`);
    }
    const { key, to, subject, text, recipientId, notificationType, marketing } = image.data;
    // Neither the address nor the text is logged: the key names the cause.
    const state = await emailState(key.S);
    if (state !== 'unsent') {
      logger.info('E-mail not sent again', { key: key.S, state: state ?? 'absent' });
      return state === 'sent' ? 'already-sent' : 'gone';
    }
    // The one gate of marketing: no e-mail marked so leaves without its recipient's current opt-in.
    if (marketing && !(recipientId && (await hasMarketingConsent(recipientId.S)))) {
      logger.info('Marketing e-mail not sent: no opt-in', { key: key.S });
      return 'no-consent';
    }
    if (await isSuppressed(to.S)) {
      metrics.addMetric(emailMetrics.suppressedSkipped, MetricUnit.Count, 1);
      logger.info('E-mail not sent: its address bounced or complained', { key: key.S });
      return 'suppressed';
    }
    const claim =
      recipientId && notificationType ? { userId: recipientId.S, type: notificationType.S } : undefined;
    const email = renderEmail({
      subject: subject.S,
      text: text.S,
      siteUrl,
      settingsUrl,
      marketing: marketing !== undefined,
      ...(claim ? { unsubscribe: await unsubscribeLinks(claim) } : {}),
    });
    const messageId = await sendEmail(to.S, email);
    metrics.addMetric(emailMetrics.sent, MetricUnit.Count, 1);
    if (!(await markEmailSent(key.S, clock.now(), messageId))) {
      logger.warn('E-mail sent by two deliveries at once', { key: key.S, messageId });
    }
    logger.info('E-mail sent', { key: key.S, messageId });
    return 'sent';
  } catch (error) {
    metrics.addMetric(emailMetrics.failedRecords, MetricUnit.Count, 1);
    logger.error('Sending an e-mail from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: loggableError(error),
    });
    throw error;
  }
}

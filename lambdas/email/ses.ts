/**
 * Sending one e-mail through SES v2, from the sender the stack configures (`EMAIL_FROM`) and through its
 * configuration set (`EMAIL_CONFIGURATION_SET`: where SES publishes bounces and complaints), both checked at load.
 * The local stack points the client at its SES stand-in through AWS_ENDPOINT_URL_SESV2.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { requiredEnv } from '../platform/env';
import type { RenderedEmail } from './layout';

const sender = requiredEnv('EMAIL_FROM');
const configurationSet = requiredEnv('EMAIL_CONFIGURATION_SET');
const client = new SESv2Client({});

// Turkish text is not 7-bit ASCII, SES's default charset.
const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });

/** Answers SES's message id. */
export async function sendEmail(
  to: string,
  { subject, text, html, headers }: RenderedEmail,
): Promise<string> {
  const { MessageId } = await client.send(
    new SendEmailCommand({
      FromEmailAddress: sender,
      Destination: { ToAddresses: [to] },
      ConfigurationSetName: configurationSet,
      Content: {
        Simple: {
          Subject: utf8(subject),
          Body: { Text: utf8(text), Html: utf8(html) },
          ...(headers.length > 0 ? { Headers: [...headers] } : {}),
        },
      },
    }),
  );
  return MessageId ?? '';
}

/**
 * Sending one e-mail through SES v2, from the sender the stack configures (`EMAIL_FROM`, checked at load). The
 * local stack points the client at its SES twin through AWS_ENDPOINT_URL_SESV2.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { requiredEnv } from '../platform/env';

const sender = requiredEnv('EMAIL_FROM');
const client = new SESv2Client({});

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

// Turkish text is not 7-bit ASCII, SES's default charset.
const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });

/** Answers SES's message id. */
export async function sendEmail({ to, subject, text, html }: OutgoingEmail): Promise<string> {
  const { MessageId } = await client.send(
    new SendEmailCommand({
      FromEmailAddress: sender,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: utf8(subject),
          Body: { Text: utf8(text), ...(html === undefined ? {} : { Html: utf8(html) }) },
        },
      },
    }),
  );
  return MessageId ?? '';
}

/**
 * A local SES v2: the service's REST JSON protocol for the one operation Squad uses, SendEmail
 * (`POST /v2/email/outbound-emails` with `{FromEmailAddress, Destination, Content: {Simple}}`, as
 * @aws-sdk/client-sesv2 sends it; answers `{MessageId}`). Each recipient's copy goes to the outbox
 * (bin/local/outbox.ts), beside Cognito's mails. Like the SES sandbox it refuses what it cannot deliver, with
 * SES's own error shape; it checks no signature. Handlers reach it through AWS_ENDPOINT_URL_SESV2.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { close, listen, readBody, sendJson } from './http';
import { htmlToText, writeOutboxMessage } from './outbox';

const sendEmailPath = '/v2/email/outbound-emails';
// SES's own limit on a message, raw MIME included.
const bodyLimitBytes = 10 * 1024 * 1024;

const content = z.object({ Data: z.string(), Charset: z.optional(z.string()) });
const addresses = z.optional(z.array(z.string().check(z.minLength(3))));
/** The parts of a SendEmail request this twin delivers: a simple message to at least one recipient. */
const sendEmailRequest = z.object({
  FromEmailAddress: z.string().check(z.minLength(3)),
  Destination: z.object({ ToAddresses: addresses, CcAddresses: addresses, BccAddresses: addresses }),
  Content: z.object({
    Simple: z.object({
      Subject: content,
      Body: z.object({ Text: z.optional(content), Html: z.optional(content) }),
    }),
  }),
});

function sendError(response: ServerResponse, status: number, type: string, message: string): void {
  sendJson(response, status, { message }, { 'x-amzn-errortype': type });
}

export async function startSes(options: {
  port: number;
  dataDir: string;
  /** print each message in the terminal, as Cognito's are */
  printMessages: boolean;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url?.split('?')[0] !== sendEmailPath) {
        sendError(
          response,
          404,
          'NotFoundException',
          `The local SES has no ${request.method} ${request.url}`,
        );
        return;
      }
      let parsed: z.infer<typeof sendEmailRequest>;
      try {
        const body = JSON.parse((await readBody(request, bodyLimitBytes)).toString('utf8')) as unknown;
        const result = sendEmailRequest.safeParse(body);
        if (!result.success) throw new Error(z.prettifyError(result.error));
        parsed = result.data;
      } catch (error) {
        sendError(
          response,
          400,
          'BadRequestException',
          `Not a simple SendEmail: ${(error as Error).message}`,
        );
        return;
      }
      const { FromEmailAddress: from, Destination: destination, Content: content } = parsed;
      const { Subject: subject, Body: body } = content.Simple;
      const recipients = [
        ...(destination.ToAddresses ?? []),
        ...(destination.CcAddresses ?? []),
        ...(destination.BccAddresses ?? []),
      ];
      if (recipients.length === 0 || (!body.Text && !body.Html)) {
        sendError(response, 400, 'BadRequestException', 'A message needs a recipient and a body.');
        return;
      }
      const html = body.Html?.Data;
      const text = body.Text?.Data ?? htmlToText(html ?? '');
      for (const to of recipients) {
        await writeOutboxMessage(
          options.dataDir,
          { from, to, subject: subject.Data, text, ...(html === undefined ? {} : { html }) },
          options.printMessages,
        );
      }
      sendJson(response, 200, { MessageId: `local-${randomUUID()}` });
    })().catch((error: Error) => sendError(response, 500, 'InternalFailure', error.message));
  });
  await listen(server, options.port, 'SES');
  return { url: `http://localhost:${options.port}`, stop: () => close(server) };
}

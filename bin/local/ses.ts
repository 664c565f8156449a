/**
 * The local SES v2: aws-ses-v2-local, in this process, on the stack's `ses` port. The product's e-mail sender
 * reaches it through AWS_ENDPOINT_URL_SESV2 with the unchanged SESv2 client; it keeps each message as sent
 * (subject, text and HTML bodies, the `Headers` such as List-Unsubscribe), shows them in its web view at `/` and
 * answers them as JSON at `GET /store` (what the tests read: test/sent-mail.ts). Messages live in memory: a
 * restart empties the view. Cognito's own mails go to the outbox instead (bin/local/outbox.ts).
 */
import type { Server } from 'node:http';
import startSesStandIn from 'aws-ses-v2-local';
import { loopbackHost } from './config';
import { close } from './http';

export async function startSes(options: { port: number }): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = await startSesStandIn({ host: loopbackHost, port: options.port });
  return { url: `http://localhost:${options.port}`, stop: () => close(server) };
}

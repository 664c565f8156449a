/**
 * The product's e-mails as the local SES stand-in kept them (bin/local/ses.ts, `GET /store`): what the
 * integration tests, the browser tests and the bench read instead of an inbox. Cognito's mails are in the outbox.
 */

/** One message as aws-ses-v2-local stores it. */
export interface SentMail {
  readonly messageId: string;
  readonly from: string;
  readonly destination: { readonly to: string[]; readonly cc: string[]; readonly bcc: string[] };
  readonly subject: string;
  readonly body: { readonly html?: string; readonly text?: string };
  readonly headers?: readonly { readonly name: string; readonly value: string }[];
  /** seconds since the epoch */
  readonly at: number;
}

/** Every message the stand-in at `sesUrl` accepted for `to`, oldest first. */
export async function sentMailTo(sesUrl: string, to: string): Promise<SentMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  if (!response.ok) throw new Error(`the local SES answered ${response.status} for its store`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  const address = to.toLowerCase();
  return emails.filter((mail) =>
    mail.destination.to.some((recipient) => recipient.toLowerCase() === address),
  );
}

/** The `count`-th message to `to` (1-based), waiting up to `timeoutMs` for it to arrive. */
export async function waitForSentMail(
  sesUrl: string,
  to: string,
  count: number,
  timeoutMs = 10_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await sentMailTo(sesUrl, to);
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline)
      throw new Error(`no e-mail #${count} to ${to} at ${sesUrl} (${mails.length} sent)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A header's value as sent (names compare case-insensitively, as in mail). */
export function headerOf(mail: SentMail, name: string): string | undefined {
  return mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
}

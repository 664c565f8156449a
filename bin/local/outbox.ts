/**
 * The local outbox of Cognito's mails: every message cognito-local would send is written to
 * <dataDir>/outbox/<iso time>-<to>.json and printed, so verification links and reset codes are at hand. The
 * product's own e-mails go through the local SES instead, and show in its mail view (bin/local/ses.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  link?: string;
  code?: string;
}

const verifyLinkPattern = /https?:\/\/[^\s"'<>]+\/verify\?[^\s"'<>]+/;
const sixDigitCodePattern = /\b\d{6}\b/;

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeHtmlEntities(withBreaks)
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n')
    .trim();
}

/** `code`: the one Cognito generated when known, else the first 6-digit number of the text. */
export function composeOutboxMessage(
  to: string,
  subject: string,
  html: string,
  generatedCode?: string,
): OutboxMessage {
  const text = htmlToText(html);
  const link = verifyLinkPattern.exec(decodeHtmlEntities(html))?.[0];
  const code = generatedCode ?? sixDigitCodePattern.exec(text)?.[0];
  return { to, subject, html, text, ...(link ? { link } : {}), ...(code ? { code } : {}) };
}

/** Files are `<ISO time>-<recipient>.json`, so names sort by time and end with their recipient. */
const fileSuffix = (to: string) => `-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.json`;

/** Every e-mail to `to` in the outbox folder, oldest first. */
export async function readOutbox(directory: string, to: string): Promise<OutboxMessage[]> {
  const files = (await readdir(directory).catch(() => []))
    .filter((file) => file.endsWith(fileSuffix(to)))
    .sort();
  return Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as OutboxMessage,
    ),
  );
}

/** The `count`-th e-mail to `to` (1-based), waiting up to `timeoutMs` for it to arrive. */
export async function waitForOutboxMessage(
  directory: string,
  to: string,
  count: number,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readOutbox(directory, to);
    if (messages.length >= count) return messages[count - 1];
    if (Date.now() > deadline) throw new Error(`no e-mail #${count} to ${to} in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export async function writeOutboxMessage(
  dataDir: string,
  message: OutboxMessage,
  print: boolean,
): Promise<string> {
  const directory = outboxDir(dataDir);
  await mkdir(directory, { recursive: true });
  const file = path.join(
    directory,
    `${new Date().toISOString().replace(/:/g, '-')}${fileSuffix(message.to)}`,
  );
  await writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
  if (print) {
    const details = [message.link && `link: ${message.link}`, message.code && `code: ${message.code}`, file];
    const lines = [`\n[outbox] to ${message.to}: ${message.subject}`, ...details.filter(Boolean)];
    console.log(lines.join('\n         '));
  }
  return file;
}

/** The e-mails the stack wrote to its outbox, read the way a developer would click through them. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '../../../bin/local/outbox';
import { stackInfo } from './stack-info';

async function outboxMessages(to: string): Promise<OutboxMessage[]> {
  const files = (await readdir(stackInfo().outboxDir).catch(() => [])).filter((file) =>
    file.endsWith(`-${to}.json`),
  );
  files.sort();
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(path.join(stackInfo().outboxDir, file), 'utf8')) as OutboxMessage,
    ),
  );
}

/** The `count`-th e-mail to `to` (1-based), waiting for it to arrive. */
export async function waitForMessage(to: string, count: number): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await outboxMessages(to);
    if (messages.length >= count) return messages[count - 1];
    if (Date.now() > deadline) throw new Error(`no e-mail #${count} for ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

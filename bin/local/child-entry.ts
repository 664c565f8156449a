/**
 * Runs one local stack in a child process for `spawnLocalStack` (child.ts): options arrive as JSON in
 * argv, the stack's description goes back over IPC once it is up. It stops on SIGTERM/SIGINT and also
 * when the parent goes away (the IPC channel closes), so a crashed test run leaves nothing behind.
 */
import { startLocalStack, type LocalStackOptions } from './stack';
import { describeStack } from './child';

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as LocalStackOptions;
  const stack = await startLocalStack(options);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  process.send?.({ ready: describeStack(stack) });
}

main().catch((error: Error) => {
  process.send?.({ failed: error.message });
  process.exit(1);
});

/**
 * `npm run verify:access-logs -- [--since 2026-01-01T00:00Z]`: checks the access logs against their digest chain
 * before they are handed over on a lawful request (docs/operations.md). Reads the buckets and the table named by
 * ACCESS_LOG_BUCKET, LOG_DIGEST_BUCKET and TABLE_NAME with the caller's AWS credentials; exits 1 on any finding.
 */
import { parseArgs } from 'node:util';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { since: { type: 'string' } } });
  // Imported after the arguments are read: the modules check their environment when they load.
  const { verifyChain } = await import('../lambdas/access-logs/seal');
  const { hours, findings } = await verifyChain(values.since ? new Date(values.since) : undefined);
  for (const finding of findings) console.log(`${finding.hour}  ${finding.problem}`);
  console.log(`${hours} sealed hours checked, ${findings.length} findings.`);
  if (findings.length > 0) process.exitCode = 1;
}

void main();

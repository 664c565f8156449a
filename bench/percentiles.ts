/** Latency measurement: a fixed number of calls at a fixed concurrency, loopback only, bounded in count. */
export interface LatencySummary {
  requests: number;
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

export function percentile(sortedMs: number[], fraction: number): number {
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return Number(sortedMs[Math.max(0, index)].toFixed(2));
}

export async function measureLatency(
  call: () => Promise<unknown>,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<LatencySummary> {
  const durations: number[] = [];
  let started = 0;
  async function worker(): Promise<void> {
    while (started < requests) {
      started += 1;
      const begin = performance.now();
      await call();
      durations.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  durations.sort((a, b) => a - b);
  const mean = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
  return {
    requests,
    concurrency,
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    meanMs: Number(mean.toFixed(2)),
  };
}

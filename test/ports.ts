/**
 * Ports of a test run's own local stack. TEST_PORT_OFFSET moves them all, so two checkouts can run their
 * suites side by side on one machine.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

export function testPorts<Names extends string>(ports: Record<Names, number>): Record<Names, number> {
  return Object.fromEntries(
    Object.entries<number>(ports).map(([name, port]) => [name, port + offset]),
  ) as Record<Names, number>;
}

/** A file name of this run's own, beside other checkouts' runs. */
export const runSuffix = offset ? `-${offset}` : '';

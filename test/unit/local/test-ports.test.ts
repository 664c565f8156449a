/**
 * The test runs' ports (test/ports.ts): a suite that shares a port with another, or with a running `npm start`,
 * fails only when both happen to run at once, so the list itself is checked here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPorts } from '../../../bin/local/config';
import { portsOf, portUsers, type PortUser } from '../../ports';

const users = Object.keys(portUsers) as PortUser[];
const portsOfUser = (user: PortUser): number[] => Object.values(portsOf(user));

const repositoryRoot = path.resolve(__dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

describe('the test runs’ ports', () => {
  it('gives no two users the same port', () => {
    const owners = new Map<number, PortUser>();
    const shared = users.flatMap((user) =>
      portsOfUser(user).flatMap((port) => {
        const owner = owners.get(port);
        owners.set(port, user);
        return owner ? [`${port}: ${owner} and ${user}`] : [];
      }),
    );

    expect(shared).toEqual([]);
  });

  it('gives no user a port a default `npm start` listens on', () => {
    const defaults = new Set(Object.values(defaultPorts));

    expect(users.flatMap(portsOfUser).filter((port) => defaults.has(port))).toEqual([]);
  });

  it('spans fewer ports than the step between two checkouts’ offsets (1,100)', () => {
    const ports = users.flatMap(portsOfUser);

    expect(Math.max(...ports) - Math.min(...ports)).toBeLessThan(1_100);
  });

  it('is where every suite and the bench that start a local stack take its ports from', () => {
    const startsStack = /\b(startLocalStack|spawnLocalStack)\(/;
    const takesListedPorts = /\b(portsOf|ownStackOptions)\(/;
    const startingWithOtherPorts = [...sourceFiles('test'), ...sourceFiles('bench')].filter((file) => {
      const source = readFileSync(path.join(repositoryRoot, file), 'utf8');
      return startsStack.test(source) && !takesListedPorts.test(source);
    });

    expect(startingWithOtherPorts).toEqual([]);
  });

  it('names every port of a local stack for each user that starts one, leaving none to its default', () => {
    const stackUsers = users.filter((user) => 'api' in portsOf(user));

    expect(stackUsers.length).toBeGreaterThan(0);
    for (const user of stackUsers) {
      expect(Object.keys(portsOf(user)).sort()).toEqual(Object.keys(defaultPorts).sort());
    }
  });
});

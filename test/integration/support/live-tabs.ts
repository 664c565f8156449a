/**
 * Open tabs in the integration tests: real sockets to the local WebSocket API, and what the server keeps of them.
 */
import WebSocket from 'ws';
import { liveTokenParameter, liveWatchAreaRouteKey, type LiveMessage } from '../../../lambdas/contracts/live';
import { userPartition } from '../../../lambdas/platform/keys';
import { connectionSortKeyPrefix } from '../../../lambdas/live/keys';
import { stackInfo } from './stack-info';
import { itemsWithPrefix } from './table';
import type { TestUser } from './users';

export interface OpenSocket {
  socket: WebSocket;
  messages: LiveMessage[];
  /** the next message that satisfies `test`, or a failure after `timeoutMs` */
  next(test: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
}

const sockets: WebSocket[] = [];

/** Closes every tab the suite opened (its afterAll). */
export const closeTabs = () => sockets.forEach((socket) => socket.terminate());

/** An open tab of the user: a socket to the local WebSocket API with their access token. */
export function connect(user: TestUser): Promise<OpenSocket> {
  const url = new URL(stackInfo().websocketUrl);
  url.searchParams.set(liveTokenParameter, user.accessToken);
  const socket = new WebSocket(url);
  sockets.push(socket);
  const messages: LiveMessage[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveMessage);
    waiting.forEach((wake) => wake());
  });
  const next = (test: (message: LiveMessage) => boolean, timeoutMs = 5_000) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(test);
        if (!found) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no live update within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, next }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The user's connection items. */
export const connectionsOf = (user: TestUser) =>
  itemsWithPrefix(userPartition(user.userId), connectionSortKeyPrefix);

/** Reads until `done` holds, or for `timeoutMs`; answers the last read. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A tab of the user that watches the area around `near`, once the server has filed it. */
export async function watching(user: TestUser, near: [number, number]): Promise<OpenSocket> {
  const tab = await connect(user);
  tab.socket.send(JSON.stringify({ action: liveWatchAreaRouteKey, near }));
  await until(
    () => connectionsOf(user),
    (items) => items.some((item) => typeof item.areaCells === 'string' && item.areaCells !== ''),
  );
  return tab;
}

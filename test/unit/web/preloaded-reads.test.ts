/**
 * Reads a first screen starts before its first render (lib/api/useApi.ts): the screen's own read of the same path
 * takes the answer instead of asking again, once; an answer nobody takes is soon forgotten.
 */
import * as profileEndpoints from '@contracts/endpoints/profile';

const readPath = jest.fn();
jest.mock('../../../web/src/lib/api/client', () => ({
  ...jest.requireActual('../../../web/src/lib/api/client'),
  readPath: (...args: unknown[]) => readPath(...args) as unknown,
}));

type Reads = typeof import('../../../web/src/lib/api/useApi');

/** Fresh module state per test: the preloaded answers live in it. */
function freshReads(): Reads {
  let reads: Reads | undefined;
  jest.isolateModules(() => {
    reads = jest.requireActual<Reads>('../../../web/src/lib/api/useApi');
  });
  return reads!;
}

const endpoint = profileEndpoints.getProfile;
const path = endpoint.path;

beforeEach(() => {
  // Every preload sets a timer to forget its answer: fake ones, so none outlives its test.
  jest.useFakeTimers();
  readPath.mockReset();
  readPath.mockImplementation((_endpoint, asked: string) =>
    Promise.resolve({ asked, at: readPath.mock.calls.length }),
  );
});
afterEach(() => jest.useRealTimers());

it('gives the preloaded answer to the first read of its path without asking again', async () => {
  const reads = freshReads();
  reads.preloadApi(endpoint, {});

  await expect(reads.fetchPath(endpoint, path)).resolves.toEqual({ asked: path, at: 1 });
  expect(readPath).toHaveBeenCalledTimes(1);
});

it('asks once for a path preloaded twice', () => {
  const reads = freshReads();
  reads.preloadApi(endpoint, {});
  reads.preloadApi(endpoint, {});

  expect(readPath).toHaveBeenCalledTimes(1);
});

it('asks again when the preloaded answer was already taken', async () => {
  const reads = freshReads();
  reads.preloadApi(endpoint, {});
  await reads.fetchPath(endpoint, path);

  await expect(reads.fetchPath(endpoint, path)).resolves.toEqual({ asked: path, at: 2 });
});

it('forgets an answer nobody took a few seconds after it came, so a later screen reads afresh', async () => {
  const reads = freshReads();
  reads.preloadApi(endpoint, {});
  await Promise.resolve();
  await Promise.resolve();

  jest.advanceTimersByTime(5000);

  await expect(reads.fetchPath(endpoint, path)).resolves.toEqual({ asked: path, at: 2 });
});

it("passes a failed preload's failure to the read that takes it", async () => {
  readPath.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  const reads = freshReads();
  reads.preloadApi(endpoint, {});

  await expect(reads.fetchPath(endpoint, path)).rejects.toThrow('offline');
});

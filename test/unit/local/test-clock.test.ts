import { clock } from '../../../lambdas/platform/clock';
import { answerTestClock, startTestClock } from '../../../bin/local/test-clock';

const realNow = clock.now;
const minutes = 60_000;

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') }));
afterEach(() => {
  clock.now = realNow;
  jest.useRealTimers();
});

const post = (body: unknown) => Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));

describe('the local test clock', () => {
  it('starts at the offset kept from the last run', () => {
    startTestClock({ offsetMinutes: 90, whenMoved: jest.fn() });

    expect(clock.now().toISOString()).toBe('2026-11-20T10:30:00.000Z');
  });

  it('moves the platform clock forward by the minutes asked and answers the moved time', async () => {
    const testClock = startTestClock({ offsetMinutes: 0, whenMoved: jest.fn(async () => undefined) });

    const answer = await answerTestClock(testClock, 'POST', post({ advanceMinutes: 45 }));

    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '')).toEqual({ now: '2026-11-20T09:45:00.000Z', offsetMinutes: 45 });
    expect(clock.now().getTime()).toBe(Date.now() + 45 * minutes);
  });

  it('keeps the offset and runs what became due before it answers', async () => {
    const steps: string[] = [];
    const testClock = startTestClock({
      offsetMinutes: 10,
      whenMoved: async (offsetMinutes) => {
        await Promise.resolve();
        steps.push(`moved to ${offsetMinutes}`);
      },
    });

    await answerTestClock(testClock, 'POST', post({ advanceMinutes: 5 }));
    steps.push('answered');

    expect(steps).toEqual(['moved to 15', 'answered']);
  });

  it('moves one request at a time, each answering with its own move', async () => {
    const testClock = startTestClock({ offsetMinutes: 0, whenMoved: jest.fn(async () => undefined) });

    const answers = await Promise.all([testClock.advance(10), testClock.advance(20)]);

    expect(answers.map((answer) => answer.offsetMinutes)).toEqual([10, 30]);
  });

  it('reads the moved time with GET', async () => {
    const testClock = startTestClock({ offsetMinutes: 60, whenMoved: jest.fn() });

    const answer = await answerTestClock(testClock, 'GET', Buffer.alloc(0));

    expect(JSON.parse(answer.body ?? '')).toEqual({ now: '2026-11-20T10:00:00.000Z', offsetMinutes: 60 });
  });

  it.each([
    ['zero minutes', { advanceMinutes: 0 }],
    ['a move back', { advanceMinutes: -5 }],
    ['part of a minute', { advanceMinutes: 1.5 }],
    ['minutes as text', { advanceMinutes: '10' }],
    ['more than a year', { advanceMinutes: 366 * 24 * 60 + 1 }],
    ['no minutes', {}],
    ['a body that is not JSON', 'advanceMinutes=10'],
  ])('refuses %s with 400 and leaves the clock where it was', async (_case, body) => {
    const whenMoved = jest.fn();
    const testClock = startTestClock({ offsetMinutes: 0, whenMoved });

    const answer = await answerTestClock(testClock, 'POST', post(body));

    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body ?? '').message).toMatch(/advanceMinutes/);
    expect(testClock.read().offsetMinutes).toBe(0);
    expect(whenMoved).not.toHaveBeenCalled();
  });

  it('answers any other method with 405', async () => {
    const testClock = startTestClock({ offsetMinutes: 0, whenMoved: jest.fn() });

    const answer = await answerTestClock(testClock, 'DELETE', Buffer.alloc(0));

    expect(answer).toMatchObject({ statusCode: 405, headers: { allow: 'GET, POST' } });
  });
});

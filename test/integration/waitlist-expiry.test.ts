/**
 * An offer's expiry end to end: the one-time job scheduled with the offer runs when the local test clock passes its
 * deadline, lets the offer go and offers the place to the next in line. Moving time would break the suites sharing
 * the integration stack, so this file starts a stack of its own, in this process, on ports of its own, and points
 * the test helpers at it.
 */
import { startLocalStack, type LocalStack } from '../../bin/local/stack';
import { ownStackOptions } from './support/own-stack';
import { pointHelpersAt } from './support/stack-info';

type Helpers = typeof import('./support/waitlist');

let stack: LocalStack;
let helpers: Helpers;

beforeAll(async () => {
  const options = await ownStackOptions('waitlistExpiry');
  stack = await startLocalStack(options);
  // Before any helper reads it: they reach this stack, not the shared one.
  await pointHelpersAt(stack, options.dataDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  helpers = require('./support/waitlist');
}, 120_000);
afterAll(() => stack?.stop());

const advanceClock = async (advanceMinutes: number) => {
  const response = await fetch(`${stack.urls.api}/__local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMinutes }),
  });
  if (response.status !== 200) throw new Error(`clock answered ${response.status}`);
};

describe('an offer on the waitlist', () => {
  it('expires when the test clock passes its deadline, and the place is offered to the next in line', async () => {
    const { event, participants, waiting } = await helpers.fullEventWithLine(2, 2);
    await helpers.leaveEvent(participants[0], event.id);
    expect((await helpers.myRequestOn(waiting[0], event.id))?.status).toBe('offered');
    await helpers.expiryScheduledSoon(event.id, waiting[0].userId);

    await advanceClock(119);
    expect((await helpers.myRequestOn(waiting[0], event.id))?.status).toBe('offered');
    await advanceClock(2);

    expect(await helpers.storedRequest(event.id, waiting[0].userId)).toMatchObject({ status: 'left' });
    expect((await helpers.storedRequest(event.id, waiting[0].userId)).offerExpiredAt).toBeDefined();
    expect((await helpers.myRequestOn(waiting[1], event.id))?.status).toBe('offered');
    expect(await helpers.storedEvent(event.id)).toMatchObject({
      participantCount: 1,
      offeredPlaces: 1,
      waitlistCount: 0,
    });
    await helpers.expiryScheduledSoon(event.id, waiting[1].userId);
    const late = await helpers.confirmOffer(waiting[0], event.id);
    expect([late.status, late.body.reason]).toEqual([409, 'OFFER_EXPIRED']);
  }, 60_000);
});

import {
  type AnsweredTransition,
  countDelta,
  messageFor,
  mirrored,
  statusAfter,
  transitionFor as anyTransitionFor,
} from '../../../lambdas/friends/friendship';

/** The transitions these cases reach all answer something; `nothing` has its own case below. */
const transitionFor = (...args: Parameters<typeof anyTransitionFor>) =>
  anyTransitionFor(...args) as AnsweredTransition;

describe('the friendship state machine', () => {
  it('turns adding a stranger into a request the caller sees as outgoing', () => {
    const transition = transitionFor('add', 'none');
    expect(transition).toEqual({ kind: 'request' });
    expect(statusAfter(transition)).toBe('outgoing');
    expect(countDelta(transition)).toBe(0);
    expect(messageFor(transition)).toBe('Arkadaşlık isteği gönderildi.');
  });

  it('turns adding someone whose request waits into accepting it, one more friend for each', () => {
    const transition = transitionFor('add', 'incoming');
    expect(transition).toEqual({ kind: 'accept' });
    expect(statusAfter(transition)).toBe('friends');
    expect(countDelta(transition)).toBe(1);
    expect(messageFor(transition)).toBe('Artık arkadaşsınız!');
  });

  it.each(['outgoing', 'friends'] as const)('writes nothing when adding again while %s', (status) => {
    const transition = transitionFor('add', status);
    expect(transition).toEqual({ kind: 'stay', status });
    expect(statusAfter(transition)).toBe(status);
    expect(countDelta(transition)).toBe(0);
  });

  it('declines an incoming request and cancels an outgoing one, neither counting', () => {
    const declined = transitionFor('remove', 'incoming');
    const cancelled = transitionFor('remove', 'outgoing');
    expect([declined, cancelled]).toEqual([
      { kind: 'withdraw', from: 'incoming' },
      { kind: 'withdraw', from: 'outgoing' },
    ]);
    expect([messageFor(declined), messageFor(cancelled)]).toEqual([
      'Arkadaşlık isteği reddedildi.',
      'Arkadaşlık isteği geri çekildi.',
    ]);
    expect([countDelta(declined), countDelta(cancelled)]).toEqual([0, 0]);
    expect(statusAfter(declined)).toBe('none');
  });

  it('ends a friendship with one friend fewer for each', () => {
    const transition = transitionFor('remove', 'friends');
    expect(transition).toEqual({ kind: 'unfriend' });
    expect(countDelta(transition)).toBe(-1);
    expect(statusAfter(transition)).toBe('none');
  });

  it('has nothing to remove between strangers', () => {
    expect(anyTransitionFor('remove', 'none')).toEqual({ kind: 'nothing' });
  });

  it("sees the other side's request in the mirror", () => {
    expect(['none', 'outgoing', 'incoming', 'friends'].map((s) => mirrored(s as never))).toEqual([
      'none',
      'incoming',
      'outgoing',
      'friends',
    ]);
  });
});

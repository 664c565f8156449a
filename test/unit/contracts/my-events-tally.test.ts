import { tallyMyEvents, type MyEvent } from '../../../lambdas/contracts/events';

type Card = Pick<MyEvent, 'eventType' | 'status'>;

describe("My Events' counts", () => {
  it('counts three hosted cards (upcoming, completed, cancelled) as two hosted and names the cancelled one', () => {
    const cards: Card[] = [
      { eventType: 'host', status: 'upcoming' },
      { eventType: 'host', status: 'completed' },
      { eventType: 'host', status: 'cancelled' },
    ];
    expect(tallyMyEvents(cards)).toEqual({
      total: 2,
      hosted: 2,
      attended: 0,
      drafts: 0,
      cancelled: 1,
      requests: 0,
    });
  });

  it('does not count a cancelled event a participant had a place at as attended', () => {
    const cards: Card[] = [
      { eventType: 'participant', status: 'completed' },
      { eventType: 'participant', status: 'cancelled' },
    ];
    expect(tallyMyEvents(cards)).toMatchObject({ total: 1, attended: 1, cancelled: 1 });
  });

  it("names a participant's lone request card instead of leaving it behind a total of 0", () => {
    expect(tallyMyEvents([{ eventType: 'requester', status: 'upcoming' }])).toMatchObject({
      total: 0,
      requests: 1,
    });
  });

  it('puts every card in exactly one count', () => {
    const cards: Card[] = (['host', 'participant', 'requester'] as const).flatMap((eventType) =>
      (['draft', 'upcoming', 'ongoing', 'completed', 'cancelled'] as const).map((status) => ({
        eventType,
        status,
      })),
    );
    const { total, drafts, cancelled, requests } = tallyMyEvents(cards);
    expect(total + drafts + cancelled + requests).toBe(cards.length);
  });
});

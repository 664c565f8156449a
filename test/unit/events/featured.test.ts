import { featuredFirst } from '../../../lambdas/events/events';

describe('featured events', () => {
  it('come first in a list, each group in the order it came', () => {
    const cards = [
      { id: 'a', featured: false },
      { id: 'b', featured: true },
      { id: 'c', featured: false },
      { id: 'd', featured: true },
    ];
    expect(featuredFirst(cards).map((card) => card.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

import { tagGroupsOf } from '../../../lambdas/contracts/events';
import { eventCreateSchema } from '../../../lambdas/contracts/event-schemas';
import { onlineEventBody, physicalEventBody } from '../../integration/support/events';

const refusals = (body: unknown) => {
  const result = eventCreateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the tags an event may carry', () => {
  it('offers a sports event only the sports tags', () => {
    const offered = tagGroupsOf('physical', 'Sports').flatMap((group) => group.tags);
    expect(offered).toContain('Futbol');
    expect(offered).not.toContain('Vegan');
  });

  it("offers an online game its modes after the games' own tags", () => {
    expect(tagGroupsOf('online', 'Popular Games').map((group) => group.name)).toEqual([
      'Popular Games',
      'Game Mode',
    ]);
  });

  it('offers nothing for a category the event type does not have', () => {
    expect(tagGroupsOf('physical', 'Popular Games')).toEqual([]);
  });

  it('refuses a published sports event tagged with another category’s tag', () => {
    expect(refusals(physicalEventBody({ category: 'Sports', tags: ['Futbol', 'Vegan'] }))).toEqual([
      'Etiketler seçtiğin kategorinin etiketlerinden olmalı.',
    ]);
  });

  it('refuses a draft tagged outside its category too', () => {
    expect(refusals({ ...physicalEventBody({ category: 'Sports', tags: ['Vegan'] }), draft: true })).toEqual([
      'Etiketler seçtiğin kategorinin etiketlerinden olmalı.',
    ]);
  });

  it('takes a game with the mode it is played in', () => {
    expect(refusals(onlineEventBody({ category: 'Popular Games', tags: ['Valorant', 'Ranked'] }))).toEqual(
      [],
    );
  });

  it('takes a draft with tags of its type before a category is chosen', () => {
    expect(refusals({ ...physicalEventBody({ category: undefined, tags: ['Vegan'] }), draft: true })).toEqual(
      [],
    );
  });
});

import { onlineHostLine } from '../../../web/src/features/events/format';
import { newHost as host } from './new-host';

describe('an online card’s host line', () => {
  it('says "Yeni" once for a new, unrated host', () => {
    expect(onlineHostLine({ platform: 'Valorant', host })).toBe('Valorant · Host: Ece · Rank: Yeni');
  });

  it('shows the rating once someone rated the host', () => {
    expect(onlineHostLine({ platform: 'Steam', host: { ...host, rating: 4.5 } })).toBe(
      'Steam · Host: Ece · Rank: Yeni · ★ 4,5',
    );
  });
});

import { onlineHostLine } from '../../../web/src/features/events/format';
import { newHost as host } from './new-host';

describe('an online card’s host line', () => {
  it('says "Yeni" once for a new, unrated host', () => {
    expect(onlineHostLine({ platform: 'Valorant', host })).toBe('Valorant · Ev sahibi: Ece · Rütbe: Yeni');
  });

  it('shows the rating once someone rated the host', () => {
    expect(onlineHostLine({ platform: 'Steam', host: { ...host, rating: 4.5 } })).toBe(
      'Steam · Ev sahibi: Ece · Rütbe: Yeni · ★ 4,5',
    );
  });
});

import {
  eventTextLimits,
  onlineListQuerySchema,
  physicalListQuerySchema,
} from '../../../lambdas/contracts/event-schemas';
import { matchesOnline, matchesPhysical, statusOf, toCard } from '../../../lambdas/events/events';
import { eventItem } from '../support/event-records';

const now = new Date('2030-06-01T12:00:00.000Z');
const physical = { ...eventItem }; // starts 2030-06-01T16:00Z, 2 h, Kadıköy
const online = {
  ...eventItem,
  type: 'online' as const,
  location: null,
  publicLocation: null,
  platform: 'Valorant',
  gameType: 'FPS',
  voiceRequired: true,
  language: 'tr',
  tags: ['Valorant', 'Ranked'],
  skillLevel: 'advanced' as const,
};

describe('event status', () => {
  it('is upcoming before the start, ongoing during, completed after', () => {
    expect(statusOf(physical, now)).toBe('upcoming');
    expect(statusOf(physical, new Date('2030-06-01T17:00:00.000Z'))).toBe('ongoing');
    expect(statusOf(physical, new Date('2030-06-01T18:00:00.000Z'))).toBe('completed');
  });

  it('is the host decision for drafts and cancelled events', () => {
    expect(statusOf({ ...physical, state: 'draft' }, now)).toBe('draft');
    expect(statusOf({ ...physical, state: 'cancelled' }, now)).toBe('cancelled');
  });
});

describe('cards', () => {
  it('counts free slots and the distance from the given position', () => {
    const card = toCard(physical, now, [29.03, 40.99]);
    expect(card.slotsLeft).toBe(3);
    expect(card.distanceKm).toBeLessThan(2);
  });

  it('measures the distance to the public point and carries no meeting point', () => {
    const card = toCard(physical, now, physical.publicPoint!);
    expect(card.distanceKm).toBe(0);
    expect(JSON.stringify(card)).not.toContain(physical.location!.address);
  });
});

describe('physical filters', () => {
  const query = (params: Record<string, string>) => physicalListQuerySchema.parse(params);

  it('keeps an event within the distance and drops it beyond', () => {
    expect(matchesPhysical(physical, query({ near: '29.03,40.99', distanceKm: '1' }), now)).toBe(true);
    expect(matchesPhysical(physical, query({ near: '28.90,41.05', distanceKm: '5' }), now)).toBe(false);
  });

  it('matches search words without case or diacritics', () => {
    expect(matchesPhysical(physical, query({ q: 'MODA TAVLA' }), now)).toBe(true);
    expect(matchesPhysical(physical, query({ q: 'satranc' }), now)).toBe(false);
  });

  it('keeps the time window: within the hour, today in Istanbul', () => {
    expect(matchesPhysical(physical, query({ when: 'hour' }), now)).toBe(false);
    expect(matchesPhysical(physical, query({ when: 'today' }), now)).toBe(true);
  });

  it('never lists a cancelled or a draft event', () => {
    expect(matchesPhysical({ ...physical, state: 'cancelled' }, query({}), now)).toBe(false);
    expect(matchesPhysical({ ...physical, state: 'draft' }, query({}), now)).toBe(false);
  });
});

describe('online quick tags', () => {
  const query = (quick: string) => onlineListQuerySchema.parse({ quick });

  it.each([
    ['competitive', true],
    ['casual', false],
    ['turkish', true],
    ['english', false],
    ['mic', true],
    ['newbie', false],
    ['now', false],
  ])('%s -> %s', (tag, expected) => {
    expect(matchesOnline(online, query(tag), now)).toBe(expected);
  });
});

describe('voice chat filter', () => {
  const query = (voice: string) => onlineListQuerySchema.parse({ voice });
  const silent = { ...online, voiceRequired: false };

  it('Required lists only the events that require voice chat', () => {
    expect(matchesOnline(online, query('required'), now)).toBe(true);
    expect(matchesOnline(silent, query('required'), now)).toBe(false);
  });

  it('Not Required lists only the events that do not require it', () => {
    expect(matchesOnline(online, query('none'), now)).toBe(false);
    expect(matchesOnline(silent, query('none'), now)).toBe(true);
  });

  it('Optional lists events with and without voice chat', () => {
    expect(matchesOnline(online, query('optional'), now)).toBe(true);
    expect(matchesOnline(silent, query('optional'), now)).toBe(true);
  });
});

describe('the event text limits the wizard reads', () => {
  it('are the limits of the schemas the server checks the fields with', () => {
    expect(eventTextLimits).toEqual({ title: 80, description: 2000, publicLocation: 120, requirements: 300 });
  });
});

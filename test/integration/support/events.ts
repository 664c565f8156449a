/**
 * Valid create-event bodies for the integration tests (a tomorrow-ish event in Kadıköy, or an online one), and the
 * adult birth date test users give before hosting or asking to join.
 */
import { randomUUID } from 'node:crypto';
import type { EventCreate } from '../../../lambdas/contracts/event-schemas';

/** An adult's birth date, so a test user may buy, ask to join and host (lambdas/profile/age.ts). */
export const adultBirthDate = '1990-06-15';

export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function physicalEventBody(overrides: Partial<EventCreate> = {}): EventCreate {
  return {
    type: 'physical',
    idempotencyKey: randomUUID(),
    title: 'Moda sahilinde tavla',
    description: 'Çay, tavla ve deniz.',
    category: 'Board Games & Classics',
    tags: ['Tavla'],
    date: daysFromNow(2),
    time: '18:30',
    durationMinutes: 120,
    maxParticipants: 4,
    price: 0,
    skillLevel: 'beginner',
    public_location: 'Moda Sahili',
    location: { name: 'Moda', lat: 40.9833, lng: 29.0254, address: 'Moda, Kadıköy, İstanbul' },
    coordinates: [29.0254, 40.9833],
    city: 'İstanbul',
    district: 'KADIKÖY',
    ...overrides,
  };
}

export function onlineEventBody(overrides: Partial<EventCreate> = {}): EventCreate {
  return {
    type: 'online',
    idempotencyKey: randomUUID(),
    title: 'Valorant ranked gecesi',
    description: 'Plat ve üstü, mikrofon şart.',
    category: 'Popular Games',
    tags: ['Valorant'],
    date: daysFromNow(1),
    time: '21:00',
    durationMinutes: 180,
    maxParticipants: 5,
    price: 0,
    skillLevel: 'advanced',
    platform: 'Valorant',
    gameType: 'FPS',
    voiceRequired: true,
    requirements: 'Plat+',
    language: 'tr',
    ...overrides,
  };
}

import { liveCovers } from '../../../lambdas/contracts/live';

it('makes every read under /private/notifications stale with the topic notifications, and nothing else', () => {
  const message = { topics: ['notifications' as const] };
  expect(liveCovers(message, '/private/notifications')).toBe(true);
  expect(liveCovers(message, '/private/notifications?cursor=abc')).toBe(true);
  expect(liveCovers(message, '$inf$/private/notifications?cursor=abc')).toBe(true);
  expect(liveCovers(message, '/private/messages')).toBe(false);
});

it('narrows the reads about one event to the event it names', () => {
  const message = { topics: ['requests' as const], eventId: 'e1' };
  expect(liveCovers(message, '/private/event/e1')).toBe(true);
  expect(liveCovers(message, '/private/event/e1/requests')).toBe(true);
  expect(liveCovers(message, '/private/event/e10/requests')).toBe(false);
  expect(liveCovers(message, '/private/event/e2')).toBe(false);
  expect(liveCovers(message, '/private/myEvents')).toBe(true);
});

it('makes the balance and the profile stale with the topic balance, and the listings with participation', () => {
  expect(liveCovers({ topics: ['balance'] }, '/private/tokens/history?cursor=x')).toBe(true);
  expect(liveCovers({ topics: ['balance'] }, '/private/profile')).toBe(true);
  expect(liveCovers({ topics: ['participation'], eventId: 'e1' }, '$inf$/private/events/physical?q=')).toBe(
    true,
  );
  expect(liveCovers({ topics: ['messages'] }, null)).toBe(false);
});

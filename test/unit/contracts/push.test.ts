import { pushCovers } from '../../../lambdas/contracts/push';

it('makes every read under /private/notifications stale with the topic notifications, and nothing else', () => {
  const message = { topics: ['notifications' as const] };
  expect(pushCovers(message, '/private/notifications')).toBe(true);
  expect(pushCovers(message, '/private/notifications?cursor=abc')).toBe(true);
  expect(pushCovers(message, '$inf$/private/notifications?cursor=abc')).toBe(true);
  expect(pushCovers(message, '/private/messages')).toBe(false);
});

it('narrows the reads about one event to the event it names', () => {
  const message = { topics: ['requests' as const], eventId: 'e1' };
  expect(pushCovers(message, '/private/event/e1')).toBe(true);
  expect(pushCovers(message, '/private/event/e1/requests')).toBe(true);
  expect(pushCovers(message, '/private/event/e10/requests')).toBe(false);
  expect(pushCovers(message, '/private/event/e2')).toBe(false);
  expect(pushCovers(message, '/private/myEvents')).toBe(true);
});

it('makes the balance and the profile stale with the topic balance, and the listings with participation', () => {
  expect(pushCovers({ topics: ['balance'] }, '/private/tokens/history?cursor=x')).toBe(true);
  expect(pushCovers({ topics: ['balance'] }, '/private/profile')).toBe(true);
  expect(pushCovers({ topics: ['participation'], eventId: 'e1' }, '$inf$/private/events/physical?q=')).toBe(
    true,
  );
  expect(pushCovers({ topics: ['messages'] }, null)).toBe(false);
});

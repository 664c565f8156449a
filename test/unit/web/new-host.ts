import type { EventHost } from '../../../lambdas/contracts/events';

/** A host who has not hosted or been rated yet, as cards show them. */
export const newHost: EventHost = {
  userId: 'u',
  name: 'Ece',
  username: null,
  avatar: null,
  rating: 0,
  ratingCount: 0,
  eventsHosted: 0,
  rank: 'Yeni',
};

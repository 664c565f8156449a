/** The link previews feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/previews';
import type { RouteDefinition } from '../function-kinds';

export const previewsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getEventPreview,
    handler: 'previews/handlers/get-event-preview',
    // table:write: its per-address rate limit's counter
    access: ['table:read', 'table:write'],
    settings: ['SITE_URL'],
  },
];

/** The link previews feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/previews';
import type { RouteDefinition } from '../function-kinds';

export const previewsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getEventPreview,
    handler: 'previews/handlers/get-event-preview',
    access: ['table:read'],
    settings: ['SITE_URL'],
  },
];

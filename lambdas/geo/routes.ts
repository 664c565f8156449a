/** The geo feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/geo';
import type { RouteDefinition } from '../function-kinds';

export const geoRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.geocodeSearch,
    handler: 'geo/handlers/geocode-search',
    access: ['geo:search', 'table:write'],
  },
  {
    endpoint: api.geocodeReverse,
    handler: 'geo/handlers/geocode-reverse',
    access: ['geo:search', 'table:write'],
  },
];

/**
 * The API's path prefixes (/private/, /public/, ...), from every endpoint described in lambdas/contracts/endpoints/.
 * Read at build time only: web/vite.config.mts runs this module and hands the list to the service worker, which must
 * never answer a navigation under them with the app's shell. Bundled, it would bring every endpoint's schemas along.
 */
import { apiPathPrefixes, type EndpointDescription } from '@contracts/endpoint';

const endpointModules = import.meta.glob<Record<string, unknown>>(
  '../../../../lambdas/contracts/endpoints/*.ts',
  {
    eager: true,
  },
);

const isEndpoint = (value: unknown): value is EndpointDescription =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

export const apiPaths: string[] = apiPathPrefixes(
  Object.values(endpointModules).flatMap((exports) => Object.values(exports).filter(isEndpoint)),
);

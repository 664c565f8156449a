/**
 * The early entry: index.html loads it `async`, beside the main entry, and it runs as soon as its few bytes arrive.
 * The page's own chunks (and, on a dashboard page, /config.json) then load alongside React instead of after it: one
 * round trip less before the page paints. It also starts listening for the browser's install offer, which can come
 * before React has rendered anything, and for the service worker's navigations, which a notification tapped in the
 * app's first seconds asks for.
 */
import { currentPath, startFirstScreenLoads } from './app/first-screens';
import { captureInstallPrompt } from './lib/web-push/install-prompt';
import { followWorkerNavigationEarly } from './lib/pwa/worker-messages';

startFirstScreenLoads(currentPath());
captureInstallPrompt();
followWorkerNavigationEarly();

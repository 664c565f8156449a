/**
 * The early entry: index.html loads it `async`, beside the main entry, and it runs as soon as its few bytes arrive.
 * On a dashboard path the first screen's chunks and /config.json then load alongside React instead of after it:
 * one round trip less before the page paints.
 */
import { currentPath, startDashboardLoads } from './app/first-screens';

startDashboardLoads(currentPath());

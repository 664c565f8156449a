/**
 * The language of zod's built-in messages in the SPA's forms (a rule with its own message, as most contract rules
 * have, is unaffected): Turkish, as the server answers the same rules (lambdas/platform/route.ts). The contracts
 * are built with zod's mini build, which sets no language of its own: without this a limit without a message
 * of its own would read "Invalid input".
 */
import { config } from 'zod/mini';
// A named import: `locales.tr` from the index would bundle every language zod ships.
import { tr as turkish } from 'zod/locales';

config(turkish());

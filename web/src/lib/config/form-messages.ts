/**
 * The language of zod's built-in messages in the SPA's forms (a rule with its own message, as most contract rules
 * have, is unaffected). The contracts are built with zod's mini build, which, unlike full zod, sets no language
 * of its own: without this a limit without a message of its own would read "Invalid input". English, as full
 * zod set it; the server answers the same rules in Turkish (lambdas/platform/route.ts).
 */
import { config } from 'zod/mini';
// A named import: `locales.en` from the index would bundle every language zod ships.
import { en } from 'zod/locales';

config(en());

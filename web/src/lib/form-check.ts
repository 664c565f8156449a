/**
 * A form's values checked with the server's own contract schema. Every form checks through here, so zod's Turkish
 * messages (config/form-messages.ts) load with the first form a user opens, not with the first screen.
 */
import type * as z from 'zod/mini';
import './config/form-messages';

export function checkForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: unknown,
): ReturnType<Schema['safeParse']> {
  return schema.safeParse(values) as ReturnType<Schema['safeParse']>;
}

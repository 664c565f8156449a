import { NestedStack, type Stack } from 'aws-cdk-lib';
import type { FunctionDefinition } from '../lambdas/function-kinds';

/** The feature folder a function belongs to: "tokens" for the handler "tokens/handlers/get-tokens". */
export function featureOf(definition: FunctionDefinition): string {
  const slash = definition.handler.indexOf('/');
  if (slash < 1)
    throw new Error(`${definition.handler} is in no feature folder (lambdas/<feature>/handlers/...)`);
  return definition.handler.slice(0, slash);
}

/** The id of a feature's nested stack: "TokensFunctions" for "tokens", "AccountExportFunctions" for "account-export". */
export function featureStackId(feature: string): string {
  return `${pascalCase(feature)}Functions`;
}

/** The id of the nested stack that holds every one-time job. */
export const oneTimeJobsStackId = 'OneTimeJobs';

/**
 * Where the function list's functions live: CloudFormation allows 500 resources a stack, and each function brings
 * about ten (role, policy, log group, route, integration, permission, alarms...), so they live in nested stacks
 * and the parent's size does not grow with their number.
 *
 * - A route, stream consumer or recurring job lives in its feature folder's stack: `events/handlers/get-event` in
 *   `EventsFunctions`. A new feature folder gets its own stack on first use, with no edit here.
 * - Every one-time job lives in `OneTimeJobs`: every function that schedules names all of them (ONE_TIME_JOBS),
 *   so its stack depends on theirs; were they in their features' stacks, two features that schedule each other's
 *   jobs would depend on each other, which CloudFormation refuses. A one-time job never schedules, so this stack
 *   depends on the parent alone.
 * - The authorizer and the Cognito trigger stay in the parent, beside the API and the user pool that point at them.
 */
export class FunctionStacks {
  private readonly stacks = new Map<string, NestedStack>();

  /** @param parent the stack everything else lives in */
  constructor(readonly parent: Stack) {}

  /** The nested stack of the definition's feature folder, created on first use. */
  feature(definition: FunctionDefinition): NestedStack {
    const feature = featureOf(definition);
    return this.stack(featureStackId(feature), `Squad: the functions of lambdas/${feature}/`);
  }

  /** The nested stack of every one-time job, created on first use. */
  oneTimeJobs(): NestedStack {
    return this.stack(oneTimeJobsStackId, 'Squad: the one-time jobs of the function list');
  }

  /** Every nested stack created so far, keyed by its id. */
  get all(): ReadonlyMap<string, NestedStack> {
    return this.stacks;
  }

  private stack(id: string, description: string): NestedStack {
    const existing = this.stacks.get(id);
    if (existing) return existing;
    const created = new NestedStack(this.parent, id, { description });
    this.stacks.set(id, created);
    return created;
  }
}

/** "get-profile" -> "GetProfile": construct ids from kebab-case names. */
export function pascalCase(kebab: string): string {
  return kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

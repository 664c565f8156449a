import { Stack, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';
import { accessGrants, type AccessResource } from '../lambdas/access';
import { writtenPartitions, type FunctionDefinition } from '../lambdas/function-kinds';

/**
 * How the stack grants actions on each resource it has: the resources of lambdas/access.ts, made concrete.
 * `partitions` comes with a partitioned or append-only access (table writes): the key prefixes the grant is limited to.
 */
export type ResourceGrants = Readonly<
  Partial<
    Record<
      AccessResource,
      (fn: IFunction, actions: readonly string[], partitions?: readonly string[]) => void
    >
  >
>;

/**
 * The one place a function's `access` (lambdas/function-kinds.ts) becomes IAM: each access's actions on that
 * resource only, and a table write on the partitions the function writes only. A function asking for a resource
 * the stack does not grant, or for table writes without naming their partitions (or naming partitions it may not
 * write), fails the synth.
 */
export function grantAccess(fn: IFunction, definition: FunctionDefinition, grants: ResourceGrants): void {
  const partitions = writtenPartitions(definition);
  const partitioned = definition.access.filter((access) => 'partitioned' in accessGrants[access]);
  if (partitioned.length > 0 && partitions.length === 0) {
    throw new Error(
      `${definition.handler} asks for ${partitioned.join(', ')} without naming the partitions it writes`,
    );
  }
  if (partitioned.length === 0 && partitions.length > 0) {
    throw new Error(`${definition.handler} names the partitions it writes without asking for table:write`);
  }
  const appends = definition.appends ?? [];
  if (definition.access.includes('table:append') !== appends.length > 0) {
    throw new Error(`${definition.handler}: table:append and the partitions it appends to come together`);
  }
  for (const access of definition.access) {
    const grant = accessGrants[access];
    const grantOn = grants[grant.resource];
    if (!grantOn)
      throw new Error(`${definition.handler} asks for ${access}, which this stack does not grant`);
    grantOn(
      fn,
      grant.actions,
      'partitioned' in grant ? partitions : 'appendOnly' in grant ? appends : undefined,
    );
  }
}

/**
 * Acknowledges cdk-nag's wildcard finding on `arn`, under the id cdk-nag gives it (its tokens vary by stack). The ARN
 * must resolve the same before and after synthesis: built from names and pseudo parameters, or from resources of
 * the scope's own stack, never from another stack's (a nested stack sees those as parameters once synthesized).
 */
export function acknowledgeWildcard(scope: IConstruct, arn: string, reason: string): void {
  const resource = flattenCfnReference(Stack.of(scope).resolve(arn));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
}

import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Node } from 'constructs';
import { defaultScreenerModelId } from '../lambdas/screening/model';

/**
 * The Bedrock model the screener calls. A cross-region inference profile id (`eu.`, `us.`, `apac.`... prefix)
 * routes each call to the profile's foundation model in one of its destination regions, so the function needs
 * the profile and the model in each of those regions; a plain model id needs the model in this region only.
 */
export interface ScreenerModel {
  readonly modelId: string;
  /** Destination regions of an inference profile; required for a profile not in `knownProfileRegions`. */
  readonly profileRegions?: readonly string[];
}

/** Amazon Nova's EU profiles route within these regions (Bedrock user guide, supported inference profiles). */
const euNovaRegions = ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'];
export const knownProfileRegions: Readonly<Record<string, readonly string[]>> = {
  'eu.amazon.nova-micro-v1:0': euNovaRegions,
  'eu.amazon.nova-lite-v1:0': euNovaRegions,
  'eu.amazon.nova-pro-v1:0': euNovaRegions,
};

const profilePrefix = /^(us|eu|apac|jp|au|ca|us-gov|global)\./;

/**
 * `-c screenerModelId=...` (default Nova Micro's EU profile) and, for a profile we do not know, its
 * destination regions as `-c screenerModelRegions=eu-central-1,eu-west-1,...`.
 */
export function screenerModelFromContext(node: Node): ScreenerModel {
  const modelId: unknown = node.tryGetContext('screenerModelId') ?? defaultScreenerModelId;
  const regions: unknown = node.tryGetContext('screenerModelRegions');
  if (typeof modelId !== 'string' || modelId === '')
    throw new Error('Context "screenerModelId" must be a model id');
  if (regions !== undefined && typeof regions !== 'string')
    throw new Error('Context "screenerModelRegions" must be a comma-separated list of regions');
  return {
    modelId,
    profileRegions: regions
      ?.split(',')
      .map((region) => region.trim())
      .filter(Boolean),
  };
}

/** The ARNs the model may be invoked on, and the condition that keeps foundation models behind the profile. */
function modelPermissions(
  stack: Stack,
  model: ScreenerModel,
  grantedActions: readonly string[],
): PolicyStatement[] {
  const actions = [...grantedActions];
  const foundationArn = (region: string, id: string) =>
    `arn:${stack.partition}:bedrock:${region}::foundation-model/${id}`;
  const profile = profilePrefix.exec(model.modelId);
  if (!profile)
    return [new PolicyStatement({ actions, resources: [foundationArn(stack.region, model.modelId)] })];

  const regions = model.profileRegions?.length ? model.profileRegions : knownProfileRegions[model.modelId];
  if (!regions) {
    throw new Error(
      `Inference profile ${model.modelId} has no known destination regions: pass -c screenerModelRegions=...`,
    );
  }
  const profileArn = stack.formatArn({
    service: 'bedrock',
    resource: 'inference-profile',
    resourceName: model.modelId,
  });
  const foundationModelId = model.modelId.slice(profile[0].length);
  return [
    new PolicyStatement({ actions, resources: [profileArn] }),
    new PolicyStatement({
      actions,
      resources: regions.map((region) => foundationArn(region, foundationModelId)),
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  ];
}

/**
 * The grant of `model:invoke` (lambdas/access.ts): Converse on exactly the configured model, and for an inference
 * profile on the profile's foundation model in its destination regions, only through that profile.
 */
export function modelGrant(model: ScreenerModel): (fn: IFunction, actions: readonly string[]) => void {
  return (fn, actions) =>
    modelPermissions(Stack.of(fn), model, actions).forEach((statement) => fn.addToRolePolicy(statement));
}

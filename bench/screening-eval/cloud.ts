/**
 * The cloud half of the evaluation (`--cloud`): Bedrock Guardrails through ApplyGuardrail, and the project's own
 * Bedrock screener (lambdas/screening/bedrock-screener.ts), over the same labelled set. Nothing here is simulated:
 * without credentials, a guardrail id or a reachable Bedrock it stops with the reason.
 */
import {
  ApplyGuardrailCommand,
  BedrockRuntimeClient,
  type ApplyGuardrailResponse,
} from '@aws-sdk/client-bedrock-runtime';
import type { Decision, LabelledMessage } from './figures';

/**
 * The guardrail this evaluation is meant for, in CreateGuardrail's field names: the content filters and the
 * prompt-attack filter on the user's message only (ApplyGuardrail with source INPUT), the Standard tier (the
 * Classic tier covers English, French and Spanish only; Turkish is "supported", not "optimized", in Standard),
 * which requires a guardrail profile for cross-Region inference: the EU one keeps processing in EU Regions.
 * VIOLENCE and INSULTS start at MEDIUM so that gaming trash talk and friendly slang have a chance to pass; the
 * set's borderline-fine messages are there to tune that.
 */
export const guardrailConfig = {
  contentPolicyConfig: {
    tierConfig: { tierName: 'STANDARD' },
    filtersConfig: [
      { type: 'SEXUAL', inputStrength: 'HIGH', outputStrength: 'NONE' },
      { type: 'VIOLENCE', inputStrength: 'MEDIUM', outputStrength: 'NONE' },
      { type: 'HATE', inputStrength: 'HIGH', outputStrength: 'NONE' },
      { type: 'INSULTS', inputStrength: 'MEDIUM', outputStrength: 'NONE' },
      { type: 'MISCONDUCT', inputStrength: 'MEDIUM', outputStrength: 'NONE' },
      { type: 'PROMPT_ATTACK', inputStrength: 'HIGH', outputStrength: 'NONE' },
    ],
  },
  crossRegionConfig: { guardrailProfileIdentifier: 'eu.guardrail.v1:0' },
  appliedAs: 'ApplyGuardrail, source INPUT, one text block per message',
  notCovered:
    'contact details, links, IBANs and personal data: content filters do not look for them; that would need ' +
    "the sensitive-information filters (PII types and regexes), which this evaluation's config leaves out",
} as const;

export const notMeasured = {
  bedrockModel:
    'not measured: Bedrock is unreachable from this machine; run `npm run bench:screening -- --cloud` with AWS credentials',
  guardrails:
    'not measured: Bedrock Guardrails are unreachable from this machine; create a guardrail with the config below, ' +
    'then run `GUARDRAIL_ID=... GUARDRAIL_VERSION=... npm run bench:screening -- --cloud` with AWS credentials',
};

export class CloudUnavailable extends Error {}

/** Retrying cannot fix these: stop the run instead of scoring a broken setup. */
const setupErrors = new Set(['AccessDeniedException', 'ResourceNotFoundException', 'ValidationException']);

export interface CloudSetup {
  readonly region: string;
  readonly guardrailId: string;
  readonly guardrailVersion: string;
  readonly modelId: string;
}

export async function cloudSetup(defaultModelId: string): Promise<CloudSetup> {
  const guardrailId = process.env.GUARDRAIL_ID;
  const guardrailVersion = process.env.GUARDRAIL_VERSION;
  if (!guardrailId || !guardrailVersion) {
    throw new CloudUnavailable(
      '--cloud needs GUARDRAIL_ID and GUARDRAIL_VERSION (a guardrail made from the config in README.md)',
    );
  }
  // the Bedrock screener's client reads the region from the environment too
  process.env.AWS_REGION ??= 'eu-central-1';
  const client = new BedrockRuntimeClient({ profile: process.env.SCREENER_AWS_PROFILE || undefined });
  try {
    await client.config.credentials();
  } catch (error) {
    throw new CloudUnavailable(`--cloud found no AWS credentials (${(error as Error).message})`);
  }
  return {
    region: process.env.AWS_REGION,
    guardrailId,
    guardrailVersion,
    modelId: process.env.SCREENER_MODEL_ID || defaultModelId,
  };
}

export interface GuardrailRun {
  readonly decisions: Decision[];
  /** the filters that fired, per message id */
  readonly fired: Record<string, string[]>;
}

function firedFilters(answer: ApplyGuardrailResponse): string[] {
  return (answer.assessments ?? []).flatMap((assessment) =>
    (assessment.contentPolicy?.filters ?? [])
      .filter((filter) => filter.action === 'BLOCKED' || filter.detected)
      .map((filter) => `${filter.type}:${filter.confidence}`),
  );
}

export async function runGuardrail(
  setup: CloudSetup,
  messages: readonly LabelledMessage[],
): Promise<GuardrailRun> {
  const client = new BedrockRuntimeClient({
    region: setup.region,
    profile: process.env.SCREENER_AWS_PROFILE || undefined,
  });
  const decisions: Decision[] = [];
  const fired: Record<string, string[]> = {};
  for (const message of messages) {
    try {
      const answer = await client.send(
        new ApplyGuardrailCommand({
          guardrailIdentifier: setup.guardrailId,
          guardrailVersion: setup.guardrailVersion,
          source: 'INPUT',
          content: [{ text: { text: message.text } }],
        }),
      );
      decisions.push(answer.action === 'GUARDRAIL_INTERVENED' ? 'decline' : 'approve');
      const filters = firedFilters(answer);
      if (filters.length > 0) fired[message.id] = filters;
    } catch (error) {
      const name = error instanceof Error ? error.name : 'UnknownError';
      if (setupErrors.has(name))
        throw new CloudUnavailable(`ApplyGuardrail failed: ${name}: ${(error as Error).message}`);
      console.warn(`ApplyGuardrail failed for ${message.id}: ${name}`);
      decisions.push('undecided');
    }
  }
  return { decisions, fired };
}

/** The project's Bedrock screener, imported only here so an offline run never builds its client. */
export async function runModel(setup: CloudSetup, messages: readonly LabelledMessage[]): Promise<Decision[]> {
  const { bedrockScreener } = await import('../../lambdas/screening/bedrock-screener');
  const screener = bedrockScreener(setup.modelId);
  const decisions: Decision[] = [];
  for (const message of messages) {
    const verdict = await screener.screen(message.text);
    decisions.push(
      verdict.outcome === 'rejected' ? 'decline' : verdict.outcome === 'approved' ? 'approve' : 'undecided',
    );
  }
  if (decisions.every((decision) => decision === 'undecided')) {
    throw new CloudUnavailable(
      `the Bedrock screener (${setup.modelId}) answered no message; see its log lines`,
    );
  }
  return decisions;
}

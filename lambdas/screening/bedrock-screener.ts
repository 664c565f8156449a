/**
 * The Bedrock screener: one Converse call per message to the configured model (SCREENER_MODEL_ID, an EU
 * cross-region inference profile by default), read by model-verdict.ts. Throttling, timeouts, server errors and
 * garbage answers are retried a bounded number of times with jittered exponential backoff; after that, or at
 * once for a mistake in our configuration, it fails closed: `unscreened`, and the request is held for a person.
 */
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { logger } from '../platform/logger';
import { pause } from '../platform/transactions';
import { GarbageAnswerError, newFence, parseModelAnswer, systemPrompt, userTurn } from './model-verdict';
import type { Screener, ScreeningVerdict } from './screener';

/**
 * Our loop retries (garbage answers too), so the SDK does not retry underneath it. SCREENER_AWS_PROFILE is only
 * set by the local stack when it calls the real model (SCREENER=bedrock): the named profile's credentials, while
 * every other client keeps the local engines' keys. In the cloud it is unset and the function's role answers.
 */
const client = new BedrockRuntimeClient({
  maxAttempts: 1,
  profile: process.env.SCREENER_AWS_PROFILE || undefined,
});

export const screeningAttempts = 3;
/** A verdict is a few dozen tokens: a healthy call answers in well under a second. */
const attemptTimeoutMs = 5_000;
const firstBackoffMs = 300;
const maxOutputTokens = 200;

/** Retrying cannot fix these: the model id, the permission or the request itself is wrong. */
const configurationErrors = new Set([
  'AccessDeniedException',
  'ValidationException',
  'ResourceNotFoundException',
]);

export interface BedrockScreenerOptions {
  /** how the screener waits between attempts (tests pass their own) */
  readonly wait?: (milliseconds: number) => Promise<void>;
}

async function converse(modelId: string, message: string): Promise<ScreeningVerdict> {
  const fence = newFence(message);
  const answer = await client.send(
    new ConverseCommand({
      modelId,
      system: [{ text: systemPrompt(fence) }],
      messages: [{ role: 'user', content: [{ text: userTurn(message, fence) }] }],
      inferenceConfig: { maxTokens: maxOutputTokens, temperature: 0 },
    }),
    { abortSignal: AbortSignal.timeout(attemptTimeoutMs) },
  );
  const text = (answer.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
  return parseModelAnswer(text);
}

function errorName(error: unknown): string {
  if (error instanceof GarbageAnswerError) return 'GarbageAnswer';
  return error instanceof Error ? error.name : 'UnknownError';
}

export function bedrockScreener(modelId: string, options: BedrockScreenerOptions = {}): Screener {
  const wait = options.wait ?? pause;
  return {
    name: modelId,
    async screen(message) {
      let lastError = 'UnknownError';
      for (let attempt = 1; attempt <= screeningAttempts; attempt += 1) {
        try {
          return await converse(modelId, message);
        } catch (error) {
          lastError = errorName(error);
          logger.warn('Screening attempt failed', { attempt, error: lastError, modelId });
          if (configurationErrors.has(lastError)) break;
          if (attempt < screeningAttempts) {
            await wait(firstBackoffMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
          }
        }
      }
      logger.error('Screening failed closed: the request is held unscreened', {
        error: lastError,
        modelId,
      });
      return { outcome: 'unscreened', category: null, reason: `Model unavailable (${lastError}).` };
    },
  };
}

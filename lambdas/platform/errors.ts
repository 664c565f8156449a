import type { ApiErrorBody } from '../contracts/errors';

/** A client-facing failure: the route wrapper answers `statusCode` with `{ message, reason? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return this.reason === undefined
      ? { message: this.message }
      : { message: this.message, reason: this.reason };
  }
}

/** A refusal from the catalogue (lambdas/contracts/refusals.ts): its text for `reason`, with that reason. */
export function refusal<Catalogue extends Readonly<Record<string, unknown>>>(
  statusCode: number,
  catalogue: Catalogue,
  reason: TextReason<Catalogue>,
): HttpError {
  return new HttpError(statusCode, catalogue[reason] as string, reason);
}

/** The reasons of a catalogue whose text is fixed (not a function of the case). */
type TextReason<Catalogue> = {
  [Reason in keyof Catalogue]: Catalogue[Reason] extends string ? Reason : never;
}[keyof Catalogue] &
  string;

/** Refused as bad input: the message of the schema's (or a contract rule's) first issue. */
export const invalidInput = (message: string) => new HttpError(400, message, 'INVALID_INPUT');

/**
 * Logged when a route throws something that is not an HttpError. The function then answers 500 and ends
 * without an error, so Lambda's Errors metric never sees it: the CloudWatch alarm counts this line instead.
 */
export const unhandledRouteErrorMessage = 'Unhandled error in route';

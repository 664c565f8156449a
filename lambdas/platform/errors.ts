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

/**
 * Logged when a route throws something that is not an HttpError. The function then answers 500 and ends
 * without an error, so Lambda's Errors metric never sees it: the CloudWatch alarm counts this line instead.
 */
export const unhandledRouteErrorMessage = 'Unhandled error in route';

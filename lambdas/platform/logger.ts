import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per function (service name from POWERTOOLS_SERVICE_NAME). */
export const logger = new Logger();

/** Anything shaped like an address: `name@domain.tld`. */
const emailAddress = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;

/**
 * An error as a log line may hold it: its name, message and stack with every e-mail address replaced. A provider's
 * error can name the address it refused (SES: "Email address is not verified ... x@y"), and logs keep no address.
 */
export function loggableError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const safe = new Error(original.message.replace(emailAddress, '<e-posta>'));
  safe.name = original.name;
  safe.stack = original.stack?.replace(emailAddress, '<e-posta>');
  return safe;
}

/** Amplify reports Cognito failures as errors whose `name` is the service exception (spec section 8 keys). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Picks the catalogue text for an error by its exception name, else the service message, else the fallback. */
export function messageFor(
  error: unknown,
  byName: Partial<Record<string, string>>,
  fallback: string,
): string {
  return byName[errorName(error)] ?? (errorMessage(error) || fallback);
}

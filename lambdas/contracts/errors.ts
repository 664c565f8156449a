/** Every non-2xx answer of the API has this body. */
export interface ApiErrorBody {
  message: string;
  /** optional machine-readable cause, e.g. 'USERNAME_TAKEN' */
  reason?: string;
}

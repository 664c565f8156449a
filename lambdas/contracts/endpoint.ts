/**
 * An endpoint of the HTTP API, described once: method, path, who may call it, its input schemas, its rate limit
 * and the type of its answer. The function list (lambdas/<feature>/routes.ts) serves it with a handler, the route
 * wrapper validates with its schemas, and the SPA's client and the tests call it through it, so a path or a
 * schema is never written twice.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint (`EndpointDescription.access`). */
export type EndpointAccess = 'signed-in' | 'moderator' | 'public';

/** The Cognito group whose members are moderators (lib/auth.ts creates it; `npm run moderator` fills it). */
export const moderatorGroup = 'moderators';

/**
 * Whether the caller's groups, as the authorizer passes them (space-separated: a Cognito group's name holds no
 * whitespace), make them a moderator.
 */
export const isModerator = (groups: string | undefined): boolean =>
  (groups ?? '').split(' ').includes(moderatorGroup);

/** Where signed-in endpoints live: the authorizer runs in front of every path under it, and of no other. */
export const signedInPathPrefix = '/private/';

/**
 * The header the site's distribution adds to every request it forwards to the API (lib/site.ts), whose value is the
 * origin secret; the local site server adds it the same way. A request without it did not come through the site
 * (a direct call to the API's own endpoint), and the route wrapper refuses it.
 */
export const originSecretHeader = 'x-squad-origin-secret';

/**
 * CloudFront's own header: the viewer's address and source port (`198.51.100.10:46532`, an IPv6 address likewise
 * without brackets). CloudFront sets it whatever the viewer sent, so it is trusted only beside the origin secret.
 */
export const viewerAddressHeader = 'cloudfront-viewer-address';

/** At most `limit` requests in each fixed window of `windowSeconds`. */
export interface AddressRateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** At most `limit` requests per caller in each fixed window of `windowSeconds`. */
export interface RateLimit extends AddressRateLimit {
  /**
   * A public endpoint's requests are counted per the secret they carry (a feed's token, an e-mail link's signed
   * token, a payment page's checkout token): where it is. The viewer's address has a limit of its own in front
   * (`addressRateLimit`).
   */
  readonly perSecret?: { readonly in: 'params' | 'query' | 'body'; readonly name: string };
}

/** The media type (Content-Type, parameters aside) a body of each format is sent as. */
export const bodyMediaTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;
export type BodyFormat = keyof typeof bodyMediaTypes;

export interface EndpointDescription {
  readonly method: HttpMethod;
  /** API Gateway v2 path syntax: `{name}` for a path parameter. */
  readonly path: `/${string}`;
  /**
   * `signed-in` (the default): the authorizer verifies the caller's access token first. `moderator`: the same,
   * and the token's groups must hold `moderatorGroup` (the moderator authorizer, then the route wrapper, check it).
   * `public`: anyone may call, with no token (a payment provider's callback); the handler trusts nothing it is sent.
   */
  readonly access?: EndpointAccess;
  /**
   * `json` (the default): the handler answers a body that the wrapper sends as JSON. `raw`: the handler answers
   * status, headers and body itself (a calendar file, a redirect).
   */
  readonly answerFormat?: 'json' | 'raw';
  /**
   * `json` (the default), or `form`: an HTML form's post (application/x-www-form-urlencoded), as a browser sends it.
   * A body sent as any other media type is refused with 415 (`bodyMediaTypes`).
   */
  readonly bodyFormat?: BodyFormat;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /**
   * Requests one caller (a user, or the secret a public endpoint's request carries) may make in each window, counted in
   * the table. Generous for a person, a wall for a script. Every signed-in endpoint that writes (any method but GET)
   * has one: this, or the default of lambdas/platform/rate-limits.ts.
   */
  readonly rateLimit?: RateLimit;
  /**
   * A public endpoint's requests per viewer address in each window, counted before its per-secret limit, so random
   * secrets from one address cannot each cost a counter: this, or the default of lambdas/platform/rate-limits.ts.
   */
  readonly addressRateLimit?: AddressRateLimit;
}

/** An endpoint whose successful answer's body is `Answer` (a type only: nothing of it exists at run time). */
export type Endpoint<
  Description extends EndpointDescription = EndpointDescription,
  Answer = unknown,
> = Description & { readonly answerType?: Answer };

/**
 * `endpoint<EventDetails>()({ method: 'GET', path: '/private/event/{id}', params: eventIdParamsSchema })`.
 * Two calls so that the answer type is written and the description's schema types are inferred. Mark each
 * use `/* @__PURE__ *\/`, so a bundle keeps only the endpoints it uses (and builds only their schemas).
 */
export function endpoint<Answer>() {
  return <const Description extends EndpointDescription>(
    description: Description,
  ): Endpoint<Description, Answer> => description;
}

/** The answer of an endpoint that only confirms what it did. */
export interface MessageAnswer {
  readonly message: string;
}

/** The answer a `raw` endpoint's handler gives, as API Gateway takes it. */
export interface RawAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
}

export type AnswerOf<E> = E extends { readonly answerFormat: 'raw' }
  ? RawAnswer
  : E extends Endpoint<EndpointDescription, infer Answer>
    ? Answer
    : never;

type InputOf<E, Field extends 'params' | 'query' | 'body'> = E extends {
  readonly [F in Field]: infer Schema extends z.ZodMiniType;
}
  ? z.input<Schema>
  : undefined;

/** What a caller sends: path parameters, query and body, each as its schema accepts it. */
export type ParamsOf<E> = InputOf<E, 'params'>;
export type QueryOf<E> = InputOf<E, 'query'>;
export type BodyOf<E> = InputOf<E, 'body'>;

/**
 * The first path segments the endpoints live under ('/private/event/{id}' -> '/private/'): the paths the site's
 * origin hands to the API, in the cloud (CloudFront behaviours) and locally (the web server).
 */
export const apiPathPrefixes = (endpoints: readonly EndpointDescription[]): string[] => [
  ...new Set(endpoints.map((e) => `/${e.path.split('/')[1]}/`)),
];

/** "GET /private/event/{id}", as API Gateway names the route. */
export const routeKeyOf = (e: EndpointDescription): string => `${e.method} ${e.path}`;

type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The path a call goes to: each `{name}` replaced by its parameter, percent-encoded, and the query's set values
 * appended (empty and missing ones left out).
 */
export function endpointPath(
  e: EndpointDescription,
  params?: Readonly<Record<string, string | number>>,
  query?: QueryValues,
): string {
  const path = e.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${routeKeyOf(e)} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

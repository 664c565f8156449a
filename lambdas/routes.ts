/**
 * THE route table. The CDK api construct and the local gateway both build their routes from it,
 * so a route exists in exactly one place. `handler` is a file under lambdas/handlers/ (no extension)
 * exporting `handler`. `access` lists the only resources the function may touch: CDK turns it into
 * least-privilege IAM, the docs into the data-model table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Avatars live in one bucket under two prefixes: the browser's presigned PUT lands in `uploads/` (never served,
 * expires), and only a picture the server has checked is copied to `avatars/` (served by CloudFront).
 */
export type ResourceAccess =
  | 'table:read'
  | 'table:write'
  | 'uploads:put'
  | 'uploads:read'
  | 'avatars:write'
  | 'userPool:read'
  | 'geo:search';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway v2 path syntax: `{name}` for a path parameter. */
  readonly path: string;
  readonly handler: string;
  readonly auth: 'jwt';
  readonly access: readonly ResourceAccess[];
}

export const routes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/private/profile',
    handler: 'get-profile',
    auth: 'jwt',
    access: ['table:read', 'table:write', 'userPool:read'],
  },
  {
    method: 'PUT',
    path: '/private/profile',
    handler: 'update-profile',
    auth: 'jwt',
    access: ['table:read', 'table:write', 'uploads:read', 'avatars:write'],
  },
  {
    method: 'GET',
    path: '/private/check-username/{username}',
    handler: 'check-username',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'PUT',
    path: '/private/uploadProfilePicture',
    handler: 'upload-profile-picture',
    auth: 'jwt',
    access: ['uploads:put'],
  },
  {
    method: 'GET',
    path: '/private/geocode/search',
    handler: 'geocode-search',
    auth: 'jwt',
    access: ['geo:search'],
  },
  {
    method: 'GET',
    path: '/private/geocode/reverse',
    handler: 'geocode-reverse',
    auth: 'jwt',
    access: ['geo:search'],
  },
];

/** Functions that are not routes: invoked by API Gateway or Cognito, not by the browser. */
export const authorizerHandler = 'authorizer';
export const customMessageHandler = 'cognito-custom-message';

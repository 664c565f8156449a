/**
 * The access vocabulary of the function list (lambdas/routes.ts): what a function may touch. Each access
 * names its IAM actions (CDK grants them on that resource only) and the environment variables its code reads
 * (CDK sets exactly those), so a function gets only the permissions and configuration it uses.
 */

/** Every environment variable a function may read at load; CDK, the local stack and unit tests fill them. */
export type EnvironmentName =
  | 'TABLE_NAME'
  | 'AVATAR_BUCKET'
  | 'AVATAR_BASE_URL'
  | 'USER_POOL_ID'
  | 'USER_POOL_CLIENT_ID'
  | 'JWT_ISSUER'
  | 'SITE_URL'
  | 'WELCOME_TOKENS'
  // the selling company, as JSON (lambdas/contracts/seller.ts): the contracts before payment name it
  | 'SELLER'
  | 'GEOCODER'
  | 'PLACE_INDEX_NAME'
  | 'SCREENER'
  | 'SCREENER_MODEL_ID'
  | 'IYZICO_BASE_URL'
  | 'IYZICO_SECRET_NAME'
  | 'ONE_TIME_JOBS'
  | 'EMAIL_FROM'
  // e-mail: the configuration set bounces and complaints are published from, the unsubscribe tokens' key
  | 'EMAIL_CONFIGURATION_SET'
  | 'UNSUBSCRIBE_SECRET_NAME'
  // rewards: the key of the referral claims' mailbox fingerprints
  | 'MAILBOX_KEY_SECRET_NAME'
  // live
  | 'WEBSOCKET_CALLBACK_URL'
  // Web Push: the VAPID key pair's secret
  | 'VAPID_SECRET_NAME'
  // invoices: the e-invoice integrator's API and its key's secret
  | 'NILVERA_BASE_URL'
  | 'NILVERA_SECRET_NAME'
  // every route: what the site's distribution sends, so the route wrapper refuses calls that bypass it
  | 'ORIGIN_SECRET'
  // the access logs' seal: the logs' bucket and the digests' bucket
  | 'ACCESS_LOG_BUCKET'
  | 'LOG_DIGEST_BUCKET';

/** The resource an access is granted on; CDK maps each to its ARNs. */
export type AccessResource =
  | 'table'
  | 'uploads'
  | 'avatars'
  | 'avatarBucket'
  | 'userPool'
  | 'placeIndex'
  | 'model'
  | 'iyzicoSecret'
  | 'schedules'
  | 'emailSender'
  | 'unsubscribeKey'
  | 'mailboxKey'
  // live
  | 'websocketApi'
  // Web Push
  | 'vapidKeys'
  // invoices: the integrator's API key
  | 'nilveraSecret'
  // Rekognition's image moderation, which has no resource to name (IAM takes only '*')
  | 'imageModeration'
  // the access logs (listed) and their digests (Object Lock)
  | 'accessLogBucket'
  | 'logDigests';

export interface AccessGrant {
  readonly resource: AccessResource;
  readonly actions: readonly string[];
  readonly environment: readonly EnvironmentName[];
  /**
   * Granted on the items of the partitions the function writes only (its `writes`, lambdas/function-kinds.ts):
   * IAM's `dynamodb:LeadingKeys` condition, checked per item of a transaction or batch.
   */
  readonly partitioned?: true;
  /** Granted on the partitions the function only appends to (its `appends`), likewise. */
  readonly appendOnly?: true;
}

/**
 * Avatars live in one bucket under two prefixes: the browser's presigned PUT lands in `uploads/` (never served,
 * expires), and only a picture the server has checked is copied to `avatars/` (served by CloudFront).
 * Table reads include the indexes; writes are on the base table only (DynamoDB maintains indexes), and only on
 * the partitions the function names. Reads stay unconditioned: routes read other users' and events' partitions
 * by design, and a Query of an index is keyed by the index's partition key. Scan is absent on purpose: no request
 * path scans the table.
 */
export const accessGrants = {
  'table:read': {
    resource: 'table',
    actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
    environment: ['TABLE_NAME'],
  },
  /** puts and updates, alone or inside TransactWriteItems (authorized per contained action) */
  'table:write': {
    resource: 'table',
    actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
    environment: ['TABLE_NAME'],
    partitioned: true,
  },
  'table:delete': {
    resource: 'table',
    actions: ['dynamodb:DeleteItem'],
    environment: ['TABLE_NAME'],
    partitioned: true,
  },
  /**
   * New items only, in partitions nobody may change (the moderators' audit log): PutItem alone, on the function's
   * `appends`. Its writes put with `attribute_not_exists`, under keys no other item has.
   */
  'table:append': {
    resource: 'table',
    actions: ['dynamodb:PutItem'],
    environment: ['TABLE_NAME'],
    appendOnly: true,
  },
  /** signing presigned PUTs to uploads/: the URL carries the signer's permission */
  'uploads:put': { resource: 'uploads', actions: ['s3:PutObject'], environment: ['AVATAR_BUCKET'] },
  /** HeadObject, ranged GetObject and the CopyObject source: checking an upload */
  'uploads:read': { resource: 'uploads', actions: ['s3:GetObject'], environment: ['AVATAR_BUCKET'] },
  /** the CopyObject target: only a checked upload becomes a served avatar */
  'avatars:write': {
    resource: 'avatars',
    actions: ['s3:PutObject'],
    environment: ['AVATAR_BUCKET', 'AVATAR_BASE_URL'],
  },
  /**
   * Listing keys under avatars/ and uploads/ only (CDK conditions ListBucket on those prefixes): finding every
   * picture a user ever uploaded, when their account is deleted.
   */
  'avatars:list': { resource: 'avatarBucket', actions: ['s3:ListBucket'], environment: ['AVATAR_BUCKET'] },
  'avatars:delete': { resource: 'avatars', actions: ['s3:DeleteObject'], environment: ['AVATAR_BUCKET'] },
  'uploads:delete': { resource: 'uploads', actions: ['s3:DeleteObject'], environment: ['AVATAR_BUCKET'] },
  'userPool:read': {
    resource: 'userPool',
    actions: ['cognito-idp:AdminGetUser'],
    environment: ['USER_POOL_ID'],
  },
  /** a ban and its reversal: finding the user by `sub`, disabling them and revoking their refresh tokens, enabling them */
  'userPool:ban': {
    resource: 'userPool',
    actions: [
      'cognito-idp:ListUsers',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:AdminEnableUser',
    ],
    environment: ['USER_POOL_ID'],
  },
  /** whether a moderator has a colleague to decide the appeal of their own decision */
  'userPool:moderators': {
    resource: 'userPool',
    actions: ['cognito-idp:ListUsersInGroup'],
    environment: ['USER_POOL_ID'],
  },
  /** the last step of an account deletion */
  'userPool:delete': {
    resource: 'userPool',
    actions: ['cognito-idp:AdminDeleteUser'],
    environment: ['USER_POOL_ID'],
  },
  'geo:search': {
    resource: 'placeIndex',
    actions: ['geo:SearchPlaceIndexForText', 'geo:SearchPlaceIndexForPosition'],
    environment: ['GEOCODER', 'PLACE_INDEX_NAME'],
  },
  /**
   * Converse with the configured Bedrock model (Converse is authorized as InvokeModel). CDK grants it on that
   * model only: for a cross-region inference profile, the profile and the foundation model in the profile's
   * destination regions. `SCREENER` says which screener answers (`bedrock` in the cloud, `rules` locally).
   */
  'model:invoke': {
    resource: 'model',
    actions: ['bedrock:InvokeModel'],
    environment: ['SCREENER', 'SCREENER_MODEL_ID'],
  },
  /**
   * Payments through iyzico (lambdas/tokens/iyzico.ts): the merchant's API keys from their Secrets Manager secret,
   * and the base URL of iyzico's API (the sandbox, the live API, or the local stack's sandbox).
   */
  'payments:iyzico': {
    resource: 'iyzicoSecret',
    actions: ['secretsmanager:GetSecretValue'],
    environment: ['IYZICO_BASE_URL', 'IYZICO_SECRET_NAME'],
  },
  /**
   * One-time schedules of the function list's one-time jobs (lambdas/platform/schedules.ts). `ONE_TIME_JOBS` names
   * each job's schedule group, function and invoke role; CDK grants the scheduler's actions on the schedules of
   * those groups, and passing those roles to the scheduler alone (CreateSchedule hands the scheduler the role).
   */
  'schedules:create': {
    resource: 'schedules',
    actions: ['scheduler:CreateSchedule', 'iam:PassRole'],
    environment: ['ONE_TIME_JOBS'],
  },
  'schedules:delete': {
    resource: 'schedules',
    actions: ['scheduler:DeleteSchedule'],
    environment: ['ONE_TIME_JOBS'],
  },
  /**
   * Sending the product's own e-mails through SES (lambdas/email/), from `EMAIL_FROM` through the configuration
   * set `EMAIL_CONFIGURATION_SET`; CDK grants it on that sender's SES identity and that configuration set only.
   */
  'email:send': {
    resource: 'emailSender',
    actions: ['ses:SendEmail'],
    environment: ['EMAIL_FROM', 'EMAIL_CONFIGURATION_SET'],
  },
  /**
   * Signing and verifying one-click unsubscribe tokens (lambdas/email/unsubscribe-token.ts) with the key in the
   * Secrets Manager secret UNSUBSCRIBE_SECRET_NAME; CDK grants reading that secret only.
   */
  'email:unsubscribeKey': {
    resource: 'unsubscribeKey',
    actions: ['secretsmanager:GetSecretValue'],
    environment: ['UNSUBSCRIBE_SECRET_NAME'],
  },
  /**
   * The HMAC key of the referral claims' mailbox fingerprints (lambdas/rewards/mailbox-key.ts), in the Secrets
   * Manager secret MAILBOX_KEY_SECRET_NAME; CDK grants reading that secret only.
   */
  'rewards:mailboxKey': {
    resource: 'mailboxKey',
    actions: ['secretsmanager:GetSecretValue'],
    environment: ['MAILBOX_KEY_SECRET_NAME'],
  },
  /**
   * Posting to (and closing) the open connections of the WebSocket API through its management API, whose URL is
   * `WEBSOCKET_CALLBACK_URL`; CDK grants it on that API's stage only (lambdas/live/).
   */
  'live:send': {
    resource: 'websocketApi',
    actions: ['execute-api:ManageConnections'],
    environment: ['WEBSOCKET_CALLBACK_URL'],
  },
  /**
   * The VAPID key pair the Web Push sender signs its pushes with (lambdas/web-push/vapid-keys.ts), in the Secrets
   * Manager secret VAPID_SECRET_NAME; CDK grants reading that secret only.
   */
  'webPush:vapidKeys': {
    resource: 'vapidKeys',
    actions: ['secretsmanager:GetSecretValue'],
    environment: ['VAPID_SECRET_NAME'],
  },
  /**
   * Moderation labels of an uploaded picture (lambdas/profile/avatar-labels-store.ts), sent as bytes, so the grant
   * reads no bucket; the action names no resource, so CDK grants it on '*'.
   */
  /**
   * e-Arşiv invoices through Nilvera (lambdas/invoices/nilvera.ts): the API key from its Secrets Manager secret, and
   * the base URL of Nilvera's API (its test environment, the live one, or the local stack's stand-in).
   */
  'invoices:nilvera': {
    resource: 'nilveraSecret',
    actions: ['secretsmanager:GetSecretValue'],
    environment: ['NILVERA_BASE_URL', 'NILVERA_SECRET_NAME'],
  },
  'images:moderate': {
    resource: 'imageModeration',
    actions: ['rekognition:DetectModerationLabels'],
    environment: [],
  },
  /** listing the access-log bucket's objects (keys, sizes, ETags), never reading nor changing one */
  'accessLogs:list': {
    resource: 'accessLogBucket',
    actions: ['s3:ListBucket'],
    environment: ['ACCESS_LOG_BUCKET'],
  },
  /** writing a digest and reading one back; the bucket's Object Lock keeps every version two years */
  'logDigests:write': {
    resource: 'logDigests',
    actions: ['s3:PutObject', 's3:GetObject'],
    environment: ['LOG_DIGEST_BUCKET'],
  },
} as const satisfies Record<string, AccessGrant>;

export type ResourceAccess = keyof typeof accessGrants;

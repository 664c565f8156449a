import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { originSecretHeader } from '../lambdas/contracts/endpoint';
import type { SiteConfig } from '../lambdas/contracts/site-config';
import { robotsTxt, sitemapXml } from '../web/src/app/crawlers';
import { mapTileHost } from './maps';
import { avatarKeyPrefix } from './avatars';
import { apiOriginId, eventLinksPathPattern, linkPreviewRouterCode } from './link-preview-router';
import { accessLogSources } from '../lambdas/access-logs/sources';

export interface SiteProps {
  /** The built SPA (web/dist); construct tests pass a tiny directory of their own. */
  readonly webDistPath: string;
  /** The avatar bucket's fixed name: served under /avatars/* without a reference back to the bucket. */
  readonly avatarBucketName: string;
  /** Host of the Cognito hosted login, allowed as a fetch target by the CSP. */
  readonly oauthDomain: string;
  /** wss://<host> of the WebSocket API the SPA keeps open for live updates (lib/live.ts), allowed by the CSP. */
  readonly webSocketOrigin: string;
  /** Receives the site bucket's server access logs (the distribution's go through lib/edge-logs.ts). */
  readonly accessLogBucket: IBucket;
  /** The WAF web ACL in front of the distribution (lib/edge.ts). */
  readonly webAclArn: string;
  /** The origin secret's version to read (after a rotation); @default its current one */
  readonly originSecretVersion?: string;
}

/**
 * Client-side routes (/dashboard/profile, /verify, ...) are not objects: a viewer-request rewrite answers
 * any path whose last segment has no file extension with index.html. SPA route segments never contain a
 * dot (ids are UUIDs); files always do, so a missing file stays a real error instead of a page.
 */
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * Error statuses CloudFront caches by default (10 seconds, whatever the cache policy). The API's responses
 * are per user while the cache key of CACHING_DISABLED is the URL alone: a cached 403 or 404 of one user
 * would answer the next caller of that URL. Every error is therefore passed on uncached.
 */
const cachedErrorStatuses = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504];

/**
 * The SPA: a private bucket behind CloudFront (origin access control), SPA fallback to index.html on the
 * default behaviour only, security headers, and the avatars bucket under /avatars/*. `serveApi` adds the HTTP
 * API under its path prefixes (/private/* and any public one) on the same origin, and the event links' behaviour
 * that hands a chat app's crawler the API's link preview; `deployContent` uploads web/dist together with the
 * generated config.json, robots.txt and sitemap.xml once every value they need exists.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<distribution domain>, no trailing slash. */
  readonly siteUrl: string;
  /**
   * The origin secret, as a dynamic reference CloudFormation resolves at deploy: the distribution sends it to the API
   * in originSecretHeader, and every route's ORIGIN_SECRET is the same, so the routes refuse what did not come
   * through the distribution.
   */
  readonly originSecret: string;
  private readonly webDistPath: string;
  private readonly headers: ResponseHeadersPolicy;
  /** One origin object for the site bucket: each behaviour that serves the SPA shares it (and its access control). */
  private readonly siteOrigin: IOrigin;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    if (!fs.existsSync(path.join(props.webDistPath, 'index.html'))) {
      throw new Error(
        `The web app is not built (${props.webDistPath}/index.html is missing). Run \`npm run build:web\` first, then synth or deploy again.`,
      );
    }
    this.webDistPath = props.webDistPath;

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: accessLogSources.siteBucket.prefix,
      // The content is rebuilt from the repository on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: Stack.of(this).region,
            oauthDomain: props.oauthDomain,
            avatarBucketName: props.avatarBucketName,
            webSocketOrigin: props.webSocketOrigin,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
      },
    });
    this.siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    // Addressed by name: the avatar bucket's CORS names this distribution, so a reference back would be a cycle.
    // Its bucket policy for this distribution is written in avatars.ts.
    const avatarBucket = Bucket.fromBucketAttributes(this, 'AvatarBucket', {
      bucketName: props.avatarBucketName,
      region: Stack.of(this).region,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes of the SPA',
    });

    const originSecret = new Secret(this, 'OriginSecret', {
      secretName: `${Stack.of(this).stackName.toLowerCase()}/origin`,
      description: "What the site's distribution sends the API, so the API refuses calls that bypass it",
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Its value is read at deploy time into the distribution and the functions; it is rotated by hand with a deploy (docs/operations.md), which an automatic rotation could not do.',
    });
    this.originSecret = SecretValue.secretsManager(originSecret.secretArn, {
      versionId: props.originSecretVersion,
    }).unsafeUnwrap();

    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      defaultBehavior: {
        ...this.bucketBehavior(this.siteOrigin),
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // No fallback here: a missing avatar is a real error, not the SPA.
      additionalBehaviors: {
        [`/${avatarKeyPrefix}*`]: this.bucketBehavior(S3BucketOrigin.withOriginAccessControl(avatarBucket)),
      },
      errorResponses: cachedErrorStatuses.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason: 'The avatar bucket policy for this distribution is written by the Avatars construct.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A social app for anyone who can reach it; no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "Access logs go through standard logging v2 (lib/edge-logs.ts), without the query string that carries the links' secrets; the check knows the legacy logging only.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot pin a minimum TLS version; a custom domain with its own certificate will.',
      },
    );
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
  }

  /** A bucket's files: cached by URL alone (no header, cookie or query string in the key), security headers. */
  private bucketBehavior(origin: IOrigin): BehaviorOptions {
    return {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headers,
      compress: true,
    };
  }

  /**
   * Serves the HTTP API on the site's own origin under its path prefixes: the SPA's calls are same-origin (no CORS
   * preflight, and the CSP's connect-src is 'self'), and the API's CORS never names the distribution, which
   * now depends on the API. Nothing is cached; every viewer header but Host is forwarded (API Gateway routes
   * by its own host), Authorization included, which CloudFront allows only with caching disabled, and CloudFront's
   * own headers with them (CloudFront-Viewer-Address: the routes' per-address limits). The origin secret goes with
   * every request, replacing whatever a viewer sent under its name.
   */
  serveApi(apiDomainName: string, pathPrefixes: readonly string[]): void {
    const api = new HttpOrigin(apiDomainName, {
      // Named, so the event links' function can select it (lib/link-preview-router.ts).
      originId: apiOriginId,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [originSecretHeader]: this.originSecret },
    });
    for (const prefix of pathPrefixes) {
      this.distribution.addBehavior(`${prefix}*`, api, {
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.headers,
        compress: true,
      });
    }
    this.serveLinkPreviews();
  }

  /**
   * Event links, `/dashboard/eventDetails/*`: a viewer-request function sends a chat app's crawler to the API's
   * preview route (it selects the API's origin by id and rewrites the path) and rewrites everyone else's request
   * to index.html. The cache key stays the bucket's (the URL alone): the User-Agent is read by the function, never
   * keyed on, so the SPA's index.html is cached once for all browsers and a preview is cached under its own path
   * for as long as the preview's Cache-Control says. No origin request policy: each origin gets its own Host.
   */
  private serveLinkPreviews(): void {
    const router = new CloudFrontFunction(this, 'LinkPreviewRouter', {
      code: FunctionCode.fromInline(linkPreviewRouterCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Sends crawlers of event links to the link preview, everyone else to the SPA',
    });
    const { origin, ...options } = this.bucketBehavior(this.siteOrigin);
    this.distribution.addBehavior(eventLinksPathPattern, origin, {
      ...options,
      functionAssociations: [{ function: router, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
  }

  /**
   * Uploads web/dist, config.json, robots.txt and sitemap.xml, then invalidates the distribution. The crawler files
   * are the local web server's own text (web/src/app/crawlers.ts), written for this site's URL. Three uploads, each
   * with its own headers:
   * - `Assets`: the build's hashed files under /assets/, immutable for a year (a new build names new files);
   * - `Manifest`: the web app manifest, as application/manifest+json, revalidated on every use;
   * - `Content`: everything else, revalidated on every use: index.html, config.json and the service worker (sw.js)
   *   must never be stale after a deploy, or installed apps would keep the old version. It goes last, so index.html
   *   and sw.js never name a file that is not there yet, and leaves the others' files alone.
   */
  deployContent(config: SiteConfig): void {
    const common = { destinationBucket: this.bucket, memoryLimit: 512 };
    const assets = new BucketDeployment(this, 'Assets', {
      ...common,
      sources: [Source.asset(this.webDistPath)],
      exclude: ['*'],
      include: [`${hashedAssetsFolder}/*`],
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });
    const manifest = new BucketDeployment(this, 'Manifest', {
      ...common,
      sources: [Source.asset(this.webDistPath)],
      exclude: ['*'],
      include: [webManifestFile],
      contentType: webManifestContentType,
      cacheControl: [CacheControl.noCache()],
    });
    const content = new BucketDeployment(this, 'Content', {
      ...common,
      sources: [
        Source.asset(this.webDistPath),
        Source.jsonData('config.json', config),
        Source.data('robots.txt', robotsTxt(this.siteUrl)),
        Source.data('sitemap.xml', sitemapXml(this.siteUrl)),
      ],
      exclude: [`${hashedAssetsFolder}/*`, webManifestFile],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      cacheControl: [CacheControl.noCache()],
    });
    content.node.addDependency(assets, manifest);
    acknowledgeBucketDeploymentHandler(
      content,
      Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket),
    );
  }
}

/** Where the web build puts its hashed files (Vite's `assets` folder). */
const hashedAssetsFolder = 'assets';
/** The web app manifest vite-plugin-pwa writes, and the type browsers expect of it. */
const webManifestFile = 'manifest.webmanifest';
const webManifestContentType = 'application/manifest+json';

/**
 * The SPA asks for the position (nearby events, the event form's map) and nothing else a browser guards:
 * camera, microphone and payment are off, also for anything framed or injected.
 */
export const permissionsPolicy = 'geolocation=(self), camera=(), microphone=(), payment=()';

interface CspHosts {
  readonly region: string;
  readonly oauthDomain: string;
  readonly avatarBucketName: string;
  readonly webSocketOrigin: string;
}

/**
 * Scripts only from the site; fetches to the site itself (the API is served under /private/*), Cognito, the
 * hosted login and the avatar bucket (the browser's presigned PUT goes straight to S3), and the live channel's
 * WebSocket API; map tiles from Amazon Location; avatars are read same-origin; the service worker and the web app
 * manifest from the site.
 */
function contentSecurityPolicy({ region, oauthDomain, avatarBucketName, webSocketOrigin }: CspHosts): string {
  const connectSources = [
    "'self'",
    `https://cognito-idp.${region}.amazonaws.com`,
    `https://${oauthDomain}`,
    `https://${avatarBucketName}.s3.${region}.amazonaws.com`,
    webSocketOrigin,
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mapTileHost(region)}`,
    "font-src 'self' data:",
    `connect-src ${connectSources.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The upload handler is CDK's own singleton function (shared by every BucketDeployment of the stack);
 * its runtime and role are chosen by aws-cdk-lib, not by us.
 */
function acknowledgeBucketDeploymentHandler(deployment: BucketDeployment, siteBucketLogicalId: string): void {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) return;
  const byCdk = 'Role of the aws-cdk-lib BucketDeployment handler, defined by CDK';
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason: 'Runtime of the aws-cdk-lib BucketDeployment handler is pinned by CDK.',
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${byCdk}: the managed policy only lets it write its own logs.`,
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${byCdk}: it reads the deployment's source assets.`,
    })),
    ...['s3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${byCdk}: it replaces the site's files, pruning old ones.`,
    })),
    {
      id: 'AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-eu-central-1/*]',
      reason: `${byCdk}: source assets live under generated keys of the CDK bootstrap bucket.`,
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${siteBucketLogicalId}.Arn>/*]`,
      reason: `${byCdk}: it writes every file of the site bucket.`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${byCdk}: CloudFront CreateInvalidation/GetInvalidation have no resource-level scoping in its policy.`,
    },
  );
}

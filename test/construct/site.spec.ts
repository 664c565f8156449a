import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { originSecretHeader } from '../../lambdas/contracts/endpoint';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { routes } from '../../lambdas/routes';
import { apiOriginId, eventLinksPathPattern } from '../../lib/link-preview-router';
import { addSquadStack } from '../../lib/squad-app';
import { robotsTxt, sitemapXml } from '../../web/src/app/crawlers';
import { sharedSquadStack, testApp, type SquadFixture } from './squad-stack-fixture';
import { runEventLinkRouter } from '../event-link-router';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

function distributionConfig() {
  const [distribution] = Object.values(squad.template.findResources('AWS::CloudFront::Distribution'));
  return distribution.Properties.DistributionConfig;
}

function logicalIdOf(type: string): string {
  // The HTTP API, not the WebSocket API of live updates (which the site does not serve).
  const only = type === 'AWS::ApiGatewayV2::Api' ? { Properties: { ProtocolType: 'HTTP' } } : undefined;
  const [logicalId] = Object.keys(squad.template.findResources(type, only));
  return logicalId;
}

function contentSecurityPolicy(): string {
  const [policy] = Object.values(squad.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  return JSON.stringify(
    policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy,
  );
}

/** The site's uploads by their construct id (Content, Assets, Manifest), as the template has them. */
function deployment(id: string): {
  logicalId: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
} {
  const [[logicalId, resource]] = Object.entries(
    squad.template.findResources('Custom::CDKBucketDeployment'),
  ).filter(([logicalId]) => logicalId.startsWith(`Site${id}CustomResource`));
  return { logicalId, Properties: resource.Properties, DependsOn: resource.DependsOn };
}

/**
 * A file the site's content deployment uploads, read from the asset staged by the synth, each deploy-time value
 * shown as the template expression the deployment writes in its place.
 */
function deployedFile(name: string): string {
  const { SourceObjectKeys: keys, SourceMarkers: markers } = deployment('Content').Properties as {
    SourceObjectKeys: string[];
    SourceMarkers: Record<string, unknown>[];
  };
  for (const [index, key] of (keys as string[]).entries()) {
    const file = path.join(squad.app.outdir, `asset.${key.replace(/\.zip$/, '')}`, name);
    if (!fs.existsSync(file)) continue;
    return fs
      .readFileSync(file, 'utf8')
      .replace(/<<marker:0xbaba:\d+>>/g, (marker) => JSON.stringify(markers[index][marker]));
  }
  throw new Error(`the site deployment uploads no ${name}`);
}

function distributionDomainName() {
  return { 'Fn::GetAtt': [logicalIdOf('AWS::CloudFront::Distribution'), 'DomainName'] };
}

type ViewerRequestHandler = (event: { request: { uri: string } }) => { uri: string };

/** The logical id of the CloudFront Function whose comment starts so. */
function functionLogicalId(comment: string): string {
  const [logicalId] = Object.entries(squad.template.findResources('AWS::CloudFront::Function'))
    .filter(([, fn]) => (fn.Properties.FunctionConfig.Comment as string).startsWith(comment))
    .map(([id]) => id);
  return logicalId;
}

/** The deployed CloudFront Function, evaluated as CloudFront would run it on a viewer request. */
function spaFallback(): ViewerRequestHandler {
  const fn =
    squad.template.findResources('AWS::CloudFront::Function')[functionLogicalId('Serves index.html')];
  return new Function(`${fn.Properties.FunctionCode}; return handler;`)() as ViewerRequestHandler;
}

/**
 * The deployed event links' function, run as CloudFront runs it, with the `cloudfront` module's origin helpers
 * recorded: where the request went, and its path after the function.
 */
function routeEventLink(uri: string, userAgent?: string, method = 'GET'): { uri: string; origin: string } {
  const fn = squad.template.findResources('AWS::CloudFront::Function')[functionLogicalId('Sends crawlers')];
  const routed = runEventLinkRouter(fn.Properties.FunctionCode as string, { method, uri, userAgent });
  return { uri: routed.uri, origin: routed.origin ?? 'the behaviour’s own' };
}

const eventId = '3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11';
const eventLink = `/dashboard/eventDetails/${eventId}`;
const previewPath = `/public/events/${eventId}/preview`;

describe('Site', () => {
  it('serves the site bucket and the avatar bucket only through origin access control', () => {
    squad.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const bucketOrigins = distributionConfig().Origins.filter(
      (origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig,
    );
    expect(bucketOrigins).toHaveLength(2);
    for (const origin of bucketOrigins) expect(origin.OriginAccessControlId).toBeDefined();
  });

  it("serves the API under /private/* on the site's own origin: HTTPS to its host, nothing cached, every viewer header but Host", () => {
    const config = distributionConfig();
    const apiBehavior = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/private/*',
    );
    expect(apiBehavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ResponseHeadersPolicyId: { Ref: logicalIdOf('AWS::CloudFront::ResponseHeadersPolicy') },
    });
    const origin = config.Origins.find(
      (candidate: { Id: string }) => candidate.Id === apiBehavior.TargetOriginId,
    );
    expect(origin).toMatchObject({
      DomainName: {
        'Fn::Select': [
          2,
          { 'Fn::Split': ['/', { 'Fn::GetAtt': [logicalIdOf('AWS::ApiGatewayV2::Api'), 'ApiEndpoint'] }] },
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
  });

  it('sends the API the origin secret, read from Secrets Manager at deploy, and gives every route the same to check', () => {
    const config = distributionConfig();
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === apiOriginId);
    const [secretId] = Object.keys(
      squad.template.findResources('AWS::SecretsManager::Secret', {
        Properties: { Name: 'squad/origin' },
      }),
    );
    const dynamicReference = {
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
    };
    expect(origin.OriginCustomHeaders).toEqual([
      { HeaderName: originSecretHeader, HeaderValue: dynamicReference },
    ]);
    for (const fn of squad.api.routeFunctions.values()) {
      const [lambda] = Object.values(
        squad.templateOf(fn).findResources('AWS::Lambda::Function', {
          Properties: { Handler: Match.anyValue() },
        }),
      ).filter((resource) => resource.Properties.Environment?.Variables?.ORIGIN_SECRET);
      expect(lambda).toBeDefined();
    }
  });

  it('puts the WAF web ACL of the edge stack (us-east-1) in front of the distribution', () => {
    const edge = squad.app.node.findChild('SquadEdge') as Stack;
    const webAcl = Template.fromStack(edge);
    expect(edge.region).toBe('us-east-1');
    webAcl.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(distributionConfig().WebACLId).toBeDefined();
  });

  it('blocks an address past 3,000 requests in 5 minutes with 429, before the managed rules', () => {
    const webAcl = Template.fromStack(squad.app.node.findChild('SquadEdge') as Stack);
    const [acl] = Object.values(webAcl.findResources('AWS::WAFv2::WebACL'));
    const rules = acl.Properties.Rules as {
      Name: string;
      Priority: number;
      Statement: { ManagedRuleGroupStatement?: { Name: string } };
    }[];
    expect(rules[0]).toMatchObject({
      Priority: 0,
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 3000, EvaluationWindowSec: 300 } },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
    expect(rules.slice(1).map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('sends every route of the API to it: each route is under a path the distribution forwards', () => {
    const forwarded = distributionConfig()
      .CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern)
      .map((pattern: string) => pattern.replace(/\*$/, ''));
    // the routes live in the functions' nested stacks
    const routeKeys = [...squad.templates().values()].flatMap((template) =>
      Object.values(template.findResources('AWS::ApiGatewayV2::Route'))
        .map((route) => route.Properties.RouteKey as string)
        // the HTTP API's ("METHOD /path"), not the WebSocket API's
        .filter((routeKey) => routeKey.includes(' /')),
    );
    expect(routeKeys).toHaveLength(routes.length);
    for (const routeKey of routeKeys) {
      const path = routeKey.split(' ')[1];
      expect(forwarded.some((prefix: string) => path.startsWith(prefix))).toBe(true);
    }
  });

  it('keeps the API free of any reference to the distribution, which depends on it (no cycle)', () => {
    const [api] = Object.values(
      squad.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }),
    );
    expect(JSON.stringify(api)).not.toContain(logicalIdOf('AWS::CloudFront::Distribution'));
  });

  it('routes /avatars/* to the avatar bucket and lets only this distribution read avatar keys', () => {
    squad.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({ PathPattern: '/avatars/*', ViewerProtocolPolicy: 'redirect-to-https' }),
        ]),
      }),
    });
    squad.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('rewrites client-side routes to index.html with a viewer-request function on the default behaviour, and runs no function on the API or the avatars', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [functionLogicalId('Serves index.html'), 'FunctionARN'] },
      },
    ]);
    for (const behavior of config.CacheBehaviors.filter(
      (candidate: { PathPattern: string }) => candidate.PathPattern !== eventLinksPathPattern,
    )) {
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
  });

  it("serves event links from the site bucket through the link preview router, cached by URL alone like the SPA's files", () => {
    const config = distributionConfig();
    const eventLinks = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === eventLinksPathPattern,
    );
    expect(eventLinks).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [functionLogicalId('Sends crawlers'), 'FunctionARN'] },
        },
      ],
    });
    // the User-Agent is read by the function, never part of the cache key or forwarded: no origin request policy
    expect(eventLinks.OriginRequestPolicyId).toBeUndefined();
    const [fn] = Object.values(squad.template.findResources('AWS::CloudFront::Function')).filter((resource) =>
      (resource.Properties.FunctionConfig.Comment as string).startsWith('Sends crawlers'),
    );
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });

  it('names the API origin, which the link preview router selects', () => {
    const apiBehavior = distributionConfig().CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/public/*',
    );
    expect(apiBehavior.TargetOriginId).toBe(apiOriginId);
    expect(distributionConfig().Origins.map((origin: { Id: string }) => origin.Id)).toContain(apiOriginId);
  });

  it.each([
    ['WhatsApp', 'WhatsApp/2.23.20.0'],
    ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['Twitter/X', 'Twitterbot/1.0'],
    ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    [
      'iMessage',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    ],
    ['Telegram', 'TelegramBot (like TwitterBot)'],
    ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['LinkedIn', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
  ])("sends %s's crawler asking for an event link to the API's preview route", (_, userAgent) => {
    expect(routeEventLink(eventLink, userAgent)).toEqual({ uri: previewPath, origin: apiOriginId });
  });

  it.each([
    [
      'Chromium',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a client with no User-Agent', undefined],
  ])("gives %s the SPA's index.html from the site bucket", (_, userAgent) => {
    expect(routeEventLink(eventLink, userAgent)).toEqual({
      uri: '/index.html',
      origin: 'the behaviour’s own',
    });
  });

  it('gives a crawler’s HEAD of an event link the SPA’s index.html (the preview route answers GET only)', () => {
    expect(routeEventLink(eventLink, 'WhatsApp/2.23.20.0', 'HEAD')).toEqual({
      uri: '/index.html',
      origin: 'the behaviour’s own',
    });
  });

  it.each([
    `/dashboard/eventDetails/${eventId}/edit`,
    '/dashboard/eventDetails/..%2Fprivate',
    '/dashboard/eventDetails/',
  ])('gives a crawler the SPA for %s, which is no event link', (uri) => {
    expect(routeEventLink(uri, 'WhatsApp/2.23.20.0')).toEqual({
      uri: '/index.html',
      origin: 'the behaviour’s own',
    });
  });

  it('answers no error with index.html, so a missing avatar stays an error', () => {
    for (const response of distributionConfig().CustomErrorResponses) {
      expect(response.ResponsePagePath).toBeUndefined();
      expect(response.ResponseCode).toBeUndefined();
    }
  });

  it("caches no error response, so one user's 403 or 404 from the API never answers another", () => {
    const responses = distributionConfig().CustomErrorResponses;
    expect(responses.map((response: { ErrorCode: number }) => response.ErrorCode)).toEqual(
      expect.arrayContaining([400, 403, 404, 405, 500, 502, 503, 504]),
    );
    for (const response of responses) expect(response.ErrorCachingMinTTL).toBe(0);
  });

  it.each([
    ['/', '/index.html'],
    ['/dashboard/profile', '/index.html'],
    ['/verify', '/index.html'],
    ['/dashboard/eventDetails/3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11', '/index.html'],
    ['/assets/index-4f3a.js', '/assets/index-4f3a.js'],
    ['/config.json', '/config.json'],
    ['/robots.txt', '/robots.txt'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('the SPA fallback serves %s from %s', (uri, servedUri) => {
    expect(spaFallback()({ request: { uri } }).uri).toBe(servedUri);
  });

  it('sends HSTS, a CSP naming Cognito and map tiles, frame deny, nosniff and a referrer policy', () => {
    const policies = squad.template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [headers] = Object.values(policies).map(
      (policy) => policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig,
    );
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const csp = contentSecurityPolicy();
    expect(csp).toContain('https://cognito-idp.eu-central-1.amazonaws.com');
    expect(csp).toContain('.auth.eu-central-1.amazoncognito.com');
    expect(csp).toContain("img-src 'self' data: blob: https://maps.geo.eu-central-1.amazonaws.com;");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends a Permissions-Policy allowing geolocation to the site only and turning camera, microphone and payment off', () => {
    const [policy] = Object.values(squad.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toEqual([
      {
        Header: 'Permissions-Policy',
        Value: 'geolocation=(self), camera=(), microphone=(), payment=()',
        Override: true,
      },
    ]);
  });

  it('lets the browser fetch only its own origin (the API included), Cognito, the hosted login, the avatar bucket and the WebSocket API', () => {
    const connectSrc = /connect-src ([^;]*);/.exec(contentSecurityPolicy())?.[1] ?? '';
    expect(connectSrc.startsWith("'self' https://cognito-idp.eu-central-1.amazonaws.com https://")).toBe(
      true,
    );
    expect(connectSrc).toContain('.auth.eu-central-1.amazoncognito.com');
    // The HTTP API only through the site; the WebSocket API of live updates by its own host.
    const [webSocketApi] = Object.keys(
      squad.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }),
    );
    expect(connectSrc.match(/execute-api/g)).toHaveLength(1);
    expect(connectSrc).toContain(`wss://",{"Ref":"${webSocketApi}"},".execute-api.eu-central-1.`);
    expect(connectSrc).not.toContain('*');
  });

  it('lets the browser PUT to the avatar bucket: its S3 host is in connect-src', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toMatch(
      /connect-src [^;]*https:\/\/squad-avatars-",\{"Ref":"AWS::AccountId"\},".s3.eu-central-1.amazonaws.com/,
    );
  });

  it('deploys the web build together with a config.json naming the pool, client and site', () => {
    const properties = deployment('Content').Properties;
    expect(properties.SourceObjectKeys).toHaveLength(4);
    expect(properties.DistributionPaths).toEqual(['/*']);
    const config = deployedFile('config.json');
    for (const reference of [
      /"Ref":"AuthUserPool\w+"/,
      /"Ref":"AuthUserPoolWebClient\w+"/,
      /SiteDistribution\w+","DomainName"/,
    ]) {
      expect(config).toMatch(reference);
    }
  });

  it("tells the SPA to call the API at the site's own URL", () => {
    const config = JSON.parse(deployedFile('config.json'));
    expect(config.siteUrl).toEqual({ 'Fn::Join': ['', ['"https://', distributionDomainName(), '"']] });
    expect(config.apiUrl).toEqual(config.siteUrl);
  });

  it.each([
    ['robots.txt', robotsTxt],
    ['sitemap.xml', sitemapXml],
  ])("uploads %s, the local web server's text written for the distribution's own URL", (name, write) => {
    expect(deployedFile(name)).toBe(write(`https://${JSON.stringify(distributionDomainName())}`));
  });

  it('uploads the hashed build files alone as immutable for a year, and leaves them out of the other uploads', () => {
    expect(deployment('Assets').Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(deployment('Content').Properties.Exclude).toEqual(['assets/*', 'manifest.webmanifest']);
  });

  it('serves the web app manifest as application/manifest+json, revalidated on every use', () => {
    expect(deployment('Manifest').Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['manifest.webmanifest'],
      SystemMetadata: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
    });
  });

  it('uploads everything else, the service worker and index.html among them, revalidated on every use', () => {
    expect(deployment('Content').Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });

  it('uploads index.html and the service worker last, so they never name a file not yet uploaded', () => {
    const content = deployment('Content');
    expect(content.DependsOn).toEqual(
      expect.arrayContaining([deployment('Assets').logicalId, deployment('Manifest').logicalId]),
    );
  });

  it('lets the site register its service worker and read its manifest from its own origin only', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('refuses to synthesize without a web build and says how to make one', () => {
    const missing = path.join(os.tmpdir(), 'squad-no-web-build');
    expect(() => addSquadStack(testApp(), { webDistPath: missing })).toThrow(/npm run build:web/);
  });
});

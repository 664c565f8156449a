import * as os from 'node:os';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { addSquadStack } from '../../lib/squad-app';
import { buildSquadStack, testApp, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = buildSquadStack();
});

function distributionConfig() {
  const [distribution] = Object.values(squad.template.findResources('AWS::CloudFront::Distribution'));
  return distribution.Properties.DistributionConfig;
}

type ViewerRequestHandler = (event: { request: { uri: string } }) => { uri: string };

/** The deployed CloudFront Function, evaluated as CloudFront would run it on a viewer request. */
function spaFallback(): ViewerRequestHandler {
  const [fn] = Object.values(squad.template.findResources('AWS::CloudFront::Function'));
  return new Function(`${fn.Properties.FunctionCode}; return handler;`)() as ViewerRequestHandler;
}

describe('Site', () => {
  it('serves the site bucket and the avatar bucket only through origin access control', () => {
    squad.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const distribution = squad.template.findResources('AWS::CloudFront::Distribution');
    const [config] = Object.values(distribution).map((resource) => resource.Properties.DistributionConfig);
    expect(config.Origins).toHaveLength(2);
    for (const origin of config.Origins) expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('routes /avatars/* to the avatar bucket and lets only this distribution read avatar keys', () => {
    squad.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/avatars/*', ViewerProtocolPolicy: 'redirect-to-https' }),
        ],
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

  it('rewrites client-side routes to index.html with a viewer-request function on the default behaviour only', () => {
    const [functionLogicalId] = Object.keys(squad.template.findResources('AWS::CloudFront::Function'));
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionLogicalId, 'FunctionARN'] } },
    ]);
    for (const behavior of config.CacheBehaviors) expect(behavior.FunctionAssociations).toBeUndefined();
  });

  it('answers no error with index.html, so a missing avatar stays an error', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it.each([
    ['/', '/index.html'],
    ['/dashboard/profile', '/index.html'],
    ['/verify', '/index.html'],
    ['/dashboard/eventDetails/3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11', '/index.html'],
    ['/assets/index-4f3a.js', '/assets/index-4f3a.js'],
    ['/config.json', '/config.json'],
  ])('the SPA fallback serves %s from %s', (uri, servedUri) => {
    expect(spaFallback()({ request: { uri } }).uri).toBe(servedUri);
  });

  it('sends HSTS, a CSP naming the API, Cognito and map tiles, frame deny, nosniff and a referrer policy', () => {
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
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain('https://*.execute-api.eu-central-1.amazonaws.com');
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

  it('lets the browser PUT to the avatar bucket: its S3 host is in connect-src', () => {
    const [policy] = Object.values(squad.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toMatch(
      /connect-src [^;]*https:\/\/squad-avatars-",\{"Ref":"AWS::AccountId"\},".s3.eu-central-1.amazonaws.com/,
    );
  });

  it('deploys the web build together with a config.json naming the pool, client, API and site', () => {
    const deployments = squad.template.findResources('Custom::CDKBucketDeployment');
    const [properties] = Object.values(deployments).map((deployment) => deployment.Properties);
    expect(properties.SourceObjectKeys).toHaveLength(2);
    expect(properties.DistributionPaths).toEqual(['/*']);
    const configTokens = JSON.stringify(properties.SourceMarkers[1]);
    for (const reference of [
      /"Ref":"AuthUserPool\w+"/,
      /"Ref":"AuthUserPoolWebClient\w+"/,
      /ApiHttpApi\w+","ApiEndpoint"/,
      /SiteDistribution\w+","DomainName"/,
    ]) {
      expect(configTokens).toMatch(reference);
    }
  });

  it('refuses to synthesize without a web build and says how to make one', () => {
    const missing = path.join(os.tmpdir(), 'squad-no-web-build');
    expect(() => addSquadStack(testApp(), { webDistPath: missing })).toThrow(/npm run build:web/);
  });
});

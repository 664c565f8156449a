import * as os from 'node:os';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { addSquadStack } from '../../lib/squad-app';
import { buildSquadStack, testApp, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = buildSquadStack();
});

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

  it('answers unknown paths with index.html so client-side routes load', () => {
    squad.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: [
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ],
      }),
    });
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
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).toContain("frame-ancestors 'none'");
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

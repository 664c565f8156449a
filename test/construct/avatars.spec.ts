import { Match } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { routes } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { buildSquadStack, sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

function avatarBucketLogicalId(): string {
  return squad.stack.getLogicalId(squad.avatars.bucket.node.defaultChild as CfnBucket);
}

function avatarBucketProperties(): Record<string, unknown> {
  return squad.template.toJSON().Resources[avatarBucketLogicalId()].Properties;
}

function siteDomain(): object {
  const [distributionLogicalId] = Object.keys(squad.template.findResources('AWS::CloudFront::Distribution'));
  return { 'Fn::GetAtt': [distributionLogicalId, 'DomainName'] };
}

/** The function's S3 grants as "<action> <key pattern>", e.g. "s3:PutObject uploads/*". */
function s3GrantsOf(handler: string): string[] {
  const fn = squad.api.routeFunctions.get(handler);
  if (!fn) throw new Error(`no function for ${handler}`);
  return statementsOf(squad.templateOf(fn), fn)
    .flatMap((statement) =>
      statement.actions
        .filter((action) => action.startsWith('s3:'))
        .flatMap((action) =>
          statement.resources.map((resource) => {
            const keyPattern = /\/([\w-]+\/\*)"/.exec(JSON.stringify(resource))?.[1] ?? 'the whole bucket';
            return `${action} ${keyPattern}`;
          }),
        ),
    )
    .sort();
}

describe('Avatars', () => {
  it.each([
    ['upload-profile-picture', ['s3:PutObject uploads/*']],
    ['update-profile', ['s3:GetObject uploads/*', 's3:PutObject avatars/*']],
    [
      'delete-account',
      ['s3:DeleteObject avatars/*', 's3:DeleteObject uploads/*', 's3:ListBucket the whole bucket'],
    ],
    ...routes
      .map((route) => functionName(route))
      .filter((handler) => !['upload-profile-picture', 'update-profile', 'delete-account'].includes(handler))
      .map((handler): [string, string[]] => [handler, []]),
  ])('gives %s exactly the S3 grants %j', (handler, expected) => {
    expect(s3GrantsOf(handler)).toEqual(expected);
  });

  it('grants on the avatar bucket itself, which it names by the name the bucket has', () => {
    const updateProfile = squad.api.routeFunctions.get('update-profile');
    if (!updateProfile) throw new Error('no function for update-profile');
    const uploads = statementsOf(squad.templateOf(updateProfile), updateProfile)
      .filter((statement) => statement.actions.includes('s3:GetObject'))
      .flatMap((statement) => statement.resources);

    const account = { Ref: 'AWS::AccountId' };
    expect(avatarBucketProperties().BucketName).toEqual({ 'Fn::Join': ['', ['squad-avatars-', account]] });
    expect(uploads).toEqual([
      {
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::squad-avatars-', account, '/uploads/*']],
      },
    ]);
  });

  it('lets delete-account list only keys under avatars/ and uploads/', () => {
    const deleteAccount = squad.api.routeFunctions.get('delete-account');
    if (!deleteAccount) throw new Error('no function for delete-account');
    squad.templateOf(deleteAccount).hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:ListBucket',
            Condition: { StringLike: { 's3:prefix': ['avatars/*', 'uploads/*'] } },
          }),
        ]),
      },
    });
  });

  it('expires abandoned uploads after a day and never expires avatars', () => {
    const { LifecycleConfiguration } = avatarBucketProperties() as {
      LifecycleConfiguration: { Rules: Record<string, unknown>[] };
    };
    expect(LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    const expiring = LifecycleConfiguration.Rules.filter((rule) => rule.ExpirationInDays !== undefined);
    expect(expiring.map((rule) => rule.Prefix)).toEqual(['uploads/']);
  });

  it('lets CloudFront read avatars/ only, never uploads/', () => {
    const policies = squad.template.findResources('AWS::S3::BucketPolicy', {
      Properties: { Bucket: { Ref: avatarBucketLogicalId() } },
    });
    const cloudFrontReads = Object.values(policies)
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => JSON.stringify(statement.Principal ?? {}).includes('cloudfront.amazonaws.com'));
    expect(cloudFrontReads).toHaveLength(1);
    expect(JSON.stringify(cloudFrontReads[0].Resource)).toMatch(/"\/avatars\/\*"/);
  });

  it('accepts cross-origin PUTs with a Content-Type header from the site only', () => {
    expect(avatarBucketProperties()).toMatchObject({
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: ['PUT'],
            AllowedHeaders: ['Content-Type'],
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', siteDomain()]] }],
          },
        ],
      },
    });
  });

  it('also accepts uploads from the local dev server when allowLocalhostCallbacks is true', () => {
    const withLocalhost = buildSquadStack({ allowLocalhostCallbacks: true });
    const [bucket] = Object.values(
      withLocalhost.template.findResources('AWS::S3::Bucket', {
        Properties: { CorsConfiguration: Match.anyValue() },
      }),
    );
    expect(bucket.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      expect.objectContaining({ 'Fn::Join': expect.anything() }),
      'http://localhost:5173',
    ]);
  });
});

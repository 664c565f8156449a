import { accessGrants } from '../../lambdas/access';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { tableIndexes } from '../../lambdas/platform/table-schema';
import { Data } from '../../lib/data';

function dataTemplate(grant?: (data: Data, role: Role) => void): Template {
  const stack = new Stack();
  const data = new Data(stack, 'Data');
  const role = new Role(stack, 'Reader', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  grant?.(data, role);
  return Template.fromStack(stack);
}

function grantedStatements(
  grant: (data: Data, role: Role) => void,
): { Action: string[]; Resource: unknown }[] {
  const policies = dataTemplate(grant).findResources('AWS::IAM::Policy');
  return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

describe('Data', () => {
  it('keys the table by string pk and sk, billed per request', () => {
    dataTemplate().hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
    });
  });

  it('deletes items past their expiresAt by time to live (rate-limit counters of past windows)', () => {
    dataTemplate().hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('creates every GSI of table-schema.ts with string keys', () => {
    const template = dataTemplate();
    for (const index of Object.values(tableIndexes)) {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        GlobalSecondaryIndexes: Match.arrayWith([
          Match.objectLike({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ]),
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ]),
      });
    }
  });

  it('streams new and old images, keeps point-in-time recovery and AWS-managed encryption', () => {
    dataTemplate().hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('survives stack deletion: retained and deletion-protected', () => {
    dataTemplate().hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });

  it('grants reads on the table and its named indexes, never Scan', () => {
    const [statement] = grantedStatements((data, role) =>
      data.grant(role, accessGrants['table:read'].actions),
    );
    expect(statement.Action).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(statement.Action).not.toContain('dynamodb:Scan');
    expect(statement.Resource).toHaveLength(1 + Object.keys(tableIndexes).length);
    expect(JSON.stringify(statement.Resource)).not.toContain('index/*');
  });

  it('grants writes on the base table only, with no read actions', () => {
    const [statement] = grantedStatements((data, role) =>
      data.grant(role, accessGrants['table:write'].actions),
    );
    expect(statement.Action).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(statement.Action).not.toContain('dynamodb:Query');
    expect(statement.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'Arn'] });
  });
});

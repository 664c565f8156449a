/**
 * The privacy page states how long logs and backups outlive a deleted account; these figures are prose, not
 * imports, so each is checked here against the CDK code that sets it.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../../lambdas/routes';
import { AccessLogs } from '../../../lib/access-logs';
import { Data } from '../../../lib/data';
import { SquadFunction } from '../../../lib/squad-function';
import { infrastructureRetention, privacyCopy } from '../../../web/src/copy/legal';
import { testApp } from '../../construct/squad-stack-fixture';

/** DynamoDB's recovery period when the table names none (the longest it allows). */
const dynamoDbDefaultRecoveryDays = 35;

function template(build: (stack: Stack) => void): Template {
  const stack = new Stack(testApp(), 'RetentionTest');
  build(stack);
  return Template.fromStack(stack);
}

it('says function logs are kept as long as the functions keep them', () => {
  const checkUsername = routes.find((route) => route.handler.endsWith('/check-username'))!;
  template(
    (stack) =>
      new SquadFunction(stack, 'CheckUsername', {
        definition: checkUsername,
        environmentValues: { TABLE_NAME: 'squad', ORIGIN_SECRET: 'origin' },
      }),
  ).hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: infrastructureRetention.apiLogsDays });
});

it('says access logs are kept as long as the access-log bucket keeps them', () => {
  template(
    (stack) => new AccessLogs(stack, 'AccessLogs', { digestBucketName: 'retention-test-digests' }),
  ).hasResourceProperties('AWS::S3::Bucket', {
    LifecycleConfiguration: {
      Rules: [
        Match.objectLike({ ExpirationInDays: infrastructureRetention.accessLogsDays, Status: 'Enabled' }),
      ],
    },
  });
});

it("says backups are kept as long as the table's point-in-time recovery reaches back", () => {
  const tables = template((stack) => new Data(stack, 'Data')).findResources('AWS::DynamoDB::Table');
  const [table] = Object.values(tables);
  const recovery = table?.Properties.PointInTimeRecoverySpecification;
  expect(recovery.PointInTimeRecoveryEnabled).toBe(true);
  expect(recovery.RecoveryPeriodInDays ?? dynamoDbDefaultRecoveryDays).toBe(
    infrastructureRetention.backupDays,
  );
});

it('puts each figure on the privacy page', () => {
  const text = privacyCopy.sections.flatMap((section) => section.paragraphs).join('\n');
  expect(text).toContain(`${infrastructureRetention.apiLogsDays} gün`);
  expect(text).toContain(`${infrastructureRetention.accessLogsDays} gün`);
  expect(text).toContain(`${infrastructureRetention.backupDays} güne kadar`);
});

import { issueInvoices, retryInvoices } from '../../lambdas/invoices/routes';
import { functionName } from '../../lambdas/function-kinds';
import { logicalIdOf, sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';
import type { SquadFunction } from '../../lib/squad-function';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

const secretLogicalId = () =>
  Object.keys(
    squad.template.findResources('AWS::SecretsManager::Secret', { Properties: { Name: 'squad/nilvera' } }),
  )[0];

const secretStatements = (fn: SquadFunction) =>
  statementsOf(squad.templateOf(fn), fn).filter((statement) =>
    statement.actions.some((action) => action.startsWith('secretsmanager:')),
  );

describe('invoices', () => {
  it('keeps the integrator’s API key in a secret of its own', () => {
    expect(secretLogicalId()).toBeDefined();
  });

  it('has an issuer told Nilvera’s test environment and the secret’s name, which may read that secret only', () => {
    const fn = squad.stack.streamConsumers.consumer(issueInvoices).function;
    const properties = squad.templateOf(fn).toJSON().Resources[logicalIdOf(fn)].Properties;
    expect(squad.inParent(fn, properties.Environment.Variables)).toMatchObject({
      NILVERA_BASE_URL: 'https://apitest.nilvera.com',
      NILVERA_SECRET_NAME: expect.anything(),
    });
    expect(squad.inParent(fn, secretStatements(fn))).toEqual([
      { actions: ['secretsmanager:GetSecretValue'], resources: [{ Ref: secretLogicalId() }] },
    ]);
  });

  it('feeds the issuer new invoice documents only', () => {
    const template = squad.templateOf(squad.stack.streamConsumers.consumer(issueInvoices).function);
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(JSON.stringify(mapping?.Properties.FilterCriteria)).toContain('INVOICE#');
  });

  it('runs the retry job every five minutes', () => {
    expect(squad.stack.scheduledJobs.jobs.get(functionName(retryInvoices))).toBeDefined();
  });

  it('alarms when an invoice is still not done an hour after its request', () => {
    const alarms = Object.values(squad.template.findResources('AWS::CloudWatch::Alarm')).filter((alarm) =>
      JSON.stringify(alarm.Properties).includes('InvoicesFailedForAnHour'),
    );
    expect(alarms).toHaveLength(1);
  });
});

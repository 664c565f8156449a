import { webPushSender } from '../../lambdas/routes';
import { logicalIdOf, sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';
import type { SquadFunction } from '../../lib/squad-function';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

const secretLogicalId = () =>
  Object.keys(
    squad.template.findResources('AWS::SecretsManager::Secret', { Properties: { Name: 'squad/vapid' } }),
  )[0];

const keyPairResource = () => Object.values(squad.template.findResources('Custom::VapidKeyPair'))[0];

const secretStatements = (fn: SquadFunction) =>
  statementsOf(squad.templateOf(fn), fn).filter((statement) =>
    statement.actions.some((action) => action.startsWith('secretsmanager:')),
  );

describe('Web Push', () => {
  it('keeps the VAPID key pair in a secret of its own', () => {
    expect(secretLogicalId()).toBeDefined();
  });

  it('makes the key pair through a custom resource handed that secret, which answers the public key', () => {
    expect(keyPairResource()?.Properties).toMatchObject({ SecretId: { Ref: secretLogicalId() } });
  });

  it('lets the key pair function read and write that secret only', () => {
    const fn = squad.stack.node.findChild('WebPush').node.findChild('KeyPair') as SquadFunction;
    expect(secretStatements(fn)).toEqual([
      {
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [{ Ref: secretLogicalId() }],
        condition: undefined,
      },
    ]);
  });

  it('hands /config.json the public key the custom resource answers, never the private key', () => {
    const [keyPairId] = Object.keys(squad.template.findResources('Custom::VapidKeyPair'));
    const deployments = JSON.stringify(
      Object.values(squad.template.findResources('Custom::CDKBucketDeployment')).map(
        (deployment) => deployment.Properties,
      ),
    );
    expect(deployments).toContain(JSON.stringify({ 'Fn::GetAtt': [keyPairId, 'PublicKey'] }));
    expect(deployments).not.toContain('privateKey');
  });

  it('has a sender told the secret’s name and the support address, which may read that secret only', () => {
    const fn = squad.stack.streamConsumers.consumer(webPushSender).function;
    const properties = squad.templateOf(fn).toJSON().Resources[logicalIdOf(fn)].Properties;
    expect(squad.inParent(fn, properties.Environment.Variables)).toMatchObject({
      VAPID_SECRET_NAME: expect.anything(),
      EMAIL_FROM: 'destek@squad.app',
    });
    expect(squad.inParent(fn, secretStatements(fn))).toEqual([
      { actions: ['secretsmanager:GetSecretValue'], resources: [{ Ref: secretLogicalId() }] },
    ]);
  });

  it('feeds the sender new outbox items only', () => {
    const template = squad.templateOf(squad.stack.streamConsumers.consumer(webPushSender).function);
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(JSON.stringify(mapping?.Properties.FilterCriteria)).toContain('WEB_PUSH#');
  });

  it('alarms when pushes fail', () => {
    const alarms = Object.values(squad.template.findResources('AWS::CloudWatch::Alarm')).filter((alarm) =>
      JSON.stringify(alarm.Properties).includes('PushesFailed'),
    );
    expect(alarms).toHaveLength(1);
  });
});

import { grantEarnedTokens } from '../../lambdas/rewards/routes';
import { logicalIdOf, sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

function secretLogicalId(): string {
  const [logicalId] = Object.keys(
    squad.template.findResources('AWS::SecretsManager::Secret', {
      Properties: { Name: 'squad/mailbox-key' },
    }),
  );
  return logicalId;
}

describe("the referral claims' mailbox key", () => {
  it('is a secret CDK generates, of 64 letters and digits', () => {
    squad.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'squad/mailbox-key',
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });

  it('is read by the earned-tokens consumer, told its name, and it may read no other secret', () => {
    const fn = squad.stack.streamConsumers.consumer(grantEarnedTokens).function;
    const template = squad.templateOf(fn);
    const properties = template.toJSON().Resources[logicalIdOf(fn)].Properties;

    expect(squad.inParent(fn, properties.Environment.Variables)).toMatchObject({
      MAILBOX_KEY_SECRET_NAME: expect.anything(),
    });
    const secretStatements = statementsOf(template, fn).filter((statement) =>
      statement.actions.some((action) => action.startsWith('secretsmanager:')),
    );
    expect(squad.inParent(fn, secretStatements)).toEqual([
      { actions: ['secretsmanager:GetSecretValue'], resources: [{ Ref: secretLogicalId() }] },
    ]);
  });
});

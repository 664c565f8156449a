import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { grantAccess } from '../../lib/grants';
import { iyzicoEnvironmentFromContext, Payments } from '../../lib/payments';
import { SquadFunction } from '../../lib/squad-function';
import type { FunctionDefinition } from '../../lambdas/function-kinds';
import { buildSquadStack, statementsOf, testApp } from './squad-stack-fixture';

/** No function takes payments yet: one that does, as the purchase handlers will. */
const payingFunction: FunctionDefinition = {
  handler: 'profile/handlers/get-profile',
  access: ['payments:iyzico'],
};

function payingStack(context: Record<string, unknown> = {}) {
  const stack = new Stack(testApp(context), 'PaymentsTest');
  const payments = new Payments(stack, 'Payments', {
    environment: iyzicoEnvironmentFromContext(stack.node),
    secretName: 'squad/iyzico',
  });
  const fn = new SquadFunction(stack, 'Pay', {
    definition: payingFunction,
    environmentValues: {
      IYZICO_BASE_URL: payments.baseUrl,
      IYZICO_SECRET_NAME: payments.keysSecret.secretName,
    },
  });
  grantAccess(fn, payingFunction, {
    iyzicoSecret: (grantee, actions) => payments.grantKeys(grantee, actions),
  });
  return { template: Template.fromStack(stack), fn, payments };
}

describe('Payments', () => {
  it('keeps the iyzico keys in a secret whose value is not in the template', () => {
    const { template } = buildSquadStack();
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'squad/iyzico',
      GenerateSecretString: Match.anyValue(),
      SecretString: Match.absent(),
    });
  });

  it('lets a function with payments:iyzico read that secret and nothing more', () => {
    const { template, fn, payments } = payingStack();
    const statements = statementsOf(template, fn).filter((statement) =>
      statement.actions.some((action) => action.startsWith('secretsmanager:')),
    );
    expect(statements).toEqual([
      {
        actions: ['secretsmanager:GetSecretValue'],
        resources: [Stack.of(fn).resolve(payments.keysSecret.secretArn)],
      },
    ]);
  });

  it('points functions at iyzico’s sandbox unless the context says live', () => {
    const baseUrl = (context?: Record<string, unknown>) => {
      const [fn] = Object.values(payingStack(context).template.findResources('AWS::Lambda::Function'));
      return fn.Properties.Environment.Variables.IYZICO_BASE_URL as string;
    };
    expect(baseUrl()).toBe('https://sandbox-api.iyzipay.com');
    expect(baseUrl({ iyzico: 'live' })).toBe('https://api.iyzipay.com');
  });

  it('refuses an iyzico context that is neither sandbox nor live', () => {
    expect(() => payingStack({ iyzico: 'production' })).toThrow('Context "iyzico" must be sandbox or live');
  });
});

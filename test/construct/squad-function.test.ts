import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { SquadFunction, squadNodeRuntime } from '../../lib/squad-function';
import { routes } from '../../lambdas/routes';
import { testApp } from './squad-stack-fixture';

function functionTemplate(tracing?: boolean): Template {
  const stack = new Stack(testApp(), 'FunctionTest');
  const checkUsername = routes.find((route) => route.handler.endsWith('/check-username'))!;
  new SquadFunction(stack, 'CheckUsername', {
    definition: checkUsername,
    environmentValues: { TABLE_NAME: 'squad' },
    tracing,
  });
  return Template.fromStack(stack);
}

describe('SquadFunction', () => {
  it('runs on the newest Node runtime on arm64 with structured JSON logs', () => {
    expect(squadNodeRuntime.name).toBe('nodejs24.x');
    functionTemplate().hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'squad' } },
      TracingConfig: Match.absent(),
    });
  });

  it('logs to its own log group with a retention', () => {
    functionTemplate().hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('has a role without managed policies that may only write its own logs', () => {
    const template = functionTemplate();
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Effect: 'Allow',
            Resource: Match.anyValue(),
          },
        ],
      },
    });
  });

  it('turns on X-Ray only when asked', () => {
    functionTemplate(true).hasResourceProperties('AWS::Lambda::Function', {
      TracingConfig: { Mode: 'Active' },
    });
  });
});

import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildSquadStack } from './squad-stack-fixture';

describe('the whole app under cdk-nag', () => {
  it('has no unacknowledged AwsSolutions error or warning and synthesizes', () => {
    const { app } = buildSquadStack();
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((violation) => `${violation.severity} ${violation.ruleName}`)).toEqual([]);
    // The checks registered by addSquadStack run again here and would throw on any violation.
    expect(() => app.synth()).not.toThrow();
  });

  it("checks the nested stacks' resources too, where the functions live", () => {
    const { app, stack } = buildSquadStack();
    const events = stack.functionStacks.all.get('EventsFunctions');
    if (!events) throw new Error('no EventsFunctions stack');
    new Queue(events, 'Unchecked');

    const report = new AwsSolutionsChecks(app).validateScope(app);

    const paths = report.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} ${resource.constructPath}`),
    );
    expect(paths).toContain('AwsSolutions-SQS3 Squad/EventsFunctions/Unchecked/Resource');
  });
});

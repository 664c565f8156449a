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
});

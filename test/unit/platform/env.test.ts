import { positiveIntegerEnv, requiredEnv } from '../../../lambdas/platform/env';

const variable = 'SQUAD_UNIT_TEST_VARIABLE';
afterEach(() => delete process.env[variable]);

describe('requiredEnv', () => {
  it('answers the value of a set variable', () => {
    process.env[variable] = 'squad-table';

    expect(requiredEnv(variable)).toBe('squad-table');
  });

  it('fails naming the variable when it is missing', () => {
    expect(() => requiredEnv(variable)).toThrow(`Missing environment variable ${variable}`);
  });
});

describe('positiveIntegerEnv', () => {
  it('answers the fallback when the variable is not set', () => {
    expect(positiveIntegerEnv(variable, 5)).toBe(5);
  });

  it('answers the configured number, so WELCOME_TOKENS can change the welcome grant', () => {
    process.env[variable] = '12';

    expect(positiveIntegerEnv(variable, 5)).toBe(12);
  });

  it.each(['abc', '-1', '2.5'])('fails for "%s"', (value) => {
    process.env[variable] = value;

    expect(() => positiveIntegerEnv(variable, 5)).toThrow(variable);
  });
});

/**
 * Table writes are granted per partition: every statement that lets a function's role put, update, delete or
 * condition-check items carries IAM's `dynamodb:LeadingKeys` condition, naming exactly the partitions the function
 * list says it writes (lambdas/function-kinds.ts, `writtenPartitions`).
 */
import { Stack } from 'aws-cdk-lib';
import { functionName, writtenPartitions } from '../../lambdas/function-kinds';
import { auditPartitionPrefix } from '../../lambdas/moderation/keys';
import { SquadFunction } from '../../lib/squad-function';
import {
  sharedSquadStack,
  statementsOf,
  type GrantedStatement,
  type SquadFixture,
} from './squad-stack-fixture';

/** Every DynamoDB action that changes an item or stands in a transaction as one (PartiQL included). */
const itemWrites =
  /^dynamodb:(PutItem|UpdateItem|DeleteItem|ConditionCheckItem|BatchWriteItem|PartiQL\w+|\*)$/;
const isTableWrite = (statement: GrantedStatement) =>
  statement.actions.some((action) => itemWrites.test(action));

let squad: SquadFixture;
let functions: SquadFunction[];
beforeAll(() => {
  squad = sharedSquadStack();
  functions = squad.app.node.findAll().filter((node): node is SquadFunction => node instanceof SquadFunction);
});

const writeStatementsOf = (fn: SquadFunction) => statementsOf(squad.templateOf(fn), fn).filter(isTableWrite);

const leadingKeysOf = (statement: GrantedStatement) =>
  statement.condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];

it('conditions every table write of every role on the partitions written: none may write any item', () => {
  const roles = [...squad.templates().values()].flatMap((template) =>
    Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[],
    ),
  );
  const writes = roles.filter((statement) =>
    isTableWrite({ actions: [statement.Action].flat(), resources: [] }),
  );
  expect(writes.length).toBeGreaterThan(50);
  for (const statement of writes) {
    expect(statement.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.arrayContaining([expect.any(String)]) },
    });
  }
});

it('builds every function of the list, so the per-function checks below see them all', () => {
  expect(new Set(functions.map((fn) => Stack.of(fn).stackName)).size).toBeGreaterThan(1);
  expect(functions.filter((fn) => writtenPartitions(fn.definition).length > 0).length).toBeGreaterThan(50);
});

it('limits each function that writes to exactly the partitions it names, by key prefix', () => {
  for (const fn of functions) {
    const granted = writeStatementsOf(fn).flatMap((statement) => leadingKeysOf(statement) as string[]);
    const expected = [...writtenPartitions(fn.definition), ...(fn.definition.appends ?? [])]
      .map((prefix) => `${prefix}*`)
      .sort();
    expect({ fn: functionName(fn.definition), partitions: [...new Set(granted)].sort() }).toEqual({
      fn: functionName(fn.definition),
      partitions: expected,
    });
  }
});

it('never grants a partition by a bare wildcard or a prefix without its #', () => {
  for (const fn of functions) {
    for (const key of writeStatementsOf(fn).flatMap((statement) => leadingKeysOf(statement) as string[])) {
      expect(key).toMatch(/^[A-Z_]+#\*$/);
    }
  }
});

it('lets no function update or delete an audit entry: only PutItem reaches the audit log', () => {
  for (const fn of functions) {
    for (const statement of writeStatementsOf(fn)) {
      if (!(leadingKeysOf(statement) as string[]).includes(`${auditPartitionPrefix}*`)) continue;
      expect({ fn: functionName(fn.definition), actions: statement.actions }).toEqual({
        fn: functionName(fn.definition),
        actions: ['dynamodb:PutItem'],
      });
    }
  }
  expect(functions.some((fn) => fn.definition.appends?.includes(auditPartitionPrefix))).toBe(true);
  expect(functions.filter((fn) => writtenPartitions(fn.definition).includes(auditPartitionPrefix))).toEqual(
    [],
  );
});

/**
 * Builds the Squad stack the way bin/app.ts does, for the construct checks (all.test.ts). Two differences, both for speed:
 * the context key `aws:cdk:bundling-stacks = []` makes every NodejsFunction skip esbuild (the template is
 * the same apart from asset hashes), and a one-file temporary web build stands in for web/dist.
 * The function list's functions live in nested stacks (lib/function-stacks.ts): read a function's resources from
 * `templateOf(fn)`, the template of the stack it lives in.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import cdkJson from '../../cdk.json';
import { Api } from '../../lib/api';
import { Auth } from '../../lib/auth';
import { Avatars } from '../../lib/avatars';
import { addSquadStack } from '../../lib/squad-app';
import type { SquadFunction } from '../../lib/squad-function';
import type { FunctionList, SquadStack } from '../../lib/squad-stack';
import type { StreamConsumer } from '../../lib/stream-consumers';
import { emailSender, screener } from '../../lambdas/routes';

export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squad-web-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Squad</title>');
  return dir;
}

/** `context` overrides cdk.json like `-c key=value` does. */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
}

export interface SquadFixture {
  readonly app: App;
  readonly stack: SquadStack;
  /** The parent stack's template. */
  readonly template: Template;
  /** The template of the stack the construct lives in: the parent, or a function's nested stack. */
  templateOf(construct: IConstruct): Template;
  /** The parent's template and every nested stack's, keyed by their stack. */
  templates(): ReadonlyMap<Stack, Template>;
  /**
   * A value of the template of the construct's stack, as the parent sees it: a nested stack sees the parent's
   * resources as its parameters (`{ Ref: 'referenceto...' }`), which the parent fills.
   */
  inParent(construct: IConstruct, value: unknown): unknown;
  /**
   * A value of the parent's template, with each nested stack's output (`{ 'Fn::GetAtt': [<nested stack>,
   * 'Outputs.<name>'] }`) replaced by what it outputs, in the logical ids of the nested stack's template.
   */
  fromNested(value: unknown): unknown;
  readonly api: Api;
  readonly auth: Auth;
  readonly avatars: Avatars;
  readonly screener: StreamConsumer;
  readonly emailSender: StreamConsumer;
}

/** `functions` replaces the function list of lambdas/routes.ts. */
export function buildSquadStack(
  context: Record<string, unknown> = {},
  functions?: FunctionList,
): SquadFixture {
  const app = testApp(context);
  const stack = addSquadStack(app, { webDistPath: fakeWebDist(), functions });
  const cache = new Map<Stack, Template>();
  const templateOfStack = (of: Stack) => {
    const template = cache.get(of) ?? Template.fromStack(of);
    cache.set(of, template);
    return template;
  };
  const nestedStacks = [...stack.functionStacks.all.values()];
  return {
    app,
    stack,
    template: templateOfStack(stack),
    templateOf: (construct) => templateOfStack(Stack.of(construct)),
    templates: () => new Map([stack, ...nestedStacks].map((of) => [of, templateOfStack(of)])),
    inParent,
    fromNested: (value) => fromNested(stack, value),
    api: child(stack, 'Api', Api),
    auth: child(stack, 'Auth', Auth),
    avatars: child(stack, 'Avatars', Avatars),
    screener: stack.streamConsumers.consumer(screener),
    emailSender: stack.streamConsumers.consumer(emailSender),
  };
}

let shared: SquadFixture | undefined;

/**
 * The stack as bin/app.ts builds it by default, built once for every check that only reads it (all.test.ts runs them
 * in one process). A check that adds to the stack, or needs a stack of its own, calls `buildSquadStack`.
 */
export function sharedSquadStack(): SquadFixture {
  shared ??= buildSquadStack();
  return shared;
}

/**
 * A value of the template of the construct's stack, as the parent sees it: a nested stack sees the parent's
 * resources as its parameters (`{ Ref: 'referenceto...' }`), which the parent fills.
 */
export function inParent(construct: IConstruct, value: unknown): unknown {
  const of = Stack.of(construct);
  if (!(of instanceof NestedStack) || !of.nestedStackParent) return value;
  const parent = Template.fromStack(of.nestedStackParent).toJSON();
  const parameters = parent.Resources[nestedStackId(of)].Properties.Parameters ?? {};
  return replaceDeep(value, (node) => {
    const name = (node as { Ref?: unknown }).Ref;
    return typeof name === 'string' && name in parameters ? parameters[name] : undefined;
  });
}

/**
 * A value of the parent's template, with each nested stack's output (`{ 'Fn::GetAtt': [<nested stack>,
 * 'Outputs.<name>'] }`) replaced by what it outputs, in the logical ids of the nested stack's template.
 */
export function fromNested(parent: Stack, value: unknown): unknown {
  const nestedStacks = parent.node.children.filter((child) => child instanceof NestedStack);
  return replaceDeep(value, (node) => {
    const [resource, attribute] = ((node as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'] ?? []) as string[];
    const nested = nestedStacks.find((of) => nestedStackId(of) === resource);
    if (!nested || !attribute?.startsWith('Outputs.')) return undefined;
    return Template.fromStack(nested).toJSON().Outputs[attribute.slice('Outputs.'.length)].Value;
  });
}

function nestedStackId(nested: NestedStack): string {
  return Stack.of(nested.nestedStackResource as CfnElement).getLogicalId(
    nested.nestedStackResource as CfnElement,
  );
}

/** The value with every object `replace` answers for replaced by its answer. */
function replaceDeep(value: unknown, replace: (node: object) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, replace));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceDeep(item, replace)]));
}

function child<T>(stack: Stack, id: string, type: abstract new (...args: never[]) => T): T {
  const found = stack.node.findChild(id);
  if (!(found instanceof type)) throw new Error(`${id} is not a ${type.name}`);
  return found;
}

export function logicalIdOf(fn: SquadFunction): string {
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
}

export interface GrantedStatement {
  readonly actions: string[];
  readonly resources: unknown[];
  readonly condition?: Record<string, Record<string, unknown>>;
}

interface RawStatement {
  Action: string | string[];
  Resource: unknown;
  Condition?: GrantedStatement['condition'];
}

/**
 * Every statement of every policy attached to the function's role, with actions and resources as lists; the
 * template is that of the function's own stack.
 */
export function statementsOf(template: Template, fn: SquadFunction): GrantedStatement[] {
  const roleLogicalId = Stack.of(fn).getLogicalId(fn.role?.node.defaultChild as CfnRole);
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: roleLogicalId }] },
  });
  const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as RawStatement[]).map((statement) => ({
      actions: asList(statement.Action),
      resources: asList(statement.Resource),
      condition: statement.Condition,
    })),
  );
}

/** Every IAM action the function's role may perform, from all policies attached to that role. */
export function actionsOf(template: Template, fn: SquadFunction): string[] {
  return statementsOf(template, fn).flatMap((statement) => statement.actions);
}

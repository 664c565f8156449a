/**
 * Builds the Squad stack the way bin/app.ts does, for the construct tests. Two differences, both for speed:
 * the context key `aws:cdk:bundling-stacks = []` makes every NodejsFunction skip esbuild (the template is
 * the same apart from asset hashes), and a one-file temporary web build stands in for web/dist.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import cdkJson from '../../cdk.json';
import { Api } from '../../lib/api';
import { Auth } from '../../lib/auth';
import { Avatars } from '../../lib/avatars';
import { addSquadStack } from '../../lib/squad-app';
import type { SquadFunction } from '../../lib/squad-function';
import type { SquadStack } from '../../lib/squad-stack';
import { StreamConsumers, type StreamConsumer } from '../../lib/stream-consumers';
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
  readonly template: Template;
  readonly api: Api;
  readonly auth: Auth;
  readonly avatars: Avatars;
  readonly screener: StreamConsumer;
  readonly emailSender: StreamConsumer;
}

export function buildSquadStack(context: Record<string, unknown> = {}): SquadFixture {
  const app = testApp(context);
  const stack = addSquadStack(app, { webDistPath: fakeWebDist() });
  const consumers = child(stack, 'StreamConsumers', StreamConsumers);
  return {
    app,
    stack,
    template: Template.fromStack(stack),
    api: child(stack, 'Api', Api),
    auth: child(stack, 'Auth', Auth),
    avatars: child(stack, 'Avatars', Avatars),
    screener: consumers.consumer(screener),
    emailSender: consumers.consumer(emailSender),
  };
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
}

/** Every statement of every policy attached to the function's role, with actions and resources as lists. */
export function statementsOf(template: Template, fn: SquadFunction): GrantedStatement[] {
  const roleLogicalId = Stack.of(fn).getLogicalId(fn.role?.node.defaultChild as CfnRole);
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: roleLogicalId }] },
  });
  const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).map(
      (statement) => ({ actions: asList(statement.Action), resources: asList(statement.Resource) }),
    ),
  );
}

/** Every IAM action the function's role may perform, from all policies attached to that role. */
export function actionsOf(template: Template, fn: SquadFunction): string[] {
  return statementsOf(template, fn).flatMap((statement) => statement.actions);
}

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
import { addSquadStack } from '../../lib/squad-app';
import type { SquadFunction } from '../../lib/squad-function';
import type { SquadStack } from '../../lib/squad-stack';

export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squad-web-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Squad</title>');
  return dir;
}

export function testApp(): App {
  return new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
}

export interface SquadFixture {
  readonly app: App;
  readonly stack: SquadStack;
  readonly template: Template;
  readonly api: Api;
  readonly auth: Auth;
}

export function buildSquadStack(): SquadFixture {
  const app = testApp();
  const stack = addSquadStack(app, { webDistPath: fakeWebDist() });
  return {
    app,
    stack,
    template: Template.fromStack(stack),
    api: child(stack, 'Api', Api),
    auth: child(stack, 'Auth', Auth),
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

/** Every IAM action the function's role may perform, from all policies attached to that role. */
export function actionsOf(template: Template, fn: SquadFunction): string[] {
  const roleLogicalId = Stack.of(fn).getLogicalId(fn.role?.node.defaultChild as CfnRole);
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: roleLogicalId }] },
  });
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) =>
      Array.isArray(statement.Action) ? statement.Action : [statement.Action],
    ),
  );
}

import { Duration } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionName, type EventRuleDefinition } from '../lambdas/function-kinds';
import { deadLetterQueue } from './dead-letter-queue';
import type { FunctionStacks } from './function-stacks';
import { grantAccess } from './grants';
import type { GrantsAndEnvironment } from './scheduled-jobs';
import { constructEach, SquadFunction } from './squad-function';

export interface EventRuleFunctionProps extends GrantsAndEnvironment {
  readonly definition: EventRuleDefinition;
}

/**
 * A function of the function list fed by an EventBridge rule on the account's default bus (events AWS services
 * publish), built from its definition's pattern. EventBridge invokes it asynchronously: a failure is retried, and
 * an event it still cannot handle lands in an encrypted SQS dead-letter queue.
 */
export class EventRuleFunction extends Construct {
  readonly function: SquadFunction;
  readonly rule: Rule;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: EventRuleFunctionProps) {
    super(scope, id);
    const { definition } = props;
    this.function = new SquadFunction(this, 'Function', {
      definition,
      environmentValues: props.environmentValues,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 30),
    });
    grantAccess(this.function, definition, props.grants);
    this.deadLetterQueue = deadLetterQueue(this, 'of the rule target that invokes the function');
    this.rule = new Rule(this, 'Rule', {
      description: `Hands ${definition.events.detailType.join(', ')} to ${functionName(definition)}`,
      eventPattern: { source: [...definition.events.source], detailType: [...definition.events.detailType] },
      targets: [
        new LambdaFunction(this.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 3,
          maxEventAge: Duration.hours(24),
        }),
      ],
    });
  }
}

/**
 * Every EventBridge rule's function of the function list, each in its feature's nested stack (`stacks`), keyed by
 * its function name.
 */
export function buildEventRuleFunctions(
  definitions: readonly EventRuleDefinition[],
  stacks: FunctionStacks,
  props: GrantsAndEnvironment,
): ReadonlyMap<string, EventRuleFunction> {
  return constructEach(
    definitions,
    (name, definition) => new EventRuleFunction(stacks.feature(definition), name, { ...props, definition }),
  );
}

/**
 * The local twin of the table grants' `dynamodb:LeadingKeys` condition (lib/data.ts): the local stack runs each
 * handler as its function (`runAs`), and the table client refuses a write of that function to an item whose
 * partition key starts with none of the prefixes it may write (`writtenPartitions`), with the AccessDeniedException
 * IAM answers, the whole transaction or batch refused. So the integration and browser suites prove each function's
 * list as the cloud would. Local only: nothing under lambdas/ imports it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writtenPartitions, type FunctionDefinition } from '../../lambdas/function-kinds';

const running = new AsyncLocalStorage<FunctionDefinition>();

/** Runs `work` as `fn`: its table writes are held to its partitions. */
export function runAs<T>(fn: FunctionDefinition, work: () => Promise<T>): Promise<T> {
  return running.run(fn, work);
}

type Input = Record<string, unknown>;
type Keyed = { Key?: Input; Item?: Input };
/** The item action and the partition key of each item a write names (the document client's input or the SDK's). */
interface ItemWrite {
  readonly action: string;
  readonly pk: unknown;
}

const pkOf = (item: Input | undefined): unknown => {
  const pk = item?.pk as { S?: unknown } | string | undefined;
  return typeof pk === 'object' && pk !== null ? pk.S : pk;
};

/** What IAM authorizes per item: each contained action of a transaction or batch, by its own item action. */
export function itemWrites(commandName: string, input: Input): ItemWrite[] {
  const command = commandName.replace(/(Item|Items)?Command$/, '');
  switch (command) {
    case 'Put':
      return [{ action: 'PutItem', pk: pkOf(input.Item as Input) }];
    case 'Update':
    case 'Delete':
      return [{ action: `${command}Item`, pk: pkOf(input.Key as Input) }];
    case 'TransactWrite':
      return (input.TransactItems as Record<string, Keyed>[]).flatMap((item) =>
        Object.entries(item).map(([kind, part]) => ({
          action: kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`,
          pk: pkOf(part.Item ?? part.Key),
        })),
      );
    case 'BatchWrite':
      return Object.values(input.RequestItems as Record<string, Record<string, Keyed>[]>)
        .flat()
        .map((request) =>
          request.PutRequest
            ? { action: 'PutItem', pk: pkOf(request.PutRequest.Item) }
            : { action: 'DeleteItem', pk: pkOf(request.DeleteRequest?.Key) },
        );
    default:
      return [];
  }
}

/** The error IAM's refusal arrives as: the SDK's AccessDeniedException. */
export class AccessDeniedException extends Error {
  override readonly name = 'AccessDeniedException';
  readonly $fault = 'client';
}

/** The write a function may not make, if any (none outside a function: the seed and the tests write freely). */
export function refusedWrite(fn: FunctionDefinition, writes: readonly ItemWrite[]): ItemWrite | undefined {
  const prefixes = writtenPartitions(fn);
  const appends = fn.appends ?? [];
  const allowed = ({ action, pk }: ItemWrite) =>
    typeof pk === 'string' &&
    (prefixes.some((prefix) => pk.startsWith(prefix)) ||
      (action === 'PutItem' && appends.some((prefix) => pk.startsWith(prefix))));
  return writes.find((write) => !allowed(write));
}

/** Installs the check on the table client every handler shares (lambdas/platform/table.ts). */
export function guardTableWrites(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const fn = running.getStore();
      const refused = fn && refusedWrite(fn, itemWrites(context.commandName ?? '', args.input as Input));
      if (fn && refused) {
        throw new AccessDeniedException(
          `${fn.handler} is not authorized to perform: dynamodb:${refused.action} on an item of partition ` +
            `${String(refused.pk)}: its function list entry writes ${writtenPartitions(fn).join(', ') || 'no partition'}`,
        );
      }
      return next(args);
    },
    { step: 'initialize', name: 'localLeadingKeys' },
  );
}

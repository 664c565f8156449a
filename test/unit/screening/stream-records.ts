/**
 * DynamoDB stream records as Lambda hands them to the screener: INSERTs of join-request items in DynamoDB
 * JSON, with the metadata a real event carries.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { requestKey, requesterIndexAttributes } from '../../../lambdas/requests/keys';

export const eventId = '6f1c2a8e-5b4d-4c3a-9e2f-1a2b3c4d5e6f';
export const hostId = '7a1d9e2c-3b4f-4a5e-8c6d-0e1f2a3b4c5d';

function attribute(value: unknown): AttributeValue {
  if (value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(attribute) };
  return { M: image(value as Record<string, unknown>) };
}

function image(item: Record<string, unknown>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, attribute(value)]));
}

export function joinRequest(requesterId: string, message: string, createdAt: string): JoinRequestRecord {
  return {
    eventId,
    requesterId,
    hostId,
    status: 'screening',
    message,
    createdAt,
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: { name: 'Mert', username: 'mert', avatar: null, rating: 4.5, eventCount: 2, badges: [] },
  };
}

/** The item createJoinRequest puts: keys, the record and its index attributes. */
export function storedItem(request: JoinRequestRecord): Record<string, unknown> {
  return {
    ...requestKey(request.eventId, request.requesterId),
    ...request,
    ...requesterIndexAttributes(request.requesterId, request.createdAt, request.eventId),
  };
}

let sequence = 4_000_000_000;

export function insertRecord(item: Record<string, unknown>): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: `c81e728d9d4c2f636f067f89cc14862c${sequence}`,
    eventName: 'INSERT',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-central-1',
    dynamodb: {
      ApproximateCreationDateTime: 1_900_000_000,
      Keys: image({ pk: item.pk, sk: item.sk }),
      NewImage: image(item),
      SequenceNumber: `${sequence}000000000000000000001`,
      SizeBytes: 512,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
    eventSourceARN:
      'arn:aws:dynamodb:eu-central-1:123456789012:table/Squad-DataTable/stream/2030-05-01T10:00:00.000',
  };
}

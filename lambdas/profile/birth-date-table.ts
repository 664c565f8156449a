/**
 * The profile's birth date: written once by its owner, under a condition that keeps it from ever changing, and read
 * by the handlers of what only an adult may do (age.ts).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { adultRefusals } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import { documentClient, tableName } from '../platform/table';
import { refuseUnlessAdult } from './age';
import { profileKey } from './keys';
import { parseProfileRecord, type ProfileRecord } from './profile-record';
import { activeAccount, refuseInactiveProfile } from './profiles-table';

/**
 * Sets the birth date; the same date again changes nothing. Undefined when the user has no profile; a 409 when
 * another date is saved already (a minor must not type a later one: support corrects a real mistake).
 */
export async function setBirthDate(userId: string, birthDate: string): Promise<ProfileRecord | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET birthDate = :birthDate',
        ConditionExpression: `${activeAccount.condition} AND (attribute_not_exists(birthDate) OR birthDate = :birthDate)`,
        ExpressionAttributeNames: activeAccount.names,
        ExpressionAttributeValues: { ':birthDate': birthDate },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes && parseProfileRecord(Attributes);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (!error.Item) return undefined;
    refuseInactiveProfile(error.Item);
    throw refusal(409, adultRefusals, 'BIRTH_DATE_FIXED');
  }
}

/**
 * Refuses the caller an adult's action (age.ts) by their profile as it is now. A caller without a profile is let
 * through here: the action's own read of the profile answers that.
 */
export async function refuseUnlessAdultCaller(userId: string, now: Date): Promise<void> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'pk, birthDate',
      ConsistentRead: true,
    }),
  );
  if (Item) refuseUnlessAdult({ birthDate: Item.birthDate as string | undefined }, now);
}

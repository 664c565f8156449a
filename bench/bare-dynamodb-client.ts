/** The yardstick for Lambda bundles: a function that only imports the DynamoDB client. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export const client = new DynamoDBClient({});

import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { anotherModeratorThan } from '../../../lambdas/platform/user-pool';

const cognito = mockClient(CognitoIdentityProviderClient);

const moderator = (sub: string, enabled = true): UserType => ({
  Username: `user-${sub}`,
  Enabled: enabled,
  Attributes: [{ Name: 'sub', Value: sub }],
});

beforeEach(() => cognito.reset());

describe('whether a moderator has a colleague', () => {
  it('is no when the group holds only the moderator', async () => {
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [moderator('m1')] });

    await expect(anotherModeratorThan('m1')).resolves.toBe(false);
    expect(cognito).toHaveReceivedCommandWith(ListUsersInGroupCommand, { GroupName: 'moderators' });
  });

  it('is yes when another enabled moderator is in the group', async () => {
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [moderator('m1'), moderator('m2')] });

    await expect(anotherModeratorThan('m1')).resolves.toBe(true);
  });

  it('is no when the only other moderator is disabled', async () => {
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [moderator('m1'), moderator('m2', false)] });

    await expect(anotherModeratorThan('m1')).resolves.toBe(false);
  });

  it('reads the next page of the group until it finds one', async () => {
    cognito
      .on(ListUsersInGroupCommand)
      .resolvesOnce({ Users: [moderator('m1')], NextToken: 'page-2' })
      .resolvesOnce({ Users: [moderator('m3')] });

    await expect(anotherModeratorThan('m1')).resolves.toBe(true);
    expect(cognito).toHaveReceivedCommandWith(ListUsersInGroupCommand, { NextToken: 'page-2' });
  });
});

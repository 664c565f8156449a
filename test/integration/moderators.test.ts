/**
 * The moderator role on the local user pool: `npm run moderator` adds an account to the moderators' group and
 * removes it, and the role shows in the access tokens issued afterwards (`cognito:groups`), never in one issued
 * before. The CLI itself runs against the shared stack as `npm start`'s users run it, by its data folder and port.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorGroup } from '../../lambdas/contracts/endpoint';
import { ensureModeratorGroup } from '../../bin/local/user-pool';
import { ModeratorCommandError, changeModeratorRoleByEmail, isModeratorAccount } from '../../bin/moderator';
import { stackInfo, stackInfoVariable } from './support/stack-info';
import { cognitoClient, createUser, signIn, signUp, uniqueEmail } from './support/users';

jest.setTimeout(60_000);

/** The groups an access token names, as the authorizer reads them. */
function groupsOf(accessToken: string): unknown {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)[
    'cognito:groups'
  ];
}

const change = (email: string, role: 'add' | 'remove') =>
  changeModeratorRoleByEmail(cognitoClient(), stackInfo().userPoolId, email, role);

describe('the moderator role', () => {
  it('shows in the access tokens issued after a grant and is gone from those issued after a revoke', async () => {
    const user = await createUser('moderator');
    expect(groupsOf(user.accessToken)).toBeUndefined();

    await expect(change(user.email, 'add')).resolves.toEqual([
      { account: expect.objectContaining({ status: 'CONFIRMED' }), outcome: 'granted' },
    ]);
    const moderatorToken = await signIn(user.email, user.password);
    expect(groupsOf(moderatorToken)).toEqual([moderatorGroup]);
    // A token names its groups when it is issued: the one from before the grant still has none.
    expect(groupsOf(user.accessToken)).toBeUndefined();

    await expect(change(user.email, 'remove')).resolves.toEqual([
      expect.objectContaining({ outcome: 'revoked' }),
    ]);
    expect(groupsOf(await signIn(user.email, user.password))).toBeUndefined();
    // ...and the one from before the revoke keeps the role until it expires.
    expect(groupsOf(moderatorToken)).toEqual([moderatorGroup]);
  });

  it('reaches a signed-in moderator at the next token refresh, without signing in again', async () => {
    const user = await createUser('refreshing-moderator');
    const { AuthenticationResult } = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: stackInfo().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    const refreshed = async () =>
      (
        await cognitoClient().send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: stackInfo().userPoolClientId,
            RefreshToken: AuthenticationResult?.RefreshToken,
          }),
        )
      ).AuthenticationResult?.AccessToken ?? '';

    await change(user.email, 'add');
    expect(groupsOf(await refreshed())).toEqual([moderatorGroup]);
    await change(user.email, 'remove');
    expect(groupsOf(await refreshed())).toBeUndefined();
  });

  it('changes nothing when the account already is, or is not, a moderator', async () => {
    const user = await createUser('twice');
    await change(user.email, 'add');
    await expect(change(user.email, 'add')).resolves.toEqual([
      expect.objectContaining({ outcome: 'already-moderator' }),
    ]);
    await change(user.email, 'remove');
    await expect(change(user.email, 'remove')).resolves.toEqual([
      expect.objectContaining({ outcome: 'was-not-moderator' }),
    ]);
  });

  it('keeps the members when the stack starts again and makes sure the group exists', async () => {
    const user = await createUser('restart');
    await change(user.email, 'add');
    await ensureModeratorGroup(cognitoClient(), stackInfo().userPoolId);
    const [account] = await change(user.email, 'add');
    expect(account?.outcome).toBe('already-moderator');
    await expect(
      isModeratorAccount(cognitoClient(), stackInfo().userPoolId, account?.account.username ?? ''),
    ).resolves.toBe(true);
  });

  it('refuses an e-mail no account has, an unconfirmed account and text that is no address', async () => {
    await expect(change(uniqueEmail('nobody'), 'add')).rejects.toEqual(
      expect.objectContaining({
        name: ModeratorCommandError.name,
        message: expect.stringMatching(/^No account/),
      }),
    );

    const unconfirmed = uniqueEmail('unconfirmed');
    await signUp(unconfirmed, 'Sifre123!');
    await expect(change(unconfirmed, 'add')).rejects.toThrow(/has not confirmed/);

    await expect(change('someone" or email ^= "', 'add')).rejects.toThrow(/is not an e-mail address/);
  });
});

describe('npm run moderator', () => {
  const execute = promisify(execFile);
  /** The CLI in a process of its own, finding the stack as it finds `npm start`'s: data folder and port. */
  const run = async (args: string[], dataDir: string) => {
    try {
      const { stdout } = await execute(process.execPath, ['--import', 'tsx', 'bin/moderator.ts', ...args], {
        cwd: path.join(__dirname, '..', '..'),
        env: {
          ...process.env,
          LOCAL_DATA_DIR: dataDir,
          COGNITO_PORT: new URL(stackInfo().cognitoEndpoint).port,
        },
      });
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  /** The shared stack's data folder, where its state.json names its user pool. */
  const stackDataDir = () => path.dirname(process.env[stackInfoVariable] ?? '');

  it('grants and revokes the role on the running local stack', async () => {
    const user = await createUser('cli');
    const granted = await run(['add', user.email], stackDataDir());
    expect(granted).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${user.email} is now a moderator`),
    });
    expect(groupsOf(await signIn(user.email, user.password))).toEqual([moderatorGroup]);

    const revoked = await run(['remove', user.email], stackDataDir());
    expect(revoked).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${user.email} is no longer a moderator`),
    });
    expect(groupsOf(await signIn(user.email, user.password))).toBeUndefined();
  });

  it('exits non-zero with a clear message for an unknown user or when no local stack has run', async () => {
    const unknown = await run(['add', uniqueEmail('nobody')], stackDataDir());
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account in the user pool'),
    });

    const emptyDataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-no-stack-'));
    try {
      const noStack = await run(['add', uniqueEmail('nobody')], emptyDataDir);
      expect(noStack).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Start it with `npm start`'),
      });
    } finally {
      await rm(emptyDataDir, { recursive: true });
    }

    const usage = await run(['promote', 'x@squad.local'], stackDataDir());
    expect(usage).toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run moderator') });
  });
});

/**
 * The pool's PasswordPolicy, enforced where Cognito enforces it: cognito-local stores the policy and checks
 * nothing. SignUp, ConfirmForgotPassword, ChangePassword and AdminSetUserPassword answer InvalidPasswordException
 * with Cognito's own message for the first rule the new password breaks, before anything else happens.
 */
import type {
  AdminSetUserPasswordRequest,
  ChangePasswordRequest,
  ConfirmForgotPasswordRequest,
  SignUpRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoError } from 'cognito-local/lib/errors';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { UserPool } from 'cognito-local/lib/services/userPoolService';
import { userOfAccessToken } from './cognito-access-token';

type PasswordPolicy = NonNullable<NonNullable<UserPool['Policies']>['PasswordPolicy']>;

// Cognito's special characters; a space counts too when it neither starts nor ends the password.
const cognitoSymbols = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

function hasSymbol(password: string): boolean {
  return [...password].some((char) => cognitoSymbols.includes(char)) || / /.test(password.trim());
}

/** Cognito's message for the first rule the password breaks, none when it meets the policy. */
export function passwordPolicyBreak(policy: PasswordPolicy, password: string): string | undefined {
  const broken = [
    [[...password].length < (policy.MinimumLength ?? 8), 'Password not long enough'],
    [policy.RequireNumbers && !/\d/.test(password), 'Password must have numeric characters'],
    [policy.RequireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [policy.RequireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [policy.RequireSymbols && !hasSymbol(password), 'Password must have symbol characters'],
  ] as const;
  const rule = broken.find(([breaks]) => breaks);
  return rule && `Password did not conform with policy: ${rule[1]}`;
}

interface ProposedPassword {
  pool: UserPool;
  password: string;
}

function enforcing<Request>(
  ownRoute: Route,
  proposed: (ctx: Context, req: Request) => Promise<ProposedPassword>,
): Route {
  return async (ctx: Context, req: Request) => {
    const { pool, password } = await proposed(ctx, req);
    const policy = pool.Policies?.PasswordPolicy;
    const broken = policy && passwordPolicyBreak(policy, password);
    if (broken) throw new CognitoError('InvalidPasswordException', broken);
    return ownRoute(ctx, req);
  };
}

async function poolOfClient(services: Services, ctx: Context, clientId: string | undefined) {
  return (await services.cognito.getUserPoolForClientId(ctx, clientId ?? '')).options;
}

/** The targets that set a password, each checked against its pool's policy first. */
export function enforcingPasswordPolicy(
  services: Services,
  ownRoute: (target: string) => Route,
): Record<string, Route> {
  return {
    SignUp: enforcing(ownRoute('SignUp'), async (ctx, req: SignUpRequest) => ({
      pool: await poolOfClient(services, ctx, req.ClientId),
      password: req.Password ?? '',
    })),
    ConfirmForgotPassword: enforcing(
      ownRoute('ConfirmForgotPassword'),
      async (ctx, req: ConfirmForgotPasswordRequest) => ({
        pool: await poolOfClient(services, ctx, req.ClientId),
        password: req.Password ?? '',
      }),
    ),
    ChangePassword: enforcing(ownRoute('ChangePassword'), async (ctx, req: ChangePasswordRequest) => {
      const { claims } = await userOfAccessToken(services, ctx, req.AccessToken);
      return {
        pool: await poolOfClient(services, ctx, claims.client_id),
        password: req.ProposedPassword ?? '',
      };
    }),
    AdminSetUserPassword: enforcing(
      ownRoute('AdminSetUserPassword'),
      async (ctx, req: AdminSetUserPasswordRequest) => ({
        pool: (await services.cognito.getUserPool(ctx, req.UserPoolId ?? '')).options,
        password: req.Password ?? '',
      }),
    ),
  };
}

/**
 * What real Cognito does and cognito-local 5.3 does not, added in front of cognito-local's own target
 * dispatch (its Router) and built from its own services, so the SPA and the tests meet Cognito's
 * behaviour locally:
 * - GetTokensFromRefreshToken, which Amplify 6.21+ uses to refresh tokens;
 * - for USER_PASSWORD_AUTH with an unknown user, UserNotFoundException, or NotAuthorizedException when the
 *   app client hides user existence (cognito-user-existence.ts, which also covers ForgotPassword), and
 *   NotAuthorizedException for a wrong password, at sign-in and as ChangePassword's previous password
 *   (cognito-local says InvalidPasswordException, which Cognito keeps for passwords that break the policy);
 * - the pool's password policy (cognito-password-policy.ts);
 * - sign-in challenges bound to their session, and the TOTP targets behind a checked access token
 *   (cognito-mfa.ts);
 * - ForgotPassword codes that expire (Cognito: after one hour);
 * - ResendConfirmationCode, with the CustomMessage trigger like SignUp;
 * - ConfirmSignUp's refusals: UserNotFoundException for an unknown user (cognito-local says
 *   NotAuthorizedException; CodeMismatchException when existence is hidden) and NotAuthorizedException for a user
 *   already confirmed, as a used verification link gets (cognito-local says ExpiredCodeException).
 * - GlobalSignOut (Amplify's `signOut({ global: true })`) and AdminUserGlobalSignOut (a ban): every refresh token
 *   of the user stops working, so a later refresh answers NotAuthorizedException;
 * - a disabled user (AdminDisableUser, a ban) cannot sign in: NotAuthorizedException "User is disabled.".
 * Every other target goes to cognito-local unchanged.
 */
import type {
  AdminUserGlobalSignOutRequest,
  ConfirmForgotPasswordRequest,
  ConfirmSignUpRequest,
  GetTokensFromRefreshTokenRequest,
  GlobalSignOutRequest,
  InitiateAuthRequest,
  InitiateAuthResponse,
  ResendConfirmationCodeRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CodeMismatchError,
  ExpiredCodeError,
  InvalidParameterError,
  InvalidPasswordError,
  NotAuthorizedError,
  UserNotFoundError,
} from 'cognito-local/lib/errors';
import { Router, type Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import { userOfAccessToken } from './cognito-access-token';
import { challengeRoutes } from './cognito-mfa';
import { enforcingPasswordPolicy } from './cognito-password-policy';
import {
  forgotPasswordLikeCognito,
  hidesUserExistence,
  maskedDelivery,
  simulatedDelivery,
} from './cognito-user-existence';

export interface CognitoGapOptions {
  /** How long a ForgotPassword code stays valid. */
  codeTtlSeconds: number;
}

/** cognito-local's Router with the gaps above closed; pass it to its createServer. */
export function routerClosingGaps(services: Services, options: CognitoGapOptions): Router {
  const ownRouter = Router(services);
  const challenges = challengeRoutes(services, ownRouter);
  const ownInitiateAuth = wrongPasswordNotAuthorized(ownRouter('InitiateAuth'));
  const closedGaps: Record<string, Route> = {
    GetTokensFromRefreshToken: getTokensFromRefreshToken(ownInitiateAuth),
    InitiateAuth: initiateAuthLikeCognito(services, challenges.initiateAuth(ownInitiateAuth)),
    RespondToAuthChallenge: challenges.respondToAuthChallenge,
    AssociateSoftwareToken: challenges.associateSoftwareToken,
    VerifySoftwareToken: challenges.verifySoftwareToken,
    SetUserMFAPreference: challenges.setUserMFAPreference,
    ForgotPassword: forgotPasswordLikeCognito(services, ownRouter('ForgotPassword')),
    ConfirmForgotPassword: confirmForgotPasswordWithExpiry(
      services,
      ownRouter('ConfirmForgotPassword'),
      options.codeTtlSeconds,
    ),
    ResendConfirmationCode: resendConfirmationCode(services),
    ConfirmSignUp: confirmSignUpLikeCognito(services, ownRouter('ConfirmSignUp')),
    GlobalSignOut: globalSignOut(services),
    AdminUserGlobalSignOut: adminUserGlobalSignOut(services),
    ChangePassword: wrongPasswordNotAuthorized(ownRouter('ChangePassword')),
  };
  const closed = (target: string) => closedGaps[target] ?? ownRouter(target);
  // The policy comes first, as in Cognito: a weak new password is refused before its code or old password is read.
  const policed = enforcingPasswordPolicy(services, closed);
  return (target) => policed[target] ?? closed(target);
}

function accessTokenLifetimeSeconds(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  return payload.exp - payload.iat;
}

/**
 * cognito-local's own REFRESH_TOKEN_AUTH flow, answered in GetTokensFromRefreshToken's shape. No new
 * refresh token (rotation is off, so Cognito sends none either). ClientSecret goes unchecked, as
 * cognito-local checks no client secret anywhere.
 */
function getTokensFromRefreshToken(ownInitiateAuth: Route): Route {
  return async (ctx: Context, req: GetTokensFromRefreshTokenRequest) => {
    if (!req.RefreshToken) throw new InvalidParameterError('Missing required parameter RefreshToken');
    let answer: InitiateAuthResponse;
    try {
      answer = (await ownInitiateAuth(ctx, {
        ClientId: req.ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      } satisfies InitiateAuthRequest)) as InitiateAuthResponse;
    } catch (error) {
      if (error instanceof NotAuthorizedError) throw new NotAuthorizedError('Invalid Refresh Token');
      throw error;
    }
    const { AccessToken, IdToken } = answer.AuthenticationResult ?? {};
    if (!AccessToken) throw new NotAuthorizedError('Invalid Refresh Token');
    return {
      AuthenticationResult: {
        AccessToken,
        IdToken,
        ExpiresIn: accessTokenLifetimeSeconds(AccessToken),
        TokenType: 'Bearer',
      },
    };
  };
}

function initiateAuthLikeCognito(services: Services, ownInitiateAuth: Route): Route {
  return async (ctx: Context, req: InitiateAuthRequest) => {
    const username = req.AuthParameters?.USERNAME;
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const user = username ? await userPool.getUserByUsername(ctx, username) : null;
    // A UserMigration trigger may still create the user, so only without one is "unknown" final.
    if (
      req.AuthFlow === 'USER_PASSWORD_AUTH' &&
      username &&
      !user &&
      !services.triggers.enabled('UserMigration')
    ) {
      if (await hidesUserExistence(services, ctx, req.ClientId)) {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      throw new UserNotFoundError('User does not exist.');
    }
    // A disabled user (a ban) signs in no more, by any flow.
    if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return ownInitiateAuth(ctx, req);
  };
}

/** cognito-local says InvalidPasswordException for a wrong password; Cognito keeps that for policy breaks. */
function wrongPasswordNotAuthorized(ownRoute: Route): Route {
  return async (ctx: Context, req) => {
    try {
      return await ownRoute(ctx, req);
    } catch (error) {
      if (error instanceof InvalidPasswordError)
        throw new NotAuthorizedError('Incorrect username or password.');
      throw error;
    }
  };
}

function confirmSignUpLikeCognito(services: Services, ownConfirmSignUp: Route): Route {
  return async (ctx: Context, req: ConfirmSignUpRequest) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user && (await hidesUserExistence(services, ctx, req.ClientId))) throw new CodeMismatchError();
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') {
      throw new NotAuthorizedError('User cannot be confirmed. Current status is CONFIRMED');
    }
    return ownConfirmSignUp(ctx, req);
  };
}

/**
 * cognito-local keeps a code forever. ForgotPassword stamps UserLastModifiedDate when it stores the
 * code, so that stamp is the code's issue time (a later change to the user only makes it last longer).
 */
function confirmForgotPasswordWithExpiry(
  services: Services,
  ownConfirmForgotPassword: Route,
  codeTtlSeconds: number,
): Route {
  return async (ctx: Context, req: ConfirmForgotPasswordRequest) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user && (await hidesUserExistence(services, ctx, req.ClientId))) throw new CodeMismatchError();
    if (user?.ConfirmationCode !== undefined && user.ConfirmationCode === req.ConfirmationCode) {
      const codeAgeMs = services.clock.get().getTime() - new Date(user.UserLastModifiedDate).getTime();
      if (codeAgeMs > codeTtlSeconds * 1000) throw new ExpiredCodeError();
    }
    return ownConfirmForgotPassword(ctx, req);
  };
}

/** Like cognito-local's SignUp delivery, with the trigger source Cognito uses for a resend. */
function resendConfirmationCode(services: Services): Route {
  return async (ctx: Context, req: ResendConfirmationCodeRequest) => {
    const clientId = req.ClientId ?? '';
    const userPool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user && (await hidesUserExistence(services, ctx, clientId))) {
      return { CodeDeliveryDetails: simulatedDelivery(req.Username) };
    }
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const deliveryDetails = selectAppropriateDeliveryMethod(
      userPool.options.AutoVerifiedAttributes ?? [],
      user,
    );
    if (!deliveryDetails) {
      throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
    }
    const code = services.otp();
    await services.messages.deliver(
      ctx,
      'ResendCode',
      clientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, {
      ...user,
      UserLastModifiedDate: services.clock.get(),
      ConfirmationCode: code,
    });
    return { CodeDeliveryDetails: maskedDelivery(deliveryDetails) };
  };
}

/** AdminUserGlobalSignOut: GlobalSignOut's revocation, by an administrator for a user they name (a ban). */
function adminUserGlobalSignOut(services: Services): Route {
  return async (ctx: Context, req: AdminUserGlobalSignOutRequest) => {
    const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}

/**
 * Cognito's GlobalSignOut revokes every refresh token the user holds. cognito-local keeps a user's refresh
 * tokens on the user (its RevokeToken removes one from there), so forgetting them all is the same revocation.
 */
function globalSignOut(services: Services): Route {
  return async (ctx: Context, req: GlobalSignOutRequest) => {
    const { claims, user } = await userOfAccessToken(services, ctx, req.AccessToken);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}

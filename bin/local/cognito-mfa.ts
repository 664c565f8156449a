/**
 * Sign-in challenges (an authenticator app's code, a new password) as Cognito runs them; cognito-local answers
 * the TOTP targets themselves but falls short in three ways closed here:
 * - its RespondToAuthChallenge trusts any Session and the USERNAME it is sent, so a code alone (no password)
 *   signed a user in. Here a Session is what InitiateAuth issued for that user, lives 3 minutes (Cognito's
 *   default) and signs in once; a wrong code may be retried within it.
 * - the refresh token it issues after a challenge is never stored, so the first refresh failed.
 * - AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference read the access token without
 *   checking its signature or expiry; Cognito refuses such a token with NotAuthorizedException. A wrong code at
 *   set-up is Cognito's EnableSoftwareTokenMFAException ("Code mismatch"), not CodeMismatchException.
 */
import type {
  InitiateAuthResponse,
  RespondToAuthChallengeRequest,
  RespondToAuthChallengeResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { CodeMismatchError, CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { userOfAccessToken } from './cognito-access-token';

const sessionLifetimeMs = 3 * 60 * 1000;

interface ChallengeSession {
  /** the user's immutable username (cognito-local: the sub) */
  username: string;
  expiresAt: number;
}

export interface ChallengeRoutes {
  /** records the Session of a challenge InitiateAuth answers */
  initiateAuth(ownInitiateAuth: Route): Route;
  respondToAuthChallenge: Route;
  associateSoftwareToken: Route;
  verifySoftwareToken: Route;
  setUserMFAPreference: Route;
}

export function challengeRoutes(services: Services, ownRouter: (target: string) => Route): ChallengeRoutes {
  const sessions = new Map<string, ChallengeSession>();
  const now = () => services.clock.get().getTime();

  const withVerifiedAccessToken =
    (target: string): Route =>
    async (ctx: Context, req: { AccessToken?: string }) => {
      await userOfAccessToken(services, ctx, req.AccessToken);
      return ownRouter(target)(ctx, req);
    };

  return {
    initiateAuth: (ownInitiateAuth) => async (ctx: Context, req) => {
      const answer = (await ownInitiateAuth(ctx, req)) as InitiateAuthResponse;
      const username = answer.ChallengeParameters?.USER_ID_FOR_SRP;
      if (answer.Session && username) {
        sessions.set(answer.Session, { username, expiresAt: now() + sessionLifetimeMs });
      }
      return answer;
    },

    respondToAuthChallenge: async (ctx: Context, req: RespondToAuthChallengeRequest) => {
      const session = sessions.get(req.Session ?? '');
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
      const user = await userPool.getUserByUsername(ctx, req.ChallengeResponses?.USERNAME ?? '');
      if (!session || session.expiresAt <= now() || !user || user.Username !== session.username) {
        throw new NotAuthorizedError('Invalid session for the user.');
      }
      const answer = (await ownRouter('RespondToAuthChallenge')(ctx, req)) as RespondToAuthChallengeResponse;
      sessions.delete(req.Session ?? '');
      if (answer.Session) {
        sessions.set(answer.Session, { username: session.username, expiresAt: now() + sessionLifetimeMs });
      }
      const refreshToken = answer.AuthenticationResult?.RefreshToken;
      // read again: the challenge may have changed the user (a new password)
      const signedIn = refreshToken && (await userPool.getUserByUsername(ctx, session.username));
      if (signedIn) await userPool.storeRefreshToken(ctx, refreshToken, signedIn);
      return answer;
    },

    associateSoftwareToken: withVerifiedAccessToken('AssociateSoftwareToken'),
    verifySoftwareToken: async (ctx: Context, req) => {
      try {
        return await withVerifiedAccessToken('VerifySoftwareToken')(ctx, req);
      } catch (error) {
        if (error instanceof CodeMismatchError) {
          throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
        }
        throw error;
      }
    },
    setUserMFAPreference: withVerifiedAccessToken('SetUserMFAPreference'),
  };
}

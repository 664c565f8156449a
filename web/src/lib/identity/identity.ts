/**
 * Every call to the user pool goes through here, so aws-amplify stays out of the first screen's bundle:
 * screens load this module with `loadIdentity()` when they need it. Each call waits for /config.json and
 * Amplify's configuration first.
 */
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { amplifyConfig } from './amplify-config';
import { namedError } from './error-name';

/** Where a password sign-in stands: done, or waiting for the code of the user's authenticator app. */
export type SignInProgress = 'signedIn' | 'needsAuthenticatorCode';

/** Signs in with e-mail and password. A session left from another account is ended first. */
export async function signInWithPassword(email: string, password: string): Promise<SignInProgress> {
  const { signInFlow } = await amplifyConfig();
  if (await hasSession()) await signOut();
  const result = await signIn({ username: email, password, options: { authFlowType: signInFlow } });
  return signInProgress(result);
}

/** The second step of a sign-in with an authenticator app: its 6-digit code (CodeMismatchException if wrong). */
export async function confirmSignInWithCode(code: string): Promise<SignInProgress> {
  await amplifyConfig();
  return signInProgress(await confirmSignIn({ challengeResponse: code }));
}

function signInProgress(result: Awaited<ReturnType<typeof signIn>>): SignInProgress {
  if (result.isSignedIn) return 'signedIn';
  switch (result.nextStep.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'needsAuthenticatorCode';
    case 'CONFIRM_SIGN_UP':
      throw namedError('UserNotConfirmedException', 'User is not confirmed.');
    default:
      throw namedError('UnsupportedSignInStep', `Sign-in needs a step this app does not offer.`);
  }
}

/** Whether sign-in asks this user for an authenticator app's code. */
export async function authenticatorAppOn(): Promise<boolean> {
  await amplifyConfig();
  const { enabled = [] } = await fetchMFAPreference();
  return enabled.includes('TOTP');
}

/** A new secret for an authenticator app, and the otpauth:// link that hands it to one on this device. */
export async function startAuthenticatorApp(
  appName: string,
  accountName: string,
): Promise<{ secret: string; link: string }> {
  await amplifyConfig();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, link: details.getSetupUri(appName, accountName).toString() };
}

/** Proves the app holds the secret with one of its codes, then makes sign-in ask for its codes. */
export async function confirmAuthenticatorApp(code: string): Promise<void> {
  await amplifyConfig();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export async function turnOffAuthenticatorApp(): Promise<void> {
  await amplifyConfig();
  await updateMFAPreference({ totp: 'DISABLED' });
}

export async function registerAccount(email: string, password: string): Promise<void> {
  await amplifyConfig();
  await signUp({ username: email, password, options: { userAttributes: { email } } });
}

export async function confirmRegistration(username: string, code: string): Promise<void> {
  await amplifyConfig();
  await confirmSignUp({ username, confirmationCode: code });
}

export async function sendResetCode(email: string): Promise<void> {
  await amplifyConfig();
  await resetPassword({ username: email });
}

export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await amplifyConfig();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function hasSession(): Promise<boolean> {
  await amplifyConfig();
  try {
    await getCurrentUser();
    return true;
  } catch {
    return false;
  }
}

/** The access token for the API, refreshed by Amplify when it is near expiry (or when forced). */
export async function accessToken(forceRefresh = false): Promise<string | undefined> {
  await amplifyConfig();
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.accessToken.toString();
}

/** Account settings: Cognito checks the current password (NotAuthorizedException when it is wrong). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await amplifyConfig();
  await updatePassword({ oldPassword, newPassword });
}

/** The ID token's claims of this session (none when signed out). */
export async function idTokenClaims(): Promise<Readonly<Record<string, unknown>> | undefined> {
  await amplifyConfig();
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.payload;
}

/**
 * Revokes every refresh token of the user, on every device, and clears this browser's session. Access tokens
 * already issued elsewhere stop working when they expire (docs/operations.md gives the lifetimes). Amplify clears
 * this browser's tokens even when Cognito refuses the revocation (it only logs that): an error here means the
 * sign-out could not run, not that the revocation was refused.
 */
export async function signOutEverywhere(): Promise<void> {
  await amplifyConfig();
  await forgetThisDevice();
  await signOut({ global: true });
}

/**
 * Ends the session in this browser, its phone notifications first. A failed global sign-out must not keep the user
 * signed in here.
 */
export async function endSession(): Promise<void> {
  await amplifyConfig();
  await forgetThisDevice();
  try {
    await signOut();
  } catch (error) {
    console.warn('Sign-out did not complete; clearing local state anyway.', error);
  }
}

/**
 * Before the tokens go: the next person on this browser must get none of this account's phone notifications, and
 * the server is told with a token of this session (lib/web-push/subscription.ts).
 */
async function forgetThisDevice(): Promise<void> {
  try {
    const device = await import('../web-push/subscription');
    await device.forgetThisDevice(() => accessToken());
  } catch (error) {
    console.warn('This browser could not forget its push subscription', error);
  }
}

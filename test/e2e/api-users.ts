/**
 * The other side of a two-user journey, set up through the API the SPA calls: confirmed users in cognito-local
 * (so the browser can sign in as them), their profiles, a host's event, a join request, messages.
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { endpointPath, type AnswerOf, type EndpointDescription } from '../../lambdas/contracts/endpoint';
import type { EventCard } from '../../lambdas/contracts/events';
import * as endpoints from '../integration/support/endpoints';
import { adultBirthDate, physicalEventBody } from '../integration/support/events';
import { stack, uniqueEmail } from './support';

export interface ApiUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  displayName: string;
  username: string;
}

let cognito: CognitoIdentityProviderClient | undefined;

function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return cognito;
}

/** A browser context's storage as Playwright takes it (`storageState`). */
export interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * The browser storage a password sign-in leaves behind, for a test that is not about signing in: the tokens under
 * Amplify's own keys (its DefaultTokenStore, read back by Amplify and by web/src/lib/identity/stored-session.ts).
 * Undefined when the user pool asks for more than the password (an authenticator app): that person signs in through
 * the login screen.
 */
export async function signedInStorage(person: {
  email: string;
  password: string;
}): Promise<StorageState | undefined> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: person.email, PASSWORD: person.password },
    }),
  );
  const { AccessToken, IdToken, RefreshToken } = AuthenticationResult ?? {};
  if (!AccessToken || !IdToken || !RefreshToken) return undefined;
  const claims = JSON.parse(Buffer.from(AccessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    username?: string;
    iat?: number;
  };
  if (!claims.username) throw new Error(`the access token of ${person.email} names no username`);
  const client = `CognitoIdentityServiceProvider.${stack.userPoolClientId}`;
  const user = `${client}.${claims.username}`;
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(stack.urls.web).origin,
        localStorage: [
          { name: `${client}.LastAuthUser`, value: claims.username },
          { name: `${user}.accessToken`, value: AccessToken },
          { name: `${user}.idToken`, value: IdToken },
          { name: `${user}.refreshToken`, value: RefreshToken },
          { name: `${user}.clockDrift`, value: String((claims.iat ?? 0) * 1000 - Date.now()) },
        ],
      },
    ],
  };
}

/**
 * Calls an endpoint (lambdas/contracts/endpoints/) on the local API gateway as `user`; throws with the answer when
 * the status is not the one expected.
 */
export async function callApi<E extends EndpointDescription>(
  user: ApiUser,
  endpoint: E,
  { params, body }: { params?: Record<string, string>; body?: unknown } = {},
  expectedStatus = [200, 201],
): Promise<AnswerOf<E>> {
  const path = endpointPath(endpoint, params);
  const response = await fetch(`${stack.urls.web}${path}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expectedStatus.includes(response.status)) {
    throw new Error(`${endpoint.method} ${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as AnswerOf<E>;
}

/**
 * A confirmed user who has not signed in yet: no profile, as the sign-up screen and its e-mail link leave one
 * (test/e2e/auth.test.ts drives those screens).
 */
export async function newUser(label: string): Promise<{ email: string; password: string; userId: string }> {
  const email = uniqueEmail(label);
  const password = 'Sifre123!';
  const { UserSub } = await cognitoClient().send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (!UserSub) throw new Error(`sign-up of ${email} answered no sub`);
  await cognitoClient().send(
    new AdminConfirmSignUpCommand({ UserPoolId: stack.userPoolId, Username: email }),
  );
  return { email, password, userId: UserSub };
}

/** A confirmed, signed-in user with a profile carrying `displayName`, a fresh username and an adult's birth date. */
export async function apiUser(label: string, displayName: string): Promise<ApiUser> {
  const { email, password, userId } = await newUser(label);
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`sign-in of ${email} answered no token`);
  const user: ApiUser = {
    email,
    password,
    userId,
    accessToken: AuthenticationResult.AccessToken,
    displayName,
    username: `${label}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
  };
  // The first read creates the profile; then the name and username others will see.
  await callApi(user, endpoints.profile.getProfile);
  await callApi(user, endpoints.profile.updateProfile, { body: { displayName, username: user.username } });
  await callApi(user, endpoints.profile.updateProfile, { body: { birthDate: adultBirthDate } });
  return user;
}

export async function hostedEvent(host: ApiUser, title: string): Promise<EventCard> {
  const answer = await callApi(host, endpoints.events.createEvent, { body: physicalEventBody({ title }) });
  return answer.event;
}

/**
 * `requester` asks to join with a friendly message. That opens their thread with the host at once: a thread is
 * closed only when the screener declines the request, which it does not do to a friendly message.
 */
export async function askToJoin(requester: ApiUser, eventId: string): Promise<void> {
  await callApi(requester, endpoints.requests.createJoinRequest, {
    body: { eventId, message: 'Merhaba! Tavlayı çok severim, ben de gelmek isterim.' },
  });
}

/** Waits until the screener has let `requester`'s request through to the host. */
export async function screened(requester: ApiUser, eventId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const event = await callApi(requester, endpoints.events.getEvent, { params: { id: eventId } });
    const status = event.myRequest?.status;
    if (status === 'pending') return;
    if (status !== 'screening' || Date.now() > deadline) {
      throw new Error(`join request of ${requester.email} is ${status ?? 'absent'}, not pending`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A message in the thread of (event, requester), written by `sender` (either party). */
export async function sendMessageAs(
  sender: ApiUser,
  eventId: string,
  requesterId: string,
  text: string,
): Promise<void> {
  await callApi(sender, endpoints.messages.sendMessage, {
    params: { id: eventId, userId: requesterId },
    body: { text },
  });
}

import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolGroup,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { moderatorGroup } from '../lambdas/contracts/endpoint';
import { passwordPolicy } from '../lambdas/contracts/password';
import { customMessage } from '../lambdas/routes';
import { SquadFunction } from './squad-function';

/** Host of the Cognito hosted login for a domain prefix. */
export function hostedLoginDomain(domainPrefix: string, region: string): string {
  return `${domainPrefix}.auth.${region}.amazoncognito.com`;
}

export interface AuthProps {
  /** https://<distribution domain>, no trailing slash. */
  readonly siteUrl: string;
  /** Other origins (a local dev server) the hosted login may send users back to; empty in production. */
  readonly localOrigins: readonly string[];
  /** Prefix of the hosted login domain: <prefix>.auth.<region>.amazoncognito.com */
  readonly cognitoDomainPrefix: string;
  readonly googleClientId: string;
  /** Name of the Secrets Manager secret holding the Google OAuth client secret (plain string). */
  readonly googleClientSecretName: string;
}

/** What membership of the moderators' group grants, as the Cognito console shows it beside the group. */
export const moderatorGroupDescription =
  "Moderatörler: şikâyet kuyruğunu okur, vakalara karar verir; her okuma ve karar denetim kaydına yazılır. Moderators: read the report queue and decide cases through the API's moderator endpoints; every read and decision is audited.";

/**
 * The user pool: e-mail is the username, self sign-up verified by a code carried in a link that the
 * CustomMessage trigger writes, Google federation through the hosted login, the SPA's app client, and the
 * moderators' group.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** Host of the hosted login, e.g. squad-123.auth.eu-central-1.amazoncognito.com */
  readonly oauthDomain: string;
  readonly customMessageFunction: SquadFunction;
  /** Its members' access tokens name it in `cognito:groups`, which the moderator authorizer requires. */
  readonly moderators: UserPoolGroup;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      passwordPolicy: { ...passwordPolicy, tempPasswordValidity: Duration.days(7) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      email: UserPoolEmail.withCognito(),
      // Each user may add an authenticator app in account settings; no text messages (cost, SIM swaps).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional: every user can turn on an authenticator app in account settings, and then signs in with its code; requiring it would turn away people without such an app at sign-up.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan is priced per active user; Essentials covers what the product uses.',
      },
    );

    // Filled by hand (`npm run moderator -- add <e-mail> --cloud`), never by sign-up.
    this.moderators = this.userPool.addGroup('Moderators', {
      groupName: moderatorGroup,
      description: moderatorGroupDescription,
    });

    this.customMessageFunction = new SquadFunction(this, 'CustomMessage', {
      definition: customMessage,
      environmentValues: { SITE_URL: props.siteUrl },
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.customMessageFunction);

    const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: props.googleClientId,
      clientSecretValue: SecretValue.secretsManager(props.googleClientSecretName),
      scopes: ['profile', 'email', 'openid'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        custom: { email_verified: ProviderAttribute.other('email_verified') },
      },
    });

    this.userPool.addDomain('HostedLogin', {
      cognitoDomain: { domainPrefix: props.cognitoDomainPrefix },
    });
    this.oauthDomain = hostedLoginDomain(props.cognitoDomainPrefix, Stack.of(this).region);

    const origins = [props.siteUrl, ...props.localOrigins];
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP only: the password never leaves the browser. USER_PASSWORD_AUTH is for cognito-local alone (no SRP).
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.EMAIL, OAuthScope.OPENID, OAuthScope.PROFILE],
        callbackUrls: origins.map((origin) => `${origin}/googleAuth`),
        logoutUrls: origins.map((origin) => `${origin}/`),
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        UserPoolClientIdentityProvider.GOOGLE,
      ],
      // Tokens cannot be revoked at the API (the authorizer checks signature and expiry, not sign-out):
      // a short life bounds how long a signed-out token still works; the SPA refreshes it silently.
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      // An unknown e-mail answers like a wrong password, so nobody learns who has an account.
      preventUserExistenceErrors: true,
    });
    this.userPoolClient.node.addDependency(google);
  }
}

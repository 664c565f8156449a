import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import { moderatorGroup } from '../../lambdas/contracts/endpoint';
import { moderatorGroupDescription } from '../../lib/auth';
import { buildSquadStack, logicalIdOf, sharedSquadStack, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
let siteDomain: object;
beforeAll(() => {
  squad = sharedSquadStack();
  const [distributionLogicalId] = Object.keys(squad.template.findResources('AWS::CloudFront::Distribution'));
  siteDomain = { 'Fn::GetAtt': [distributionLogicalId, 'DomainName'] };
});

describe('Auth', () => {
  it('uses the e-mail as the username, with self sign-up and e-mail verification', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('refuses passwords that break the rule: at least 8 characters with a digit, both cases and a symbol', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('offers an authenticator app as an optional second factor, never text messages', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('cannot be deleted while deletion protection is on, and is kept if the stack goes', () => {
    squad.template.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
      DeletionPolicy: 'Retain',
    });
  });

  it('writes verification and reset e-mails with the CustomMessage function, which knows the site URL', () => {
    const customMessage = squad.auth.customMessageFunction;
    squad.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [logicalIdOf(customMessage), 'Arn'] } },
    });
    const functionProperties = squad.template.toJSON().Resources[logicalIdOf(customMessage)].Properties;
    expect(functionProperties.Environment.Variables.SITE_URL).toEqual({
      'Fn::Join': ['', ['https://', siteDomain]],
    });
  });

  it('federates Google with the secret from Secrets Manager and maps e-mail and names', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: squad.app.node.tryGetContext('googleClientId'),
        client_secret: '{{resolve:secretsmanager:squad/google-oauth-client-secret:SecretString:::}}',
        authorize_scopes: 'profile email openid',
      },
      AttributeMapping: Match.objectLike({
        email: 'email',
        given_name: 'given_name',
        family_name: 'family_name',
      }),
    });
  });

  it('gives the SPA a public client with code grant, our scopes and callbacks to the site only', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['email', 'openid', 'profile'],
      CallbackURLs: [{ 'Fn::Join': ['', ['https://', siteDomain, '/googleAuth']] }],
      LogoutURLs: [{ 'Fn::Join': ['', ['https://', siteDomain, '/']] }],
      SupportedIdentityProviders: ['COGNITO', 'Google'],
    });
  });

  it('answers an unknown e-mail as it answers a wrong password, so nobody learns who has an account', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('lets the cloud client sign in with SRP and refresh only, never with the plain password', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });

  it('issues access tokens that live 15 minutes, so a signed-out token stops working soon', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
  });

  it('also sends users back to the local dev server when allowLocalhostCallbacks is true', () => {
    const withLocalhost = buildSquadStack({ allowLocalhostCallbacks: 'true' });
    withLocalhost.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [
        { 'Fn::Join': ['', ['https://', siteDomain, '/googleAuth']] },
        'http://localhost:5173/googleAuth',
      ],
      LogoutURLs: [{ 'Fn::Join': ['', ['https://', siteDomain, '/']] }, 'http://localhost:5173/'],
    });
  });

  it('refuses an allowLocalhostCallbacks that is neither true nor false', () => {
    expect(() => buildSquadStack({ allowLocalhostCallbacks: 'yes' })).toThrow(/true or false/);
  });

  it('has the moderators group, described, in the user pool: the group the moderator authorizer requires', () => {
    const userPool = squad.auth.userPool;
    const userPoolLogicalId = Stack.of(userPool).getLogicalId(userPool.node.defaultChild as CfnUserPool);
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: moderatorGroup,
      UserPoolId: { Ref: userPoolLogicalId },
      Description: moderatorGroupDescription,
    });
  });

  it('hosts the login under a Cognito domain prefix derived from the stack', () => {
    squad.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['squad-', { Ref: 'AWS::AccountId' }]] },
    });
  });
});

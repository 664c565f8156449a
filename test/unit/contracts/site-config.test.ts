import { localSeller } from '../../../bin/local/config';
import { siteConfigSchema } from '../../../lambdas/contracts/site-config';

const cloudConfig = {
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_AbCdEf123',
  userPoolClientId: '1example23456789',
  oauthDomain: 'squad-auth.auth.eu-central-1.amazoncognito.com',
  oauthBaseUrl: 'https://squad-auth.auth.eu-central-1.amazoncognito.com',
  signInFlow: 'USER_SRP_AUTH',
  apiUrl: 'https://abc123.execute-api.eu-central-1.amazonaws.com',
  siteUrl: 'https://d1234.cloudfront.net',
  supportEmail: 'destek@squad.example',
  mapTileUrl: 'https://maps.geo.eu-central-1.amazonaws.com/v2/tiles/{z}/{x}/{y}?key=k',
  websocketUrl: 'wss://ws123.execute-api.eu-central-1.amazonaws.com/live',
  webPushPublicKey: `B${'x'.repeat(86)}`,
  seller: localSeller,
};

describe('site config contract', () => {
  it('accepts the configuration the cloud writes', () => {
    expect(siteConfigSchema.parse(cloudConfig)).toEqual(cloudConfig);
  });

  it("accepts the local stack's configuration, with cognito-local's endpoint and no map tiles", () => {
    const { mapTileUrl: _unused, ...local } = cloudConfig;
    const parsed = siteConfigSchema.parse({
      ...local,
      userPoolEndpoint: 'http://localhost:9229',
      signInFlow: 'USER_PASSWORD_AUTH',
      websocketUrl: 'ws://localhost:3011/live',
    });
    expect(parsed.userPoolEndpoint).toBe('http://localhost:9229');
  });

  it.each([
    ['an empty user pool id', { userPoolId: '' }],
    ['an API address that is not a URL', { apiUrl: 'api' }],
    ['a support address that is not an e-mail', { supportEmail: 'destek' }],
    ['a sign-in flow the SPA does not know', { signInFlow: 'CUSTOM_AUTH' }],
    ['map tiles over plain http', { mapTileUrl: 'http://tiles.example/{z}/{x}/{y}' }],
    ['a live-update address that is not a WebSocket URL', { websocketUrl: 'https://ws.example/live' }],
    ['a Web Push public key of the wrong length', { webPushPublicKey: 'B'.repeat(86) }],
    ['a Web Push public key in padded base64', { webPushPublicKey: `${'B'.repeat(85)}==` }],
    ['a seller whose MERSİS number is not 16 digits', { seller: { ...localSeller, mersisNumber: '123' } }],
    [
      'a seller whose KEP address is not at a KEP provider',
      { seller: { ...localSeller, kepAddress: 'a@b.com' } },
    ],
  ])('refuses %s', (_case, change) => {
    expect(siteConfigSchema.safeParse({ ...cloudConfig, ...change }).success).toBe(false);
  });

  it('refuses a configuration without its Web Push public key', () => {
    const { webPushPublicKey: _unused, ...withoutKey } = cloudConfig;
    expect(siteConfigSchema.safeParse(withoutKey).success).toBe(false);
  });

  it('refuses a configuration without its sign-in flow', () => {
    const { signInFlow: _unused, ...withoutFlow } = cloudConfig;
    expect(siteConfigSchema.safeParse(withoutFlow).success).toBe(false);
  });
});

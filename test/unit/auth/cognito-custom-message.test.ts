import '../support/env';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler } from '../../../lambdas/auth/handlers/cognito-custom-message';

const codeParameter = '{####}';
/** The pool signs in by e-mail: Cognito names each user by their sub. */
const userSub = '5f1c2a4e-8b7d-4c3e-9a1f-2d6e8b0c4a71';

function triggerEvent(
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  userAttributes: Record<string, string> = { email: 'ayse+test@example.com', given_name: 'Ayşe' },
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_unit',
    userName: userSub,
    callerContext: { awsSdkVersion: '3', clientId: 'unit-client' },
    triggerSource,
    request: { userAttributes, codeParameter, usernameParameter: null, linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const verifyLink = `https://squad.test/verify?username=${userSub}&code=${codeParameter}`;

describe('cognito custom message', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)(
    'links %s e-mails to /verify with the Cognito user name and the code placeholder',
    async (triggerSource) => {
      const { response } = await handler(triggerEvent(triggerSource));

      expect(response.emailMessage).toContain(`href="${verifyLink}"`);
      expect(response.emailSubject).toMatch(/doğrula/i);
    },
  );

  it.each(['CustomMessage_SignUp', 'CustomMessage_ForgotPassword'] as const)(
    'makes no link of an address in the given name of a %s e-mail',
    async (triggerSource) => {
      const { response } = await handler(
        triggerEvent(triggerSource, {
          email: 'ayse@example.com',
          given_name: 'hesabın kilitlendi: squad-destek.com',
        }),
      );

      expect(response.emailMessage).not.toContain('squad-destek.com');
      expect(response.emailMessage?.replaceAll('\u200d', '')).toContain(
        'hesabın kilitlendi: squad-destek.com',
      );
    },
  );

  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode', 'CustomMessage_ForgotPassword'] as const)(
    'puts no e-mail address anywhere in the %s e-mail',
    async (triggerSource) => {
      const { response } = await handler(triggerEvent(triggerSource));

      expect(response.emailMessage).not.toMatch(/ayse|%40|@/i);
    },
  );

  it('greets the user by their given name in Turkish', async () => {
    const { response } = await handler(triggerEvent('CustomMessage_SignUp'));

    expect(response.emailMessage).toContain('Selam Ayşe!');
  });

  it('escapes a given name that contains HTML', async () => {
    const event = triggerEvent('CustomMessage_SignUp', {
      email: 'x@example.com',
      given_name: '<img src=x onerror=alert(1)>',
    });

    const { response } = await handler(event);

    expect(response.emailMessage).not.toContain('<img');
  });

  it('sends the reset code itself in the forgot-password e-mail', async () => {
    const { response } = await handler(triggerEvent('CustomMessage_ForgotPassword'));

    expect(response.emailSubject).toMatch(/şifre/i);
    expect(response.emailMessage).toContain(
      `<strong style="font-size:24px;letter-spacing:4px">${codeParameter}</strong>`,
    );
    expect(response.emailMessage).not.toContain('/verify');
  });

  it("keeps Cognito's default message for other triggers", async () => {
    const { response } = await handler(triggerEvent('CustomMessage_UpdateUserAttribute'));

    expect(response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});

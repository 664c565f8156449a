/**
 * Cognito CustomMessage trigger: the Turkish verification and password-reset e-mails. Cognito swaps
 * `codeParameter` (e.g. `{####}`) for the real code, so it goes into the message verbatim, never encoded.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { requiredEnv } from '../../platform/env';
import { inertLinks } from '../../platform/inert-links';

const siteUrl = requiredEnv('SITE_URL').replace(/\/$/, '');

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const { codeParameter, userAttributes } = event.request;
  // The name is whatever the sign-up sent, to an address its owner may not be: it must not become a link.
  const greeting = `Selam ${escapeHtml(inertLinks(userAttributes.given_name?.trim() || 'Squadlı'))}!`;

  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      // Cognito's user name (the sub, as the pool signs in by e-mail), never the address: a link ends up in
      // browser histories and mail scanners. ConfirmSignUp takes either. URL-encoded, so HTML misreads nothing.
      const link = `${siteUrl}/verify?username=${encodeURIComponent(event.userName)}&code=${codeParameter}`;
      event.response.emailSubject = "Squad'a hoş geldin! E-postanı doğrula 🚀";
      event.response.emailMessage = emailHtml([
        `<h2>${greeting} 👋</h2>`,
        '<p>Ekibin seni bekliyor! Hesabını aktifleştirmek için aşağıdaki butona tıkla:</p>',
        `<p><a href="${link}" style="${buttonStyle}">E-postamı Doğrula</a></p>`,
        `<p>Buton çalışmazsa bu bağlantıyı tarayıcına yapıştır:<br>${link}</p>`,
        `<p>Doğrulama kodun: <strong>${codeParameter}</strong></p>`,
        '<p>Bu hesabı sen açmadıysan bu e-postayı görmezden gelebilirsin.</p>',
      ]);
      break;
    }
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = 'Squad şifre sıfırlama kodun 🔑';
      event.response.emailMessage = emailHtml([
        `<h2>${greeting}</h2>`,
        '<p>Şifreni mi unuttun? Olur öyle şeyler, hemen halledelim.</p>',
        `<p>Şifre sıfırlama kodun: <strong style="font-size:24px;letter-spacing:4px">${codeParameter}</strong></p>`,
        '<p>Bu kodu şifre sıfırlama ekranına gir ve yeni şifreni belirle.</p>',
        '<p>Bu isteği sen yapmadıysan endişelenme, şifren değişmedi; bu e-postayı görmezden gelebilirsin.</p>',
      ]);
      break;
    default:
      // Other messages (attribute verification, admin invitations) keep Cognito's defaults.
      break;
  }
  return event;
}

const buttonStyle =
  'display:inline-block;padding:12px 24px;background:#7c3aed;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold';

function emailHtml(paragraphs: string[]): string {
  return [
    '<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#1f2937">',
    ...paragraphs,
    '<p>Görüşmek üzere,<br>Squad Ekibi</p>',
    '</div>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A six-digit one-time code: the e-mailed reset code of spec section 5, or an authenticator app's code. */
export const oneTimeCodeLength = 6;

/**
 * Keeps the digits of what was typed or pasted, then the first six: "123 456", "123-456" and "Kod: 123456" all
 * give 123456. The limit comes after the stripping, never before it (an input's maxLength cuts the paste first).
 */
export function oneTimeCodeFrom(text: string): string {
  return text.replace(/\D/g, '').slice(0, oneTimeCodeLength);
}

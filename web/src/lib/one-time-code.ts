/** The reset code of spec section 5: six digits, however the e-mail's text around them was pasted. */
export const resetCodeLength = 6;

/**
 * Keeps the digits of what was typed or pasted, then the first six: "123 456", "123-456" and "Kod: 123456" all
 * give 123456. The limit comes after the stripping, never before it (an input's maxLength cuts the paste first).
 */
export function resetCodeFrom(text: string): string {
  return text.replace(/\D/g, '').slice(0, resetCodeLength);
}

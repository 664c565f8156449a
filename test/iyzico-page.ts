/** Drives the local iyzico sandbox's hosted payment page with plain form posts, as a shopper's browser would. */
export interface CardEntry {
  cardNumber: string;
  registerCard?: boolean;
}

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields) });

/** Submits the card form; answers the response (the 3-D Secure step, the return page or the form again). */
export function submitCard(paymentPageUrl: string, card: CardEntry, fields: Record<string, string> = {}) {
  return post(paymentPageUrl, {
    cardHolderName: 'Ada Yılmaz',
    cardNumber: card.cardNumber,
    expiry: '12/40',
    cvc: '123',
    ...(card.registerCard ? { registerCard: '1' } : {}),
    ...fields,
  });
}

/** The one-time code the 3-D Secure step shows. */
export function shownCode(html: string): string | undefined {
  return /class="code">(\d{6})</.exec(html)?.[1];
}

/** Card form, then the shown 3-D Secure code when the card gets that far; answers the last page's HTML. */
export async function payOnHostedPage(paymentPageUrl: string, card: CardEntry): Promise<string> {
  const html = await (await submitCard(paymentPageUrl, card)).text();
  const code = shownCode(html);
  if (!code) return html;
  return (await post(`${paymentPageUrl}/3ds`, { code })).text();
}

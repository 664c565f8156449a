/**
 * The hosted payment page's HTML, in Turkish: the card form, the 3-D Secure step, the return to the merchant (a
 * form posting the token to the callback URL, as iyzico's page does) and the expiry page. Small inline CSS, built
 * for a 390 px phone first; every input is labelled and its error tied to it.
 */
import { formatMoney } from '../../../lambdas/contracts/money';
import type { PaymentCurrency } from '../../../lambdas/contracts/tokens';
import { testCards } from './cards';
import { decimal, sandboxMerchant } from './protocol';
import type { Checkout } from './sandbox-state';

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1c28;background:#f3f4f8}
main{max-width:440px;margin:0 auto;padding:24px 16px}
h1{font-size:1.25rem;margin:0 0 4px}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 20px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin:14px 0 4px}
input[type=text]{width:100%;padding:12px;font:inherit;border:1px solid #6b6f80;border-radius:8px}
input[aria-invalid=true]{border-color:#b00020}
.row{display:flex;gap:12px}.row>div{flex:1}
.check{display:flex;gap:8px;align-items:center;margin-top:14px;font-weight:400}
.error{color:#b00020;font-size:.9rem;margin:4px 0 0}
.summary{border:2px solid #b00020;border-radius:8px;padding:8px 12px;margin-bottom:12px;color:#b00020}
button{width:100%;margin-top:20px;padding:14px;font:inherit;font-weight:700;color:#fff;background:#1e64c8;
border:0;border-radius:8px;cursor:pointer}
:focus-visible{outline:3px solid #f5a400;outline-offset:2px}
.code{font-size:1.5rem;letter-spacing:.2em;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:.9rem;margin-top:24px}
caption{text-align:left;font-weight:700;margin-bottom:4px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #d5d7e0}
td:first-child{font-family:ui-monospace,monospace;white-space:nowrap}
.note{font-size:.9rem;color:#474b5c}
.merchant{font-weight:700;color:#474b5c;margin:0}
.basket{list-style:none;padding:0;margin:0 0 4px;font-weight:600}
.back button{margin:0 0 20px;color:#1e64c8;background:#fff;border:2px solid #1e64c8}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · iyzico sandbox</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The hidden field and button that take the shopper back to the merchant, as iyzico's return does. */
const returnToMerchant = (checkout: Checkout, formClass: string, content: string) =>
  `<form class="${formClass}" method="post" action="${escape(checkout.callbackUrl)}">
${content}
<input type="hidden" name="token" value="${escape(checkout.token)}">
</form>`;

/**
 * Who is paid, for what and how much, as iyzico's Checkout Form shows them, and the way back to the merchant
 * without paying. The amount reads as the product writes money.
 */
function heading(checkout: Checkout): string {
  const amount = formatMoney(String(decimal(checkout.paidPriceUnits)), checkout.currency as PaymentCurrency);
  const merchant = escape(sandboxMerchant.name);
  return `<header>
<p class="merchant">${merchant}</p>
<h1>Güvenli ödeme</h1>
<ul class="basket" aria-label="Satın aldığın">${checkout.items.map((item) => `<li>${escape(item.name)}</li>`).join('')}</ul>
<p class="amount">${escape(amount)}</p>
${returnToMerchant(checkout, 'back', `<button type="submit">Vazgeç, ${merchant}’a dön</button>`)}
</header>`;
}

export type CardFormField = 'cardHolderName' | 'cardNumber' | 'expiry' | 'cvc';
export type CardFormValues = Partial<Record<CardFormField | 'registerCard', string>>;
export type CardFormErrors = Partial<Record<CardFormField, string>>;

function field(
  name: CardFormField,
  label: string,
  attributes: string,
  values: CardFormValues,
  errors: CardFormErrors,
): string {
  const error = errors[name];
  const described = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<label for="${name}">${label}</label>
<input type="text" id="${name}" name="${name}" value="${escape(values[name] ?? '')}" ${attributes}${described}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

const testCardTable = `<table>
<caption>Sandbox test kartları</caption>
<thead><tr><th scope="col">Kart numarası</th><th scope="col">Sonuç</th></tr></thead>
<tbody>${testCards.map((card) => `<tr><td>${card.number}</td><td>${escape(card.description)}</td></tr>`).join('')}</tbody>
</table>
<p class="note">Son kullanma tarihi ileri bir tarih, CVC herhangi üç hane olabilir.</p>`;

export function cardPage(
  checkout: Checkout,
  values: CardFormValues = {},
  errors: CardFormErrors = {},
): string {
  const messages = Object.values(errors);
  const summary = messages.length
    ? `<div class="summary" role="alert"><p>Ödeme yapılamadı, lütfen bilgileri düzeltin:</p><ul>${messages
        .map((message) => `<li>${escape(message)}</li>`)
        .join('')}</ul></div>`
    : '';
  return page(
    'Ödeme',
    `${heading(checkout)}
<form class="card" method="post" action="/checkout/${checkout.token}" novalidate>
${summary}
${field('cardHolderName', 'Kart sahibi', 'autocomplete="cc-name" required', values, errors)}
${field('cardNumber', 'Kart numarası', 'autocomplete="cc-number" inputmode="numeric" required', values, errors)}
<div class="row"><div>
${field('expiry', 'Son kullanma tarihi (AA/YY)', 'autocomplete="cc-exp" placeholder="AA/YY" required', values, errors)}
</div><div>
${field('cvc', 'CVC', 'autocomplete="cc-csc" inputmode="numeric" required', values, errors)}
</div></div>
<label class="check"><input type="checkbox" name="registerCard" value="1"${
      values.registerCard || checkout.cardUserKey ? ' checked' : ''
    }> Kartımı sonraki ödemeler için kaydet</label>
<button type="submit">Öde</button>
</form>
${testCardTable}`,
  );
}

export function threeDsPage(checkout: Checkout, code: string, error?: string): string {
  const described = error ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return page(
    '3-D Secure doğrulama',
    `${heading(checkout)}
<form class="card" method="post" action="/checkout/${checkout.token}/3ds" novalidate>
<h2>3-D Secure doğrulama</h2>
<p>Bankanızın gönderdiği tek kullanımlık kod (sandbox): <span class="code">${code}</span></p>
<label for="code">Doğrulama kodu</label>
<input type="text" id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required${described}>
${error ? `<p class="error" id="code-error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Onayla</button>
</form>`,
  );
}

/** iyzico's return: the token posted to the merchant's callback URL, at once with JavaScript, by a button without. */
export function callbackPage(checkout: Checkout): string {
  return page(
    'Yönlendiriliyor',
    `${returnToMerchant(checkout, 'card', '<p>Ödeme işleminiz tamamlandı. Mağazaya yönlendiriliyorsunuz.</p>\n<button type="submit">Devam</button>')}
<script>document.forms[0].submit();</script>`,
  );
}

export function expiredPage(): string {
  return page(
    'Süre doldu',
    `<div class="card" role="alert"><h1>Ödeme sayfasının süresi doldu</h1>
<p>Bu ödeme bağlantısı 30 dakika geçerliydi. Mağazaya dönüp ödemeyi yeniden başlatın.</p></div>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Bulunamadı',
    `<div class="card" role="alert"><h1>Ödeme bulunamadı</h1><p>Bu ödeme bağlantısı geçersiz.</p></div>`,
  );
}

/**
 * The local stand-in for the hosted login (Google in the cloud), drawn as part of the product: a Turkish
 * "local sign-in" page that lists the laptop's accounts, in front of cognito-local's bare English form.
 * cognito-local keeps the protocol: it validates the authorize request, issues the code and trades it at
 * /oauth2/token; this page only draws the form and words a wrong password, then hands a good one to it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { demoLogin } from './seed';

/** The authorize request's fields the form carries through to cognito-local's POST. */
const carriedFields = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'state',
] as const;

/** Enough to pick from on a laptop; the form takes any other e-mail too. */
const listedAccounts = 20;

export const hostedLoginCopy = {
  title: 'Yerel giriş · Squad',
  heading: 'Yerel giriş',
  explanation:
    "Bu sayfa Squad'ı kendi bilgisayarında çalıştırırken Google girişinin yerini tutar. Bulutta burada Google'ın giriş ekranı açılır.",
  accountsHeading: 'Bu bilgisayardaki hesaplar',
  accountsHint: `Bir hesap seç ya da e-postanı yaz. Örnek hesapların şifresi: ${demoLogin.password}`,
  noAccounts: 'Henüz hesap yok. Önce uygulamada kayıt ol.',
  email: 'E-posta',
  password: 'Şifre',
  submit: 'Giriş yap',
  wrongCredentials: 'E-posta veya şifre hatalı.',
  unconfirmed: 'Bu hesap henüz doğrulanmadı. E-postandaki bağlantıyla doğrula.',
} as const;

type CarriedFields = Partial<Record<(typeof carriedFields)[number], string>>;

/** Wraps cognito-local's express application: the authorize page is ours, everything else is its own. */
export function withLocalHostedLogin(
  application: RequestListener,
  services: Services,
  context: Context,
): RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/oauth2/authorize') return application(request, response);
    if (request.method === 'GET') {
      void showLoginPage(services, context, url.searchParams, response, () => application(request, response));
      return;
    }
    if (request.method === 'POST') {
      void readForm(request).then((form) =>
        checkCredentials(services, context, form, response, () => {
          // body-parser skips a request whose body is already read and marked so.
          Object.assign(request, { body: Object.fromEntries(form), _body: true });
          application(request, response);
        }),
      );
      return;
    }
    application(request, response);
  };
}

async function appClientAccepts(
  services: Services,
  context: Context,
  fields: URLSearchParams,
): Promise<boolean> {
  const clientId = fields.get('client_id');
  const redirectUri = fields.get('redirect_uri');
  if (!clientId || !redirectUri || fields.get('response_type') !== 'code') return false;
  if (!fields.get('code_challenge') || fields.get('code_challenge_method') !== 'S256') return false;
  const client = await services.cognito.getAppClient(context, clientId).catch(() => null);
  return Boolean(client?.CallbackURLs?.includes(redirectUri));
}

/** A request cognito-local would refuse goes to it, so the refusal is its own (400 and why). */
async function showLoginPage(
  services: Services,
  context: Context,
  query: URLSearchParams,
  response: ServerResponse,
  refuse: () => void,
): Promise<void> {
  if (!(await appClientAccepts(services, context, query))) return refuse();
  const accounts = await localAccounts(services, context, query.get('client_id') ?? '');
  sendPage(response, { fields: fieldsOf(query), accounts });
}

async function checkCredentials(
  services: Services,
  context: Context,
  form: URLSearchParams,
  response: ServerResponse,
  accept: () => void,
): Promise<void> {
  if (!(await appClientAccepts(services, context, form))) return accept();
  const clientId = form.get('client_id') ?? '';
  const pool = await services.cognito.getUserPoolForClientId(context, clientId);
  const email = form.get('username') ?? '';
  const user = email ? await pool.getUserByUsername(context, email) : null;
  const error =
    !user || user.Password !== form.get('password')
      ? hostedLoginCopy.wrongCredentials
      : user.UserStatus === 'UNCONFIRMED'
        ? hostedLoginCopy.unconfirmed
        : undefined;
  if (!error) return accept();
  sendPage(response, {
    fields: fieldsOf(form),
    accounts: await localAccounts(services, context, clientId),
    email,
    error,
  });
}

async function localAccounts(services: Services, context: Context, clientId: string): Promise<string[]> {
  const pool = await services.cognito.getUserPoolForClientId(context, clientId);
  const users = await pool.listUsers(context);
  // The demo account first, then the newest: the one just registered is the likeliest pick.
  const newestFirst = [...users]
    .filter((user) => user.UserStatus === 'CONFIRMED')
    .sort((a, b) => b.UserCreateDate.getTime() - a.UserCreateDate.getTime())
    .map(emailOf)
    .filter((email): email is string => Boolean(email));
  const demoFirst = [
    ...newestFirst.filter((email) => email === demoLogin.email),
    ...newestFirst.filter((email) => email !== demoLogin.email),
  ];
  return demoFirst.slice(0, listedAccounts);
}

const emailOf = (user: User): string | undefined =>
  user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;

function fieldsOf(source: URLSearchParams): CarriedFields {
  return Object.fromEntries(
    carriedFields.flatMap((name) => (source.has(name) ? [[name, source.get(name) ?? '']] : [])),
  );
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

interface PageContent {
  fields: CarriedFields;
  accounts: readonly string[];
  email?: string;
  error?: string;
}

function sendPage(response: ServerResponse, content: PageContent): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(loginPage(content));
}

export function loginPage({ fields, accounts, email = '', error }: PageContent): string {
  const copy = hostedLoginCopy;
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
  const accountList = accounts.length
    ? `<ul class="accounts">${accounts
        .map(
          (account) =>
            `<li><button type="button" class="account" data-email="${escapeHtml(account)}">${escapeHtml(account)}</button></li>`,
        )
        .join('')}</ul>`
    : `<p class="hint">${copy.noAccounts}</p>`;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${copy.title}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#7c3aed,#c026d3);color:#0f172a}
main{width:100%;max-width:420px;background:#fff;border-radius:24px;padding:28px;box-shadow:0 20px 50px rgba(15,23,42,.25)}
.logo{margin:0;font-size:28px;font-weight:900;color:#6d28d9}
h1{margin:4px 0 8px;font-size:20px}
p{margin:0 0 16px;line-height:1.5;color:#334155}
.hint{font-size:14px}
h2{margin:20px 0 8px;font-size:15px}
.accounts{list-style:none;margin:0 0 8px;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.account{border:1px solid #c4b5fd;background:#f5f3ff;color:#5b21b6;border-radius:999px;padding:8px 12px;font:inherit;font-size:14px;cursor:pointer}
.account:hover{background:#ede9fe}
label{display:block;margin:12px 0 4px;font-weight:600;font-size:14px}
input[type=email],input[type=password]{width:100%;padding:12px;border:1px solid #94a3b8;border-radius:12px;font:inherit}
button:focus-visible,input:focus-visible{outline:3px solid #7c3aed;outline-offset:2px}
.submit{margin-top:20px;width:100%;padding:12px;border:0;border-radius:12px;background:#6d28d9;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.submit:hover{background:#5b21b6}
.error{padding:10px 12px;border-radius:12px;background:#fef2f2;color:#991b1b;font-weight:600}
</style>
</head>
<body>
<main>
<p class="logo" aria-hidden="true">squad</p>
<h1>${copy.heading}</h1>
<p>${copy.explanation}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden}
<h2>${copy.accountsHeading}</h2>
<p class="hint">${escapeHtml(copy.accountsHint)}</p>
${accountList}
<label for="username">${copy.email}</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">${copy.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="submit" type="submit">${copy.submit}</button>
</form>
</main>
<script>
for (const button of document.querySelectorAll('.account')) {
  button.addEventListener('click', () => {
    document.getElementById('username').value = button.dataset.email;
    document.getElementById('password').focus();
  });
}
</script>
</body>
</html>`;
}

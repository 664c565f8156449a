/**
 * Every e-mail's look, rendered at send time from the plain text a feature wrote (outbox.ts:
 * paragraphs separated by a blank line, a link on a line of its own is the e-mail's action). One layout for all:
 * HTML with the web's colours inlined (mail clients drop style sheets), the Squad name, the action as a button, a
 * footer; and the text version with the same footer. With an unsubscribe link, both versions carry it and the
 * List-Unsubscribe headers (RFC 2369, one-click per RFC 8058) go with them. Everything written into the HTML is
 * escaped: a text is never markup. The only links are the product's own (the action, the footer): the rest of the
 * text may quote users (a title, a message, a name), so no address in it becomes a link, in either version.
 */
import { inertLinks } from '../platform/inert-links';

/** The web's theme (web/src/styles.css), as hex: violet brand, fuchsia accent, slate neutrals. */
const colours = {
  page: '#f5f3ff', // violet-50
  card: '#ffffff',
  border: '#e2e8f0', // slate-200
  text: '#0f172a', // slate-900
  muted: '#475569', // slate-600: AA on white and on violet-50
  brand: '#6d28d9', // violet-700: white text on it is AA, as it is on the web's links
  accent: '#c026d3', // fuchsia-600
} as const;
const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface UnsubscribeLinks {
  /** the SPA page the body's link opens: it says what stopped */
  readonly pageUrl: string;
  /** the API endpoint a mail client POSTs to (RFC 8058) */
  readonly oneClickUrl: string;
  /** what the reader calls this kind of e-mail (lambdas/contracts/email.ts) */
  readonly kindName: string;
}

export interface LayoutInput {
  readonly subject: string;
  readonly text: string;
  readonly siteUrl: string;
  /** where the reader's settings are, linked from the footer */
  readonly settingsUrl: string;
  readonly unsubscribe?: UnsubscribeLinks;
  /** a marketing e-mail (sent only with an opt-in); every other e-mail says it is transactional */
  readonly marketing: boolean;
}

export interface MessageHeader {
  readonly Name: string;
  readonly Value: string;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** SES v2 `Content.Simple.Headers` */
  readonly headers: readonly MessageHeader[];
}

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => htmlEscapes[c]);

/** A line that is one link alone to the product's own site: the e-mail's action. */
const isOwnLink = (line: string, siteUrl: string) => {
  const site = siteUrl.replace(/\/$/, '');
  return /^https?:\/\/\S+$/.test(line) && (line === site || line.startsWith(`${site}/`));
};

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'action'; url: string };

/** The text's paragraphs; a paragraph that is one link alone to the site is an action. */
function blocksOf(text: string, siteUrl: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): Block =>
      lines.length === 1 && isOwnLink(lines[0], siteUrl)
        ? { kind: 'action', url: lines[0] }
        : { kind: 'paragraph', lines },
    );
}

const link = (url: string, label: string, style: string) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

/** Text that no mail client turns into a link, escaped. */
const inertHtml = (text: string) => escapeHtml(inertLinks(text));

export const actionLabel = 'Squad’da aç';

function blockHtml(block: Block): string {
  if (block.kind === 'action') {
    return (
      `<p style="margin:24px 0;">` +
      link(
        block.url,
        actionLabel,
        `display:inline-block;background-color:${colours.brand};color:#ffffff;font-weight:600;` +
          `text-decoration:none;padding:12px 24px;border-radius:12px;`,
      ) +
      `</p>`
    );
  }
  return `<p style="margin:0 0 16px;">${block.lines.map(inertHtml).join('<br>')}</p>`;
}

/**
 * A footer line: `before`, a link labelled `label`, `after`. The HTML shows the label as the link; the text
 * version, which has no links, writes the address out after the line.
 */
interface FooterLine {
  readonly before: string;
  readonly label: string;
  readonly after: string;
  readonly url: string;
}

/** What a reader may wonder of an e-mail that came without their marketing opt-in. */
export const transactionalNote = 'Bu bir işlem e-postasıdır; pazarlama izni gerektirmez.';

/** The footer, shared by both versions. */
function footerLines({ siteUrl, settingsUrl, unsubscribe, marketing }: LayoutInput): FooterLine[] {
  return [
    {
      before: 'Bu e-postayı ',
      label: 'Squad',
      after: ` hesabın için gönderdik.${marketing ? '' : ` ${transactionalNote}`}`,
      url: siteUrl,
    },
    ...(unsubscribe
      ? [
          {
            before: `${unsubscribe.kindName} artık e-postayla gelmesin istersen `,
            label: 'tek tıkla abonelikten çık',
            after: '.',
            url: unsubscribe.pageUrl,
          },
        ]
      : []),
    {
      before: 'Tüm e-posta tercihlerini ',
      label: 'hesap ayarlarından',
      after: ' değiştirebilirsin.',
      url: settingsUrl,
    },
  ];
}

function renderText(input: LayoutInput): string {
  const body = input.text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => (isOwnLink(line.trim(), input.siteUrl) ? line : inertLinks(line)))
    .join('\n');
  const footer = footerLines(input)
    .map(({ before, label, after, url }) => `${before}${label}${after}\n${url}`)
    .join('\n\n');
  return `${body}\n\n--\nSquad\n${footer}\n`;
}

/** The subject as the card's heading, without the "Squad: " the inbox needs and the name above it already says. */
const heading = (subject: string) => subject.replace(/^Squad:\s*/, '');

function renderHtml(input: LayoutInput): string {
  const body = blocksOf(input.text, input.siteUrl).map(blockHtml).join('\n');
  const footer = footerLines(input)
    .map(
      ({ before, label, after, url }) =>
        `<p style="margin:0 0 8px;">${escapeHtml(before)}` +
        link(url, label, `color:${colours.brand};text-decoration:underline;`) +
        `${escapeHtml(after)}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${inertHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px;font-family:${fontStack};font-size:26px;font-weight:900;letter-spacing:-0.5px;color:${colours.brand};">Squad</td></tr>
<tr><td style="background-color:${colours.card};border:1px solid ${colours.border};border-top:4px solid ${colours.accent};border-radius:16px;padding:28px 24px;font-family:${fontStack};font-size:16px;line-height:1.6;color:${colours.text};">
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3;color:${colours.text};">${inertHtml(heading(input.subject))}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 4px 0;font-family:${fontStack};font-size:13px;line-height:1.5;color:${colours.muted};">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The RFC 8058 pair: a mail client's unsubscribe button POSTs `List-Unsubscribe=One-Click` to the URL. */
function unsubscribeHeaders(unsubscribe: UnsubscribeLinks | undefined): MessageHeader[] {
  if (!unsubscribe) return [];
  return [
    { Name: 'List-Unsubscribe', Value: `<${unsubscribe.oneClickUrl}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}

export function renderEmail(input: LayoutInput): RenderedEmail {
  return {
    subject: input.subject,
    text: renderText(input),
    html: renderHtml(input),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}

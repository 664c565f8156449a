import { actionLabel, renderEmail, transactionalNote, type LayoutInput } from '../../../lambdas/email/layout';

const base: LayoutInput = {
  subject: 'Squad: "Koşu & kahve" iptal edildi',
  text: [
    'Merhaba,',
    '',
    'Katılacağın <b>Koşu & kahve</b> etkinliği iptal edildi.',
    'Ayrıntılar: https://squad.test/dashboard/eventDetails/e-1.',
    '',
    'https://squad.test/dashboard/my-events?tab=joined&x="1"',
  ].join('\n'),
  siteUrl: 'https://squad.test',
  settingsUrl: 'https://squad.test/dashboard/settings',
  marketing: false,
};

const unsubscribe = {
  pageUrl: 'https://squad.test/unsubscribe?token=abc.def',
  oneClickUrl: 'https://squad.test/email/unsubscribe?token=abc.def',
  kindName: 'Etkinlik iptalleri',
};

describe('the e-mail layout', () => {
  it('escapes the subject and the text in the HTML, so a text never becomes markup', () => {
    const { html } = renderEmail(base);

    expect(html).toContain('<title>Squad: &quot;Koşu &amp; kahve&quot; iptal edildi</title>');
    expect(html).toContain('Katılacağın &lt;b&gt;Koşu &amp; kahve&lt;/b&gt; etkinliği iptal edildi.');
    expect(html).not.toContain('<b>');
  });

  it('turns a link on a line of its own into the action button, with its address escaped', () => {
    const { html } = renderEmail(base);

    expect(html).toContain('href="https://squad.test/dashboard/my-events?tab=joined&amp;x=&quot;1&quot;"');
    expect(html).toContain(`>${actionLabel}</a>`);
  });

  it('links no address inside the text, which may quote users, in either version', () => {
    const email = renderEmail({
      ...base,
      text: 'Mesaj: “http://evil.example/giris adresinden gir, ya da www.evil.com, ali@evil.com”\n\nhttps://squad.test/x',
    });

    for (const version of [email.html, email.text]) {
      expect(version).not.toMatch(/https?:\/\/evil|www\.evil|evil\.(example|com)|ali@/);
      expect(version.replaceAll('\u200d', '')).toContain(
        'http://evil.example/giris adresinden gir, ya da www.evil.com, ali@evil.com',
      );
    }
    expect(email.html).not.toContain('href="https://squad.test/dashboard/eventDetails');
  });

  it('makes a link of another site on a line of its own no action, and no link', () => {
    const { html } = renderEmail({ ...base, text: 'Merhaba,\n\nhttps://evil.example/giris' });

    expect(html).not.toContain(actionLabel);
    expect(html).not.toContain('evil.example');
  });

  it('links no address in the subject, which may hold an event’s title', () => {
    const { html } = renderEmail({ ...base, subject: 'Squad: “evil.com’da buluşalım” iptal edildi' });

    expect(html).not.toContain('evil.com');
  });

  it('heads the card with the subject, without the “Squad:” the name above it already says', () => {
    const { html } = renderEmail(base);

    expect(html).toContain('>&quot;Koşu &amp; kahve&quot; iptal edildi</h1>');
  });

  it('keeps the paragraphs of the text, in Turkish HTML with the product’s name and colours', () => {
    const { html } = renderEmail(base);

    expect(html).toMatch(/^<!doctype html>\n<html lang="tr">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('>Squad</td>');
    expect(html).toContain('#6d28d9');
    expect(html.match(/<p style="margin:0 0 16px;">/g)).toHaveLength(2);
  });

  it('writes the text version as the text itself (as the reader sees it) with the footer, and links to the settings in both', () => {
    const { text, html } = renderEmail(base);

    expect(text.replaceAll('\u200d', '').startsWith(`${base.text}\n\n--\nSquad\n`)).toBe(true);
    expect(text).toContain(
      'Tüm e-posta tercihlerini hesap ayarlarından değiştirebilirsin.\nhttps://squad.test/dashboard/settings',
    );
    expect(html).toContain('href="https://squad.test/dashboard/settings"');
  });

  it('has no unsubscribe link and no List-Unsubscribe headers without an unsubscribe', () => {
    const { text, html, headers } = renderEmail(base);

    expect(headers).toEqual([]);
    expect(text).not.toContain('abonelikten');
    expect(html).not.toContain('abonelikten');
  });

  it('puts the unsubscribe link in both versions and the one-click List-Unsubscribe headers', () => {
    const { text, html, headers } = renderEmail({ ...base, unsubscribe });

    expect(headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://squad.test/email/unsubscribe?token=abc.def>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(text).toContain(
      'Etkinlik iptalleri artık e-postayla gelmesin istersen tek tıkla abonelikten çık.\nhttps://squad.test/unsubscribe?token=abc.def',
    );
    expect(html).toContain(
      'Etkinlik iptalleri artık e-postayla gelmesin istersen <a href="https://squad.test/unsubscribe?token=abc.def"',
    );
  });

  it('says in both versions that an e-mail sent without a marketing opt-in is transactional', () => {
    const { text, html } = renderEmail(base);

    expect(text).toContain(transactionalNote);
    expect(html).toContain(transactionalNote);
  });

  it('leaves the transactional line out of a marketing e-mail', () => {
    const { text, html } = renderEmail({ ...base, marketing: true });

    expect(text).not.toContain(transactionalNote);
    expect(html).not.toContain(transactionalNote);
  });
});

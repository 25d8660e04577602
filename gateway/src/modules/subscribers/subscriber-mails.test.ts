import { absoluteIn } from '../../core/stored-content';
import { renderConfirmationMail, renderPostMail } from './mails';

/**
 * Issue 47.5: the mails a subscriber gets are React components (react-email) rendered to HTML and
 * plain text that say the same; readable in dark mode and on a phone of 320 px; no tracking pixel
 * (a post's cover is its only image of ours); every link as written (no redirect, no tracking).
 */

const SITE = 'https://deniz.dev';
const UNSUBSCRIBE = 'https://deniz.dev/unsubscribe/0f8e.AbCdEfGhIjKlMnOpQrStUv';
const item = {
  title: 'İlk yazı: ğüşıöç ve İstanbul',
  summary: 'Özet: şehrin ışıkları.',
  html:
    '<h2 id="giris">Giriş</h2><p>Bir <a href="https://example.com/a?b=1&amp;c=2" rel="noopener">dış bağlantı</a>, ' +
    '<a href="/blog/baska">bir yazı</a>, <a href="#giris">başa dön</a>, <a href="mailto:a@ornek.com">posta</a>.</p>' +
    '<picture><source type="image/avif" srcset="/uploads/p-480.avif 480w, /uploads/p-960.avif 960w" sizes="100vw">' +
    '<img src="/uploads/p.jpg" alt="Boğaz" width="960" height="640"></picture>',
  path: '/blog/ilk-yazi',
  image: '/blog/ilk-yazi/og.png',
};
const post = (content: 'summary' | 'full') =>
  renderPostMail({ siteName: 'Deniz Yılmaz', siteUrl: SITE, item, content, unsubscribeUrl: UNSUBSCRIBE });

const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

describe('the mails to subscribers', () => {
  it('asks to confirm with one link, in Turkish, in HTML and plain text', async () => {
    const url = 'https://deniz.dev/subscribe/confirm/0f8e.AbCdEfGhIjKlMnOpQrStUv';
    const mail = await renderConfirmationMail({ siteName: 'Deniz Yılmaz', confirmUrl: url });
    expect(mail.subject).toBe('Deniz Yılmaz: aboneliğinizi onaylayın');
    expect(new Set(hrefs(mail.html))).toEqual(new Set([url]));
    expect(mail.html).toContain('Aboneliği onayla');
    expect(images(mail.html)).toEqual([]);
    expect(mail.text).toContain('Aboneliğinizi onaylayın');
    expect(mail.text).toContain(`Aboneliği onayla ${url}`);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([url]);
    expect(mail.text).toContain('7 gün içinde silinir');
    expect(mail.text).not.toMatch(/<|&[a-z]+;/);
  });

  it("sends a post's summary, its cover, a link to it and the way out, every link as it is", async () => {
    const mail = await post('summary');
    expect(mail.subject).toBe('İlk yazı: ğüşıöç ve İstanbul');
    expect(mail.html).toContain('İlk yazı: ğüşıöç ve İstanbul');
    expect(mail.html).toContain('Özet: şehrin ışıkları.');
    expect(mail.html).not.toContain('dış bağlantı');
    // The cover is the post's share card, and the only image: no pixel counts who opened it.
    expect(images(mail.html)).toEqual([expect.stringContaining('src="https://deniz.dev/blog/ilk-yazi/og.png"')]);
    expect(mail.html).not.toMatch(/rel="preload"/);
    expect(new Set(hrefs(mail.html))).toEqual(new Set(['https://deniz.dev/blog/ilk-yazi', UNSUBSCRIBE]));
    expect(mail.html).toMatch(/>Yazının tamamını okuyun</);
    expect(mail.html).toMatch(/>Abonelikten çık</);
    // The way out is at the bottom: after the link to the post.
    expect(mail.html.lastIndexOf(UNSUBSCRIBE)).toBeGreaterThan(mail.html.lastIndexOf('Yazının tamamını okuyun'));

    expect(mail.text).toMatch(/^İlk yazı: ğüşıöç ve İstanbul\n/);
    expect(mail.text).toContain('Özet: şehrin ışıkları.');
    expect(mail.text).toContain('Yazının tamamını okuyun https://deniz.dev/blog/ilk-yazi');
    expect(mail.text).toMatch(new RegExp(`Abonelikten çık ${UNSUBSCRIBE.replace(/\./g, '\\.')}\\s*$`));
  });

  it('sends the whole post when the owner chose so, its own addresses made absolute and the others as written', async () => {
    const mail = await post('full');
    expect(mail.html).not.toContain('Özet: şehrin ışıkları.');
    expect(mail.html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener">dış bağlantı</a>');
    expect(mail.html).toContain('<a href="mailto:a@ornek.com">posta</a>');
    expect(mail.html).toContain('href="https://deniz.dev/blog/baska"');
    expect(mail.html).toContain('href="https://deniz.dev/blog/ilk-yazi#giris"');
    expect(mail.html).toContain(
      'srcset="https://deniz.dev/uploads/p-480.avif 480w, https://deniz.dev/uploads/p-960.avif 960w"',
    );
    expect(images(mail.html)).toHaveLength(2);
    expect(mail.html).toContain('src="https://deniz.dev/uploads/p.jpg"');
    expect(mail.text).toContain('Giriş');
    expect(mail.text).toContain('dış bağlantı https://example.com/a?b=1&c=2');
    expect(mail.text).not.toContain('GİRİŞ');
  });

  it('reads in both themes and on a phone: colour schemes declared, dark colours, a card that shrinks, images too', async () => {
    for (const mail of [await post('full'), await renderConfirmationMail({ siteName: 'S', confirmUrl: SITE })]) {
      expect(mail.html).toContain('<html dir="ltr" lang="tr">');
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      const dark = mail.html.indexOf('@media (prefers-color-scheme: dark) {');
      expect(dark).toBeGreaterThan(0);
      expect(mail.html.indexOf('.card { background-color: #151b22 !important;')).toBeGreaterThan(dark);
      expect(mail.html).toMatch(/class="card"[^>]*style="max-width:600px;[^"]*width:100%/);
      expect(mail.html).toContain('img { max-width: 100% !important; height: auto !important; }');
    }
  });

  it('leaves absolute addresses exactly as written', () => {
    const html = '<a href="HTTPS://Ornek.com/%C4%B0?x=1">x</a><img src="data:image/png;base64,AAAA">';
    expect(absoluteIn(html, SITE, `${SITE}/blog/x`)).toBe(html);
  });
});

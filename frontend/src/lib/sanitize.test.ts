import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize';

/** The sanitised HTML, parsed, so tests look at elements rather than at spelling. */
function clean(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizePostHtml(html);
  return container;
}

describe('sanitizePostHtml', () => {
  it('keeps ordinary editor output', () => {
    const html =
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>italik</em> <s>çizili</s> <u>altı çizili</u></p>' +
      '<ol><li>bir</li></ol><blockquote>alıntı</blockquote><pre>kod</pre>' +
      '<p data-indent="2"><a href="https://example.com">bağlantı</a> <a href="mailto:a@b.co">e-posta</a></p>';
    const out = clean(html);
    expect(out.querySelector('h2')).toHaveTextContent('Başlık');
    expect(out.querySelector('strong')).toHaveTextContent('kalın');
    expect(out.querySelector('blockquote')).toHaveTextContent('alıntı');
    expect(out.querySelector('[data-indent="2"]')).not.toBeNull();
    expect(out.querySelector('a[href="https://example.com"]')).not.toBeNull();
    expect(out.querySelector('a[href="mailto:a@b.co"]')).not.toBeNull();
  });

  it('removes scripts', () => {
    const out = clean('<p>önce</p><script>alert(1)</script><p>sonra</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.innerHTML).not.toContain('alert');
    expect([...out.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['önce', 'sonra']);
  });

  it('removes event handler attributes', () => {
    const out = clean(
      '<img src="/uploads/a.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">metin</p>',
    );
    expect(out.querySelector('img')).toHaveAttribute('src', '/uploads/a.png');
    expect(out.querySelector('img')).not.toHaveAttribute('onerror');
    expect(out.querySelector('p')).not.toHaveAttribute('onclick');
    expect(out.querySelector('p')).not.toHaveAttribute('onmouseover');
    expect(out.innerHTML).not.toContain('alert');
  });

  it('removes javascript: (and other unsafe) links', () => {
    const out = clean(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(2)">b</a>' +
        '<a href="data:text/html,<script>alert(3)</script>">c</a>',
    );
    expect(out.querySelectorAll('a')).toHaveLength(3);
    out.querySelectorAll('a').forEach((a) => expect(a).not.toHaveAttribute('href'));
    expect(out.innerHTML.toLowerCase()).not.toContain('javascript:');
  });

  it('removes iframes from foreign hosts', () => {
    const out = clean(
      '<iframe src="https://evil.example.com/embed/x"></iframe>' +
        '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/x"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe>' +
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>' +
        '<p>kalan</p>',
    );
    expect(out.querySelector('iframe')).toBeNull();
    expect(out).toHaveTextContent('kalan');
  });

  it('keeps YouTube and Vimeo players', () => {
    const out = clean(
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    );
    const sources = [...out.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
    expect(sources).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/abc',
      'https://player.vimeo.com/video/76979871',
    ]);
    expect(out.querySelector('[data-youtube-video] > iframe')).not.toBeNull();
  });

  it("keeps a player's own attributes (allowfullscreen, allow, frameborder, size), as the server stores them", () => {
    // What the gateway's sanitiser keeps for a TipTap YouTube node.
    const out = clean(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="480" frameborder="0" ' +
        'allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="true"></iframe>',
    );
    const frame = out.querySelector('iframe');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(frame).toHaveAttribute('frameborder', '0');
    expect(frame).toHaveAttribute('width', '640');
    expect(frame).toHaveAttribute('height', '480');
  });

  it('keeps /uploads images and data:image images', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const out = clean(`<img src="/uploads/kapak.jpg" alt="kapak"><img src="${png}" alt="gömülü">`);
    const images = out.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', '/uploads/kapak.jpg');
    expect(images[0]).toHaveAttribute('alt', 'kapak');
    expect(images[1]).toHaveAttribute('src', png);
  });

  it('keeps the plain attributes the server allows on images and lists', () => {
    const out = clean('<img src="/uploads/a.png" alt="a" width="300" height="200"><ol start="3"><li>üç</li></ol>');
    expect(out.querySelector('img')).toHaveAttribute('width', '300');
    expect(out.querySelector('img')).toHaveAttribute('height', '200');
    expect(out.querySelector('ol')).toHaveAttribute('start', '3');
  });

  it('gives target=_blank links rel noopener', () => {
    const out = clean(
      '<a href="https://example.com" target="_blank">yeni sekme</a><a href="https://example.org" target="_blank" rel="opener">x</a>',
    );
    const links = out.querySelectorAll('a');
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
      expect(link.getAttribute('rel')?.split(/\s+/)).not.toContain('opener');
    });
  });

  it('leaves links without target=_blank alone', () => {
    const out = clean('<a href="https://example.com">aynı sekme</a>');
    expect(out.querySelector('a')).not.toHaveAttribute('target');
  });
});

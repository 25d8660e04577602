import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitizePostHtml';

/** The sanitised HTML, parsed, so the tests look at elements rather than at spelling. */
function clean(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizePostHtml(html);
  return container;
}

describe('sanitizePostHtml (unsaved text in a preview)', () => {
  it("keeps the editor's markup", () => {
    const out = clean(
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>italik</em></p><blockquote>alıntı</blockquote>' +
        '<p><a target="_blank" href="https://example.com">bağlantı</a></p><img src="/uploads/a.png" alt="">',
    );
    expect(out.querySelector('h2')).toHaveTextContent('Başlık');
    expect(out.querySelector('strong')).toHaveTextContent('kalın');
    expect(out.querySelector('blockquote')).toHaveTextContent('alıntı');
    expect(out.querySelector('a')).toHaveAttribute('href', 'https://example.com');
    expect(out.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(out.querySelector('img')).toHaveAttribute('src', '/uploads/a.png');
  });

  it('drops scripts, event handlers, javascript: links and foreign players', () => {
    const out = clean(
      '<p onclick="alert(1)">metin</p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">a</a><iframe src="https://evil.example.com/embed/x"></iframe>',
    );
    expect(out.innerHTML).not.toContain('alert');
    expect(out.querySelector('p')).not.toHaveAttribute('onclick');
    expect(out.querySelector('script, img, iframe')).toBeNull();
    expect(out.querySelector('a')).not.toHaveAttribute('href');
  });

  it('keeps a YouTube player', () => {
    const out = clean(
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/abc123" width="640" height="480"></iframe></div>',
    );
    expect(out.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
  });
});

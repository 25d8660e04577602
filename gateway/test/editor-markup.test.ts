import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sanitizeContentHtml } from '../src/core/sanitize-html';

/**
 * The admin editor's real output, recorded by frontend/src/features/admin/editor/all-formats.test.ts
 * (TipTap with the editor's own extension list, driven through every format of
 * docs/product/editor.md#formats, and the same editor fed HTML pasted from elsewhere), is stored
 * byte for byte: the sanitiser's allowlist and the editor agree.
 */
const FIXTURES = join(__dirname, '../../frontend/src/features/admin/editor/fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8').replace(/\n$/, '');

describe.each(['all-formats.html', 'pasted.html'])('editor output %s', (name) => {
  const html = fixture(name);

  it('is a real document', () => {
    expect(html.length).toBeGreaterThan(500);
    expect(html).toMatch(/^<(?:h\d|p)[ >]/);
  });

  it('passes the sanitiser unchanged', () => {
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});

describe('editor output with every format', () => {
  const html = fixture('all-formats.html');

  it.each([
    ['headings 1-6', /<h1>[\s\S]*<h2>[\s\S]*<h3[ >][\s\S]*<h4>[\s\S]*<h5>[\s\S]*<h6>/],
    ['font family', /<span style="font-family: [^"]+;">/],
    ['sizes small, large, huge', /font-size: 0\.75em;[\s\S]*font-size: 1\.5em;[\s\S]*font-size: 2\.5em;/],
    ['bold, italic, underline, strike', /<strong>[\s\S]*<em>[\s\S]*<u>[\s\S]*<s>/],
    ['text colour', /<span style="color: [^"]+;">/],
    ['background colour', /<mark data-color="[^"]+" style="background-color: [^"]+; color: inherit;">/],
    ['subscript, superscript', /<sub>[\s\S]*<sup>/],
    ['lists', /<ul><li>[\s\S]*<ol><li>/],
    ['indent', /data-indent="1"[\s\S]*data-indent="8"/],
    ['alignment', /text-align: left;[\s\S]*text-align: center;[\s\S]*text-align: right;[\s\S]*text-align: justify;/],
    ['blockquote, code block', /<blockquote>[\s\S]*<pre><code>/],
    ['links', /<a target="_blank" rel="noopener noreferrer nofollow" href="(?:https:|mailto:|tel:)/],
    ['images (a data: image is uploaded by the editor, never written)', /<img src="\/uploads\/[\s\S]*<img src="https:/],
    ['YouTube and Vimeo', /src="https:\/\/www\.youtube\.com\/embed\/[\s\S]*src="https:\/\/player\.vimeo\.com\/video\//],
  ])('keeps %s', (_format, pattern) => {
    expect(sanitizeContentHtml(html)).toMatch(pattern);
  });
});

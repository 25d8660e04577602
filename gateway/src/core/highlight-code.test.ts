import { decodeEntities } from '@portfolio/content-rules';
import fc from 'fast-check';
import { XSS_CORPUS } from '../../test/support/xss';
import { HIGHLIGHT_BUDGET, highlightCode } from './highlight-code';
import { storedContentHtml } from './stored-content';

const block = (language: string | null, code: string) =>
  `<pre><code${language ? ` class="language-${language}"` : ''}>${code}</code></pre>`;

/** Every tag highlightCode may write inside a block: lowlight's spans (a sub-language's too, `xml`). */
const OWN_TAGS =
  /^<(?:\/span|span class="(?:hljs-[a-z_-]+|xml|css|javascript)(?: [a-z_]+)*"|\/?pre|\/code|code class="language-[a-z]+")>$/;

const tagsIn = (html: string) => html.match(/<[^>]*>/g) ?? [];

/** The code's text as a reader copies it: tags out, references decoded. */
const textIn = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ''));

/** Text as the sanitiser writes it. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('highlightCode', () => {
  it("highlights a block in its language with highlight.js's classes, keeping the text", () => {
    expect(highlightCode(block('typescript', `const a: string = 'x'; // "b"`))).toBe(
      block(
        'typescript',
        '<span class="hljs-keyword">const</span> <span class="hljs-attr">a</span>: <span class="hljs-built_in">string</span> = ' +
          `<span class="hljs-string">'x'</span>; <span class="hljs-comment">// "b"</span>`,
      ),
    );
    expect(highlightCode(block('sh', 'echo "a &amp; b" &gt; out.txt'))).toBe(
      block('sh', '<span class="hljs-built_in">echo</span> <span class="hljs-string">"a &amp; b"</span> > out.txt'),
    );
    const html = highlightCode(block('html', '&lt;a href="x"&gt;y&lt;/a&gt;'));
    expect(html).toContain('<span class="hljs-name">a</span>');
    expect(textIn(html)).toBe('<a href="x">y</a>');
  });

  it.each([
    ['ts', 'typescript', 'let a = 1;'],
    ['js', 'javascript', 'let a = 1;'],
    ['sh', 'bash', 'echo a'],
    ['py', 'python', 'def f(): pass'],
    ['yml', 'yaml', 'a: 1'],
    ['c++', 'cpp', 'int a;'],
  ])('knows the alias %s of %s, and keeps the class as written', (alias, language, code) => {
    const highlighted = highlightCode(block(language, code));
    expect(highlighted).toContain('<span class="hljs-');
    expect(highlightCode(block(alias, code))).toBe(highlighted.replace(`language-${language}`, `language-${alias}`));
  });

  it('leaves a block without a language, or in one lowlight does not know, plain: no guessing', () => {
    expect(highlightCode(block(null, 'let a = 1; a &lt; b'))).toBe(block(null, 'let a = 1; a &lt; b'));
    expect(highlightCode(block('cobol', 'MOVE A TO B.'))).toBe(block('cobol', 'MOVE A TO B.'));
    // A span there (the API takes any allowed HTML) is no code: its text stays.
    expect(highlightCode(block(null, '<span style="color: #c2410c;">x</span><br>y'))).toBe(block(null, 'x\ny'));
  });

  it('touches nothing but code blocks', () => {
    const html = '<p><code>let a</code></p><pre>let a</pre><h2 id="a">let a</h2>';
    expect(highlightCode(html)).toBe(html);
  });

  it('gives the same bytes again on stored content, and on stored content saved again', () => {
    const post = [
      '<h2>Kod</h2>',
      block('ts', 'type Sonuc&lt;T&gt; = { veri: T } | { mesaj: "İsim &amp; soyad" };'),
      block('html', '&lt;p class="a"&gt;&amp;nbsp;&lt;/p&gt;'),
      block(null, 'a&nbsp;&gt; b'),
      block('cobol', 'MOVE A TO B.'),
    ].join('');
    const once = highlightCode(post);
    expect(highlightCode(once)).toBe(once);
    const stored = storedContentHtml(post);
    expect(storedContentHtml(stored)).toBe(stored);
  });

  it('lets no markup through: whatever the text, the block holds its spans and the same text', () => {
    const hostile = '<script>alert(1)</script>&lt;script&gt;alert("x")&lt;/script&gt; \'q\' &lt;/code&gt;&lt;/pre&gt;';
    const html = highlightCode(block('js', `${hostile}&lt;img src=x onerror=alert(1)&gt;`));
    expect(html).not.toMatch(/<script|<img|<\/code><\/pre>./);
    expect(tagsIn(html).filter((tag) => !OWN_TAGS.test(tag))).toEqual([]);
    expect(textIn(html)).toBe(`alert(1)<script>alert("x")</script> 'q' </code></pre><img src=x onerror=alert(1)>`);

    const language = fc.constantFrom('ts', 'js', 'html', 'css', 'bash', 'json', 'sql', 'python', 'cobol');
    const text = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", '/', ' ', '\n', 'a', 'ş', ';', '{', '=') });
    fc.assert(
      fc.property(language, text, (name, code) => {
        const highlighted = highlightCode(block(name, escape(code)));
        expect(tagsIn(highlighted).filter((tag) => !OWN_TAGS.test(tag))).toEqual([]);
        expect(textIn(highlighted)).toBe(code);
        expect(highlightCode(highlighted)).toBe(highlighted);
      }),
    );
  });

  it.each(XSS_CORPUS)('keeps an XSS attempt as the text of an HTML block: %s', (_what, input) => {
    const html = highlightCode(block('html', escape(input)));
    expect(tagsIn(html).filter((tag) => !OWN_TAGS.test(tag))).toEqual([]);
    expect(textIn(html)).toBe(input);
  });

  it(`highlights ${HIGHLIGHT_BUDGET} characters of code in a post at most, and leaves the blocks past them plain`, () => {
    const code = 'let a = 1;\n'.repeat(HIGHLIGHT_BUDGET / 20);
    const html = highlightCode(block('ts', code) + block('ts', code) + block('ts', code));
    const blocks = html.split('</pre>');
    expect(blocks[0]).toContain('hljs-keyword');
    expect(blocks[1]).not.toContain('hljs-keyword');
    expect(blocks[2]).toBe(block('ts', code).replace('</pre>', ''));
  });
});

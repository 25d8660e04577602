import { decodeEntities, headingsOf, readingMinutes, readingTimeText, textOf, withHeadingIds } from './contents';

/** A post's headings, contents and reading time (issue 'Reader tools'). Runs with the gateway's unit tests. */

describe('withHeadingIds', () => {
  it('gives every heading the slug of its text, numbering repeats and the ids the page uses', () => {
    const html =
      '<h2>Neden TypeScript?</h2><p>metin</p><h3 style="text-align: center">İlk <strong>Adım</strong> &amp; Işık</h3>' +
      '<h2>Neden TypeScript?</h2><h4>Root</h4><h2>Main</h2><h2>!?</h2><h2>Neden TypeScript?</h2>';
    expect(withHeadingIds(html)).toBe(
      '<h2 id="neden-typescript">Neden TypeScript?</h2><p>metin</p>' +
        '<h3 id="ilk-adim-isik" style="text-align: center">İlk <strong>Adım</strong> &amp; Işık</h3>' +
        '<h2 id="neden-typescript-2">Neden TypeScript?</h2><h4 id="root-2">Root</h4><h2 id="main-2">Main</h2>' +
        '<h2 id="yazi">!?</h2><h2 id="neden-typescript-3">Neden TypeScript?</h2>',
    );
  });

  it('is idempotent, and an id stays when the text around the headings changes', () => {
    const once = withHeadingIds('<h2>Giriş</h2><p>Bir.</p><h2>Sonuç</h2>');
    expect(withHeadingIds(once)).toBe(once);
    expect(withHeadingIds('<p>Yeni paragraf.</p><h2>Giriş</h2><p>Başka metin.</p><h2>Sonuç</h2>')).toContain(
      '<h2 id="giris">Giriş</h2><p>Başka metin.</p><h2 id="sonuc">',
    );
  });

  it('replaces an id written by hand, and leaves HTML without headings as it is', () => {
    expect(withHeadingIds('<h2 id="root" data-indent="1">Özet</h2>')).toBe('<h2 id="ozet" data-indent="1">Özet</h2>');
    expect(withHeadingIds('<p>Başlıksız <em>yazı</em></p>')).toBe('<p>Başlıksız <em>yazı</em></p>');
  });
});

describe('headingsOf', () => {
  it('lists the headings of levels 1 to 3 that have ids, with their text', () => {
    const html = withHeadingIds('<h2>Bir &amp; iki</h2><h3>Alt <em>başlık</em></h3><h4>Derin</h4><h1>Üst</h1>');
    expect(headingsOf(html)).toEqual([
      { id: 'bir-iki', text: 'Bir & iki', level: 2 },
      { id: 'alt-baslik', text: 'Alt başlık', level: 3 },
      { id: 'ust', text: 'Üst', level: 1 },
    ]);
    expect(headingsOf('<h2>Kimliksiz</h2>')).toEqual([]);
  });
});

describe('readingMinutes', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ')}</p>`;
  const images = (n: number) => '<img src="https://x.test/a.png">'.repeat(n);

  it('counts 180 words a minute, rounded, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(100))).toBe(1);
    expect(readingMinutes(words(900))).toBe(5);
    expect(readingMinutes(words(1000))).toBe(6); // 5.56 minutes
    // Marks, entities and tags are no words; words split by tags are.
    expect(readingMinutes(`${words(540)}<p>— &nbsp; &amp; <strong></strong></p>`)).toBe(3);
  });

  it('counts a word split by spans once, so highlighted code reads as long as plain code', () => {
    const plain = `<pre><code class="language-js">${'console.log(a);\n'.repeat(540)}</code></pre>`;
    const highlighted = plain
      .replaceAll('console', '<span class="hljs-variable language_">console</span>')
      .replaceAll('log', '<span class="hljs-title function_">log</span>');
    expect(readingMinutes(plain)).toBe(3);
    expect(readingMinutes(highlighted)).toBe(3);
    expect(readingMinutes(`<p>${'ka<span style="color: #c2410c;">lın</span> '.repeat(540)}</p>`)).toBe(3);
  });

  it("adds Ghost's seconds for images: 12 for the first, one less for each next, never under 3", () => {
    // 12+11+…+3 = 75 s for ten images, then 3 s each: 20 images are 105 s.
    expect(readingMinutes(words(900) + images(10))).toBe(Math.round((300 + 75) / 60));
    expect(readingMinutes(words(0) + images(20))).toBe(Math.round(105 / 60));
    expect(readingMinutes(words(360) + images(40))).toBe(Math.round((120 + 75 + 30 * 3) / 60));
  });

  it('says it as an estimate', () => {
    expect(readingTimeText(5)).toBe('5 dk okuma');
  });
});

describe('textOf', () => {
  it('decodes entities and collapses space', () => {
    expect(textOf('<p>a&nbsp;&lt;b&gt;</p>\n<p>&#x15F;&#305; &unknown;</p>')).toBe('a <b> şı &unknown;');
  });
});

describe('decodeEntities', () => {
  it('decodes references and keeps the rest as written, white space too', () => {
    expect(decodeEntities('if (a &lt; b &amp;&amp; c &gt; "d")\n  &#x3C;/code&#62; &unknown; &#0;')).toBe(
      'if (a < b && c > "d")\n  </code> &unknown; &#0;',
    );
  });
});

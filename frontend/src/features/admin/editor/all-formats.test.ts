import { Editor } from '@tiptap/react';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERY_FORMAT, writeEveryFormat } from '../../../test/everyFormat';
import { createExtensions } from './extensions';
import { cleanPastedHtml } from './paste';

/**
 * Drives the editor (the toolbar's own commands over the exported extension list) through every
 * format of docs/product/editor.md#formats and records the HTML in fixtures/all-formats.html. The
 * gateway's test/editor-markup.test.ts checks that the server's sanitiser stores that file byte for
 * byte.
 *
 * The fixture is written when it does not exist (or with UPDATE_EDITOR_FIXTURES=1); otherwise any
 * change of the editor's output fails here until the fixture is deliberately regenerated.
 */

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const UPDATE = process.env.UPDATE_EDITOR_FIXTURES === '1';

function matchFixture(name: string, html: string) {
  const file = join(FIXTURES, name);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, `${html}\n`);
  }
  expect(html).toBe(readFileSync(file, 'utf8').replace(/\n$/, ''));
}

let editor: Editor;

beforeEach(() => {
  editor = new Editor({ extensions: createExtensions(), content: '' });
});

afterEach(() => editor.destroy());

describe('the editor produces every format of docs/product/editor.md#formats as the markup of docs/product/editor.md#markup', () => {
  it('matches fixtures/all-formats.html', () => {
    writeEveryFormat(editor);
    const html = editor.getHTML();
    for (const piece of EVERY_FORMAT) expect(html).toContain(piece);
    matchFixture('all-formats.html', html);
  });

  it('loads its own output back unchanged (editing a stored post)', () => {
    writeEveryFormat(editor);
    const html = editor.getHTML();
    const reloaded = new Editor({ extensions: createExtensions(), content: html });
    expect(reloaded.getHTML()).toBe(html);
    reloaded.destroy();
  });
});

/** HTML as it arrives from other sites and word processors. */
const PASTED = [
  '<h2 style="text-align: start; margin: 0" data-indent="12" class="x">Yapıştırılan başlık</h2>',
  '<p><span style="font-size: 11pt; font-family: Calibri, sans-serif; color: var(--x)">Word metni</span> ',
  '<span style="font-size: 1.5em; color: rgb(1, 2, 3); background-color: yellow">büyük</span> ',
  '<a href="https://example.com" target="_self" rel="opener" title="Başlık">bağlantı</a> ',
  '<a href="javascript:alert(1)">kötü</a> <a href="/goreli">göreli</a> ',
  '<mark style="background-color: red">vurgu</mark> <mark data-color="url(x)">kötü vurgu</mark></p>',
  '<ol start="x" type="1"><li>bir</li></ol><ol start="3" type="a"><li>üç</li></ol>',
  '<pre><code class="language-TypeScript extra">let a = 1;</code></pre>',
  '<pre><code class="language-c_sharp">var b;</code></pre>',
  '<img src="http://example.com/x.png"><img src="https://example.com/y.png" width="auto" height="120">',
  '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5" width="100%" height="auto"></iframe></div>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871?h=abc123" width="auto"></iframe>',
  '<table><tr><td>tablo</td></tr></table><script>alert(1)</script>',
].join('');

describe('pasted HTML', () => {
  it('is narrowed to the same markup (fixtures/pasted.html)', () => {
    editor.commands.setContent(cleanPastedHtml(PASTED));
    const html = editor.getHTML();
    expect(html).not.toMatch(
      /_self|opener"|title=|javascript|goreli|11pt|var\(|url\(|http:\/\/example|"auto"|evil|<script|type="1"|start="x"|_sharp|TypeScript/,
    );
    matchFixture('pasted.html', html);
  });
});

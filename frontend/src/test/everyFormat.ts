import type { Editor } from '@tiptap/react';
import * as toolbar from '../features/admin/editor/commands';
import { FONT_FAMILIES } from '../features/admin/editor/rules';

/** A toolbar command that refused its input. */
function ok(problem: string | null) {
  if (problem) throw new Error(problem);
}

/** Types text at the cursor with no inherited marks, then formats exactly that text. */
function type(editor: Editor, text: string, format?: () => void) {
  editor.view.dispatch(editor.state.tr.setStoredMarks([]));
  const from = editor.state.selection.from;
  editor.commands.insertContent({ type: 'text', text });
  const to = editor.state.selection.from;
  if (format) {
    editor.commands.setTextSelection({ from, to });
    format();
    editor.commands.setTextSelection(to);
  }
}

/** A fresh, plain paragraph at the end of the document, with the cursor in it. */
function paragraph(editor: Editor) {
  const { doc } = editor.state;
  const last = doc.lastChild;
  const end = doc.content.size;
  if (last?.type.name === 'paragraph' && last.content.size === 0 && !last.attrs.textAlign && !last.attrs.indent) {
    editor.commands.setTextSelection(end - 1);
  } else {
    editor
      .chain()
      .insertContentAt(end, { type: 'paragraph' })
      .setTextSelection(end + 1)
      .run();
  }
}

/**
 * Writes a document with every format of docs/product/editor.md#formats through the toolbar's
 * commands (the fixture test runs it in jsdom; it runs the same in a browser).
 */
export function writeEveryFormat(editor: Editor) {
  // Header levels 1-6
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    paragraph(editor);
    toolbar.setBlockType(editor, level);
    type(editor, `Başlık ${level}`);
  }

  // Bold, italic, underline, strike, subscript, superscript, inline code
  paragraph(editor);
  type(editor, 'Kalın', () => editor.chain().toggleBold().run());
  type(editor, ', ');
  type(editor, 'italik', () => editor.chain().toggleItalic().run());
  type(editor, ', ');
  type(editor, 'altı çizili', () => editor.chain().toggleUnderline().run());
  type(editor, ', ');
  type(editor, 'üstü çizili', () => editor.chain().toggleStrike().run());
  type(editor, ', H');
  type(editor, '2', () => editor.chain().toggleSubscript().run());
  type(editor, 'O, x');
  type(editor, '2', () => editor.chain().toggleSuperscript().run());
  type(editor, ' ve ');
  type(editor, 'kod', () => editor.chain().toggleCode().run());
  type(editor, '.');

  // Font families, sizes, text colour, background colour, and several at once
  paragraph(editor);
  for (const [index, { label, value }] of FONT_FAMILIES.filter((family) => family.value).entries()) {
    if (index > 0) type(editor, ' ');
    type(editor, label, () => toolbar.setFontFamily(editor, value));
  }
  paragraph(editor);
  type(editor, 'küçük', () => toolbar.setFontSize(editor, '0.75em'));
  type(editor, ' normal ');
  type(editor, 'büyük', () => toolbar.setFontSize(editor, '1.5em'));
  type(editor, ' ');
  type(editor, 'çok büyük', () => toolbar.setFontSize(editor, '2.5em'));
  type(editor, ' ');
  type(editor, 'normale dönen', () => {
    toolbar.setFontSize(editor, '2.5em');
    toolbar.setFontSize(editor, '');
  });
  paragraph(editor);
  type(editor, 'kırmızı', () => toolbar.setTextColor(editor, '#e03131'));
  type(editor, ' ');
  type(editor, 'sarı zemin', () => toolbar.setBackgroundColor(editor, '#ffd43b'));
  type(editor, ' ');
  type(editor, 'hepsi birden', () => {
    toolbar.setFontFamily(editor, FONT_FAMILIES[2].value);
    toolbar.setFontSize(editor, '1.5em');
    toolbar.setTextColor(editor, '#1971c2');
    toolbar.setBackgroundColor(editor, '#d3f9d8');
    editor.chain().toggleBold().run();
  });

  // Links: https (and a bare address made https), mailto, tel; a link on bold text
  paragraph(editor);
  type(editor, 'Bağlantı', () => ok(toolbar.applyLink(editor, 'https://example.com/a?b=1&c=2')));
  type(editor, ', ');
  type(editor, 'adres', () => ok(toolbar.applyLink(editor, 'ornek.com.tr/yazi')));
  type(editor, ', ');
  type(editor, 'e-posta', () => ok(toolbar.applyLink(editor, 'mailto:ben@example.com')));
  type(editor, ', ');
  type(editor, 'telefon', () => ok(toolbar.applyLink(editor, 'tel:+905551112233')));
  type(editor, ', ');
  type(editor, 'kalın bağlantı', () => {
    editor.chain().toggleBold().run();
    ok(toolbar.applyLink(editor, 'https://example.com'));
  });
  type(editor, ' ');
  ok(toolbar.applyLink(editor, 'http://example.org')); // no selection: the address is the text

  // Alignment
  for (const alignment of ['left', 'center', 'right', 'justify'] as const) {
    paragraph(editor);
    toolbar.setAlignment(editor, alignment);
    type(editor, `Hizalama: ${alignment}`);
  }

  // Indent (paragraph 1 step, heading 8 steps with alignment; outdent back from 9 tries)
  paragraph(editor);
  toolbar.indent(editor);
  type(editor, 'Bir kademe girintili');
  paragraph(editor);
  toolbar.setBlockType(editor, 3);
  toolbar.setAlignment(editor, 'right');
  for (let i = 0; i < 10; i++) toolbar.indent(editor);
  toolbar.outdent(editor);
  toolbar.indent(editor);
  type(editor, 'Sekiz kademe girintili başlık');

  // Bullet list with a nested item (indent inside a list nests), ordered list
  paragraph(editor);
  editor.chain().toggleBulletList().run();
  type(editor, 'madde');
  editor.commands.splitListItem('listItem');
  toolbar.indent(editor);
  type(editor, 'iç madde');
  paragraph(editor);
  editor.chain().toggleOrderedList().run();
  type(editor, 'birinci');
  editor.commands.splitListItem('listItem');
  type(editor, 'ikinci');

  // Blockquote, code block
  paragraph(editor);
  type(editor, 'Alıntı');
  editor.chain().toggleBlockquote().run();
  editor.commands.splitBlock();
  type(editor, 'ikinci satır');
  paragraph(editor);
  editor.chain().toggleCodeBlock().run();
  type(editor, 'const x = a < b && c > "d";\n  return x;');

  // Images: an upload's URL, an https address with alternative text (a data:image address is uploaded)
  paragraph(editor);
  ok(toolbar.insertImage(editor, '/uploads/image-0b7f2c1e-3f2a-4c59-9a10-4d1b8a1c2e3f.png'));
  paragraph(editor);
  ok(toolbar.insertImage(editor, 'https://example.com/gorsel.jpg', 'Örnek görsel'));

  // Videos: YouTube (watch link with a start time, short link) and Vimeo
  paragraph(editor);
  ok(toolbar.insertVideo(editor, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s'));
  paragraph(editor);
  ok(toolbar.insertVideo(editor, 'https://youtu.be/dQw4w9WgXcQ'));
  paragraph(editor);
  ok(toolbar.insertVideo(editor, 'https://vimeo.com/76979871'));

  // Hard break, horizontal rule, text that needs escaping
  paragraph(editor);
  type(editor, 'satır');
  editor.commands.setHardBreak();
  type(editor, 'alt satır');
  editor.commands.setHorizontalRule();
  paragraph(editor);
  type(editor, 'a b\u00a0c <d> & "e" \'f\' çğıöşü ÇĞİÖŞÜ 😀');

  // Clear formatting: every mark, the alignment and the indent go
  paragraph(editor);
  toolbar.setAlignment(editor, 'center');
  toolbar.indent(editor);
  type(editor, 'Biçimi temizlenen metin', () => {
    editor.chain().toggleBold().toggleItalic().run();
    toolbar.setTextColor(editor, '#e03131');
    toolbar.setFontSize(editor, '2.5em');
  });
  editor.commands.selectParentNode();
  toolbar.clearFormatting(editor);
}

/** A piece of markup per format: the fixture must keep using every one. */
export const EVERY_FORMAT = [
  '<h1>',
  '<h2>',
  '<h3 data-indent="8" style="text-align: right;">',
  '<h4>',
  '<h5>',
  '<h6>',
  '<strong>Kalın</strong>',
  '<em>italik</em>',
  '<u>altı çizili</u>',
  '<s>üstü çizili</s>',
  'H<sub>2</sub>O',
  'x<sup>2</sup>',
  '<code>kod</code>',
  'font-family: Arial, Helvetica, sans-serif;',
  'font-family: &quot;Courier New&quot;, Courier, monospace;',
  '<span style="font-size: 0.75em;">küçük</span> normal',
  '<span style="font-size: 1.5em;">büyük</span>',
  '<span style="font-size: 2.5em;">çok büyük</span>',
  ' normale dönen</p>',
  'style="color: ',
  '<mark data-color="#ffd43b" style="background-color: ',
  '<ul><li><p>madde</p><ul><li><p>iç madde</p></li></ul></li></ul>',
  '<ol><li><p>birinci</p></li><li><p>ikinci</p></li></ol>',
  '<p data-indent="1">Bir kademe girintili</p>',
  '<p style="text-align: left;">',
  '<p style="text-align: center;">',
  '<p style="text-align: right;">',
  '<p style="text-align: justify;">',
  '<blockquote><p>Alıntı</p><p>ikinci satır</p></blockquote>',
  '<pre><code>const x = a &lt; b &amp;&amp; c &gt; "d";\n  return x;</code></pre>',
  'target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">Bağlantı</a>',
  'href="https://ornek.com.tr/yazi">adres</a>',
  'href="mailto:ben@example.com">e-posta</a>',
  'href="tel:+905551112233">telefon</a>',
  'href="https://example.com"><strong>kalın bağlantı</strong></a>',
  'href="http://example.org">http://example.org</a>',
  '<img src="/uploads/image-0b7f2c1e-3f2a-4c59-9a10-4d1b8a1c2e3f.png" alt="">',
  '<img src="https://example.com/gorsel.jpg" alt="Örnek görsel">',
  'src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=90&amp;rel=1" start="90"></iframe></div>',
  'src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1" start="0"></iframe></div>',
  '<iframe frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="true" src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
  '<p>satır<br>alt satır</p><hr>',
  '<p>a b&nbsp;c &lt;d&gt; &amp; "e" \'f\' çğıöşü ÇĞİÖŞÜ 😀</p>',
  '<p>Biçimi temizlenen metin</p>',
];

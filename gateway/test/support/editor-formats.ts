/**
 * Editor markup exactly as TipTap 3.31.3's `editor.getHTML()` returns it for each format (StarterKit,
 * TextStyle + FontFamily + FontSize + Color, Highlight multicolor, TextAlign, Subscript, Superscript,
 * Image, Youtube), captured from a real editor; Indent and Vimeo are the site's own small extensions.
 * Shared by the sanitiser's unit tests and the API tests.
 */
export const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';
const YOUTUBE_SETTINGS =
  'allowfullscreen="true" autoplay="false" disablekbcontrols="false" enableiframeapi="false" endtime="0" ' +
  'ivloadpolicy="0" loop="false" modestbranding="false" origin="" playlist="" rel="1"';
const youtube = (src: string, start = 0) =>
  `<div data-youtube-video=""><iframe width="640" height="480" ${YOUTUBE_SETTINGS} src="${src}" start="${start}"></iframe></div>`;
const VIMEO =
  '<iframe frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="true" ' +
  'src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>';

export const EDITOR_FORMATS: [string, string][] = [
  ['heading 1', '<h1>Başlık</h1>'],
  ['heading 2', '<h2>Başlık</h2>'],
  ['heading 3', '<h3>Başlık</h3>'],
  ['heading 4', '<h4>Başlık</h4>'],
  ['heading 5', '<h5>Başlık</h5>'],
  ['heading 6', '<h6>Başlık</h6>'],
  ['font family', '<p><span style="font-family: Georgia, serif;">x</span></p>'],
  [
    'quoted font family',
    '<p><span style="font-family: &quot;Comic Sans MS&quot;, &quot;Comic Sans&quot;;">x</span></p>',
  ],
  ['size small', '<p><span style="font-size: 0.75em;">x</span></p>'],
  ['size large', '<p><span style="font-size: 1.5em;">x</span></p>'],
  ['size huge', '<p><span style="font-size: 2.5em;">x</span></p>'],
  ['bold', '<p><strong>x</strong></p>'],
  ['italic', '<p><em>x</em></p>'],
  ['underline', '<p><u>x</u></p>'],
  ['strike', '<p><s>x</s></p>'],
  ['inline code', '<p><code>x</code></p>'],
  ['text colour (hex)', '<p><span style="color: #958DF1;">x</span></p>'],
  ['text colour (rgb)', '<p><span style="color: rgb(149, 141, 241);">x</span></p>'],
  [
    'font, size and colour together',
    '<p><span style="font-family: Inter; font-size: 1.5em; color: #ff0000;">x</span></p>',
  ],
  [
    'background colour',
    '<p><mark data-color="#ffc078" style="background-color: #ffc078; color: inherit;">x</mark></p>',
  ],
  ['highlight without a colour', '<p><mark>x</mark></p>'],
  ['subscript', '<p>H<sub>2</sub>O</p>'],
  ['superscript', '<p>x<sup>2</sup></p>'],
  ['bullet list (nested)', '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><p></p>'],
  ['ordered list', '<ol><li><p>c</p></li></ol><p></p>'],
  ['ordered list with a start', '<ol start="3"><li><p>x</p></li></ol><p></p>'],
  ['indent on a paragraph', '<p data-indent="3">x</p>'],
  ['indent on a heading, with alignment', '<h3 style="text-align: right;" data-indent="8">y</h3><p></p>'],
  ['align left', '<p style="text-align: left;">x</p>'],
  ['align center', '<p style="text-align: center;">x</p>'],
  ['align right', '<p style="text-align: right;">x</p>'],
  ['align justify on a heading', '<h2 style="text-align: justify;">x</h2><p></p>'],
  ['blockquote', '<blockquote><p>a</p><p>b</p></blockquote><p></p>'],
  ['code block', '<pre><code>x&lt;y &amp; "z"</code></pre><p></p>'],
  ['code block with a language', '<pre><code class="language-typescript">let x = 1;</code></pre><p></p>'],
  ['link (https)', `<p><a ${LINK} href="https://example.com/a?b=1&amp;c=2">x</a></p>`],
  ['link (mailto)', `<p><a ${LINK} href="mailto:a@b.c">x</a></p>`],
  ['link (tel)', `<p><a ${LINK} href="tel:+905551112233">x</a></p>`],
  ['bold link', `<p><a ${LINK} href="https://example.com"><strong>x</strong></a></p>`],
  ['image (https)', '<img src="https://example.com/a.png" alt="A" title="T"><p></p>'],
  ['image (data)', '<img src="data:image/png;base64,iVBORw0KGgo="><p></p>'],
  ['image (upload, sized)', '<img src="/uploads/3f2a.png" alt="" width="320" height="200"><p></p>'],
  ['video (YouTube)', youtube('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1') + '<p></p>'],
  ['video (YouTube, start time)', youtube('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&amp;rel=1', 30)],
  ['video (YouTube, no-cookie)', youtube('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1')],
  ['video (Vimeo)', VIMEO + '<p></p>'],
  ['horizontal rule', '<p>x</p><hr><p></p>'],
  ['hard break', '<p>x<br>y</p>'],
  ['empty paragraph', '<p></p>'],
  ['text with entities, no-break space, Turkish and emoji', '<p>a b&nbsp;c &lt;d&gt; "e" \'f\' çğıöşü 😀</p>'],
];

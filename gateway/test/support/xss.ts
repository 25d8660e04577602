import { LINK } from './editor-formats';

/** [what, input, stored]: the dangerous part is gone, the text around it stays. */
export type XssCase = [what: string, input: string, stored: string];

/** One case per value: `what` and the value name it, `markup` puts the value in a document stored as `stored`. */
const each =
  (what: string, markup: (value: string) => string, stored: string) =>
  (value: string): XssCase => [`${what} ${JSON.stringify(value)}`, markup(value), stored];

/**
 * The sanitiser's XSS corpus: the unit test runs every case, the blog API suite a sample of them
 * (by name) through createBlog and updateBlog.
 */
export const XSS_CORPUS: XssCase[] = [
  ['script', '<p>before<script>alert(1)</script>after</p>', '<p>beforeafter</p>'],
  [
    'SCRIPT between paragraphs',
    '<p>a</p><SCRIPT type="text/javascript">document.cookie</SCRIPT><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  ['script hidden in a comment', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  ['conditional comment', '<p>a</p><!--[if IE]><script>alert(1)</script><![endif]--><p>b</p>', '<p>a</p><p>b</p>'],
  [
    'escaped markup stays text',
    '<p>1 &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    '<p>1 &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  ],
  ['img onerror with a bad src', '<p>x<img src="x" onerror="alert(1)">y</p>', '<p>xy</p>'],
  [
    'img onerror on a good image',
    '<p>x<img src="https://example.com/a.png" onerror="alert(1)" onload="alert(2)">y</p>',
    '<p>x<img src="https://example.com/a.png">y</p>',
  ],
  [
    'img srcset',
    '<img src="https://example.com/a.png" srcset="javascript:alert(1) 2x">',
    '<img src="https://example.com/a.png">',
  ],
  ['event handlers on allowed tags', '<p onclick="alert(1)" OnMouseOver="alert(2)">t</p>', '<p>t</p>'],
  ['unknown attributes', '<p id="x" class="y" data-x="z" title="t" dir="rtl">t</p>', '<p>t</p>'],
  ...[
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;script:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java\nscript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    '&#10;javascript:alert(1)',
    ' javascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:text/plain,hi',
    '//evil.example/x',
    '/relative/path',
  ].map(
    each('link to', (href) => `<p>before <a href="${href}" ${LINK}>link</a> after</p>`, '<p>before link after</p>'),
  ),
  [
    'link target other than _blank, foreign rel',
    '<a href="https://example.com" target="_top" rel="opener">x</a>',
    '<a href="https://example.com">x</a>',
  ],
  [
    'rel forced on a new-tab link',
    '<a href="https://example.com" target="_blank" rel="opener">x</a>',
    `<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
  ],
  ...[
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'DATA:text/html,<script>alert(1)</script>',
    '//evil.example/x.png',
    'http://example.com/x.png',
    'javascript:alert(1)',
    '/uploads/../admin',
    '/other/x.png',
    'uploads/x.png',
  ].map(each('image from', (src) => `<p>before <img src="${src}" alt="x"> after</p>`, '<p>before  after</p>')),
  ...[
    'https://evil.example/embed/x',
    'https://www.youtube.com.evil.example/embed/x',
    'https://www.youtube.com@evil.example/embed/x',
    '//www.youtube.com/embed/x',
    'http://www.youtube.com/embed/x',
    'https://www.youtube.com/watch?v=x',
    'https://vimeo.com/76979871',
    'javascript:alert(1)',
  ].map(
    each(
      'iframe from',
      (src) => `<p>before</p><iframe src="${src}">inside<b>bold</b></iframe><p>after</p>`,
      '<p>before</p><p>after</p>',
    ),
  ),
  [
    'foreign iframe inside the YouTube wrapper',
    '<p>a</p><div data-youtube-video=""><iframe src="https://evil.example/embed/x"></iframe></div><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  [
    'iframe srcdoc without src',
    '<p>a</p><iframe srcdoc="<script>alert(1)</script>"></iframe><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  [
    'srcdoc and sandbox on a video iframe',
    '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" sandbox="allow-scripts" name="n"></iframe>',
    '<iframe src="https://www.youtube.com/embed/x"></iframe>',
  ],
  [
    'content inside a video iframe',
    '<iframe src="https://www.youtube.com/embed/x"><script>alert(1)</script>text<b>b</b><font>f</font></iframe>after',
    '<iframe src="https://www.youtube.com/embed/x"></iframe>after',
  ],
  ['svg onload', '<p>a<svg onload="alert(1)"><circle r="1"/><text>t</text></svg>b</p>', '<p>ab</p>'],
  ['script inside svg', '<p>a</p><svg><script>alert(1)</script></svg><p>b</p>', '<p>a</p><p>b</p>'],
  ['math', '<p>a<math><mi xlink:href="javascript:alert(1)">x</mi></math>b</p>', '<p>ab</p>'],
  ['style element', '<p>a</p><style>body{background:url(javascript:alert(1))}</style><p>b</p>', '<p>a</p><p>b</p>'],
  ['object', '<p>a<object data="javascript:alert(1)"><param name="x" value="y">fallback</object>b</p>', '<p>ab</p>'],
  ['embed', '<p>a<embed src="javascript:alert(1)">b</p>', '<p>ab</p>'],
  [
    'form and inputs',
    '<p>a</p><form action="https://evil.example"><input name="q" value="v"><button formaction="javascript:alert(1)">Send</button></form><p>b</p>',
    '<p>a</p>Send<p>b</p>',
  ],
  [
    'noscript smuggling',
    '<p>a</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  [
    'base, meta refresh and link',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>',
    '<p>t</p>',
  ],
  ['whole document', '<html><head><title>T</title></head><body><p>b</p></body></html>', '<p>b</p>'],
  ['style url(javascript:)', '<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
  [
    'style url() on a span',
    '<p><span style="background-image: url(https://evil.example/x.png)">t</span></p>',
    '<p><span>t</span></p>',
  ],
  [
    'style position:fixed beside an allowed declaration',
    '<p style="position:fixed; top:0; left:0; text-align:center">t</p>',
    '<p style="text-align: center;">t</p>',
  ],
  ['style expression()', '<p><span style="color: expression(alert(1))">t</span></p>', '<p><span>t</span></p>'],
  [
    'style expression() beside a font size',
    '<p><span style="font-size: 1.5em; width: expression(alert(1))">t</span></p>',
    '<p><span style="font-size: 1.5em;">t</span></p>',
  ],
  [
    'style behavior and comments',
    '<p><span style="behavior: url(x.htc); color: /**/red">t</span></p>',
    '<p><span>t</span></p>',
  ],
  ['style with a CSS escape', '<p><span style="font-family: a\\62 c">t</span></p>', '<p><span>t</span></p>'],
  [
    'style splitting a quoted font name',
    '<p><span style="font-family: &quot;a;color: red&quot;">t</span></p>',
    '<p><span>t</span></p>',
  ],
  ['style !important', '<p style="text-align: center !important">t</p>', '<p>t</p>'],
  ['font size outside the toolbar', '<p><span style="font-size: 200px">t</span></p>', '<p><span>t</span></p>'],
  ['text-align on a span', '<p><span style="text-align: center">t</span></p>', '<p><span>t</span></p>'],
  [
    'style on a tag without styles',
    '<blockquote style="color: red"><p>t</p></blockquote>',
    '<blockquote><p>t</p></blockquote>',
  ],
  ['indent out of range', '<p data-indent="9">a</p><p data-indent="0">b</p>', '<p>a</p><p>b</p>'],
  [
    'code class other than a language',
    '<pre><code class="language-js evil">x</code></pre>',
    '<pre><code>x</code></pre>',
  ],
  ['plain div', '<div class="x"><p>t</p></div>', '<p>t</p>'],
];

/** What no stored content may contain after sanitising. */
export const DANGEROUS =
  /<script|<style|<svg|<math|<object|<embed|<form|<input|<!--|javascript|vbscript|data:text|evil\.example|srcdoc|expression|url\(|position|\son[a-z]+=/i;

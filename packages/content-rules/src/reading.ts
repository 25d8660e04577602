/**
 * Post HTML as the page shows it, readable in both themes (WCAG AA): the author picks colours
 * against the editor's light page, and the reader may read in dark. Works on the sanitiser's own
 * output (html.ts: double-quoted attributes, `prop: value;` styles), so plain string edits do.
 * - Coloured text keeps its colour where it reads at 4.5:1 on the light page (else darkened) and
 *   carries `--dark-color`, the colour lightened until it reads on the dark page (prose.css).
 * - A highlight's text takes black or white, whichever reads on the highlight.
 * - A code block (`<pre><code>`, highlighted by the gateway on saving) says its language
 *   (`data-language`, prose.css shows it) and has a copy button (the page's script, codeCopy.ts, and
 *   prose.css hides it where no script runs); its code can be scrolled from the keyboard
 *   (`tabindex="0"`, on a `<pre>` of plain text too).
 */

import { CODE_COPY } from './site';

type Rgb = [number, number, number];

const LIGHT_PAGE: Rgb = [0xfb, 0xf8, 0xf3]; // base.css --bg, light
const DARK_PAGE: Rgb = [0x15, 0x1b, 0x22]; // base.css --surface, dark (the lighter of --bg and --surface)
const INK: Rgb = [0x1d, 0x1a, 0x16]; // base.css --text, light
const WHITE: Rgb = [0xff, 0xff, 0xff];
const BLACK: Rgb = [0, 0, 0];
export const AA = 4.5;

/** #hex (3, 4, 6, 8 digits), rgb()/rgba() or hsl()/hsla() to RGB; undefined for other forms (named colours). */
export function parseColour(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = text.match(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit) : hex.slice(0, 6).match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)) as Rgb;
  }
  const parts = text.match(/^(rgb|hsl)a?\(([^)]*)\)$/);
  if (!parts) return undefined;
  const numbers = parts[2]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => parseFloat(part));
  if (numbers.length < 3 || numbers.some(Number.isNaN)) return undefined;
  const [a, b, c] = numbers as [number, number, number];
  if (parts[1] === 'rgb') return [a, b, c].map((n) => Math.max(0, Math.min(255, Math.round(n)))) as Rgb;
  const s = b / 100;
  const l = c / 100;
  const k = (n: number) => (n + a / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((n) => Math.round(Math.max(0, Math.min(1, n)) * 255)) as Rgb;
}

const luminance = (rgb: Rgb) =>
  rgb
    .map((channel) => channel / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/** `colour` mixed towards `towards` in 5 % steps until it reads on `page`. */
function readableOn(colour: Rgb, page: Rgb, towards: Rgb): Rgb {
  for (let share = 0; share <= 1; share += 0.05) {
    const mixed = colour.map((n, i) => Math.round(n + (towards[i]! - n) * share)) as Rgb;
    if (contrast(mixed, page) >= AA) return mixed;
  }
  return towards;
}

const declarations = (style: string) =>
  new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
const serialise = (map: Map<string, string>) => [...map].map(([property, value]) => `${property}: ${value};`).join(' ');

function textStyle(style: string): string {
  const map = declarations(style);
  const colour = parseColour(map.get('color') ?? '');
  if (!colour) return style;
  map.set('color', hex(readableOn(colour, LIGHT_PAGE, BLACK)));
  map.set('--dark-color', hex(readableOn(colour, DARK_PAGE, WHITE)));
  return serialise(map);
}

function highlightStyle(style: string): string {
  const map = declarations(style);
  const background = parseColour(map.get('background-color') ?? '');
  if (!background) return style;
  const colour = parseColour(map.get('color') ?? '');
  if (colour && contrast(colour, background) >= AA) return style;
  map.set('color', hex(contrast(INK, background) >= contrast(WHITE, background) ? INK : WHITE));
  return serialise(map);
}

/** Code languages as a block's label says them; a name missing here is shown as written (`language-elixir`: elixir). */
const LANGUAGE_LABELS = new Map(
  Object.entries({
    TypeScript: 'ts typescript',
    JavaScript: 'js javascript mjs cjs',
    TSX: 'tsx',
    JSX: 'jsx',
    Bash: 'sh bash zsh',
    Shell: 'shell console',
    JSON: 'json',
    HTML: 'html',
    XML: 'xml svg',
    CSS: 'css',
    SCSS: 'scss',
    SQL: 'sql',
    Python: 'py python',
    Go: 'go golang',
    Rust: 'rs rust',
    Java: 'java',
    Kotlin: 'kt kotlin',
    'C#': 'cs csharp c#',
    'C++': 'cpp c++',
    C: 'c',
    PHP: 'php',
    Ruby: 'rb ruby',
    Swift: 'swift',
    YAML: 'yaml yml',
    TOML: 'toml',
    INI: 'ini',
    GraphQL: 'graphql gql',
    Markdown: 'md markdown',
    Dockerfile: 'dockerfile docker',
    Diff: 'diff patch',
  }).flatMap(([label, names]) => names.split(' ').map((name) => [name, label] as const)),
);

const languageLabel = (name: string) => LANGUAGE_LABELS.get(name) ?? name;

const copyButton = (text: string) =>
  `<button type="button" class="code-copy" data-code-copy aria-live="polite">${text}</button>`;

/** TipTap's code block: the label and the button go first in the `<pre>`, the code scrolls (prose.css). */
const codeBlock =
  (button: string) =>
  (_whole: string, code: string | undefined, language: string | undefined): string => {
    if (!code) return '<pre tabindex="0">';
    const label = language ? ` data-language="${languageLabel(language)}"` : '';
    return `<pre${label}>${button}<code tabindex="0"${code.slice('<code'.length)}`;
  };

export function forReading(html: string, copyLabel: string = CODE_COPY.label): string {
  const button = copyButton(copyLabel.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`));
  return html
    .replace(/<pre>(<code(?: class="language-([a-z0-9+#-]+)")?>)?/g, codeBlock(button))
    .replace(
      /<(span|mark)( [^>]*?)?( style=")([^"]*)"/g,
      (_whole, tag: string, before = '', open: string, style: string) => {
        const styled = tag === 'span' ? textStyle(style) : highlightStyle(style);
        return `<${tag}${before}${open}${styled}"`;
      },
    );
}

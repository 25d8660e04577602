import { decodeEntities } from '@portfolio/content-rules';

/**
 * The code blocks of a post or a project highlighted once, when it is saved (stored-content.ts), so
 * that its page carries the colours in its HTML and ships no highlighter: lowlight (highlight.js's
 * grammars, its `common` set) makes the spans, hast-util-to-html writes them.
 *
 * A block is TipTap's, as the sanitiser leaves it: `<pre><code class="language-ts">` and the code's
 * text, escaped (spans of an earlier highlighting lose their class there). Only that text is kept:
 * its tags go, its references are decoded, and what is written back is lowlight's output over it,
 * spans with `hljs-*` classes and escaped text, so no markup of the content's gets through. A language
 * lowlight does not know, or none, leaves the text plain (no guessing). The spans depend only on the
 * text, so highlighting stored content again gives the same bytes.
 */

type Lowlight = typeof import('lowlight');
type ToHtml = typeof import('hast-util-to-html');
type Highlighter = { lowlight: ReturnType<Lowlight['createLowlight']>; toHtml: ToHtml['toHtml'] };
type Tree = ReturnType<Highlighter['lowlight']['highlight']>;

let highlighter: Highlighter | undefined;

/**
 * Loaded with the first code block: about 200 ms, which a gateway that only serves readers never
 * pays. Both packages are ES modules only; node (20.19 and later) and tsx `require` them as they are,
 * jest compiles them to CommonJS first (jest.config.js).
 */
function load(): Highlighter {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { common, createLowlight } = require('lowlight') as Lowlight;
  const { toHtml } = require('hast-util-to-html') as ToHtml;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { lowlight: createLowlight(common), toHtml };
}

const CODE_BLOCK = /<pre><code(?: class="language-([a-z0-9+#-]+)")?>([\s\S]*?)<\/code><\/pre>/g;

/**
 * Characters of code highlighted in one post at most; the blocks past them stay plain. A writer is
 * not kept waiting, nor are the readers behind the event loop: highlight.js takes about 4 ms per
 * 1 000 characters, and its spans make the HTML about five times larger.
 */
export const HIGHLIGHT_BUDGET = 50_000;

export function highlightCode(html: string): string {
  let budget = HIGHLIGHT_BUDGET;
  return html.replace(CODE_BLOCK, (_block, language: string | undefined, inner: string) => {
    const { lowlight, toHtml } = (highlighter ??= load());
    const text = decodeEntities(inner.replace(/<br>/g, '\n').replace(/<[^>]*>/g, ''));
    budget -= text.length;
    const tree: Tree =
      language && lowlight.registered(language) && budget >= 0
        ? lowlight.highlight(language, text)
        : { type: 'root', children: [{ type: 'text', value: text }] };
    const code = toHtml(tree, { characterReferences: { useNamedReferences: true } });
    return `<pre><code${language ? ` class="language-${language}"` : ''}>${code}</code></pre>`;
  });
}

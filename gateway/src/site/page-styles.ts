import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * The site's stylesheet goes into each page (a stylesheet link would hold the first paint back by
 * a round trip), but only the rules the page can use: a rule whose every selector names a class
 * the page's HTML does not carry cannot match it. On a phone's slow connection this is what keeps
 * a page within the first round trip of its connection (about 14 KB: a post page went from 15.6 KB
 * to 13.5 KB, the other pages lose a third), and the browser styles fewer rules before it paints.
 * The browser's script (frontend boot.ts) loads the whole stylesheet, named by the `<style>`'s
 * `data-href`, before the application starts: whatever it shows next is styled as before, and
 * the whole sheet, coming after the page's part, gives the same cascade.
 */

/** A rule kept as text, with the classes each of its selectors needs (a rule is kept when one selector's are all there). */
type Part = { text: string; needs: string[][] } | { at: string; parts: Part[] };

/** Classes a selector needs: those outside :not(), :is() and :where(), which may match without them. */
function classesOf(selector: string): string[] {
  const required = selector.replace(/:(?:not|is|where)\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}

function partsOf(container: Container): Part[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Part[] => {
    if (node.type === 'rule') return [{ text: node.toString(), needs: node.selectors.map(classesOf) }];
    // Media and support queries hold rules to choose from; any other at-rule (keyframes, font faces) is kept whole.
    if (node.type === 'atrule' && node.nodes && /^(media|supports|layer|container)$/.test(node.name))
      return [{ at: `@${node.name} ${node.params}`, parts: partsOf(node) }];
    return node.type === 'comment' ? [] : [{ text: node.toString(), needs: [[]] }];
  });
}

function write(parts: Part[], has: (name: string) => boolean): string {
  return parts
    .map((part) => {
      if ('text' in part) return part.needs.some((names) => names.every(has)) ? part.text : '';
      const inner = write(part.parts, has);
      return inner && `${part.at}{${inner}}`;
    })
    .join('');
}

/** What `pageStyles` answers for `css`: its rules, parsed once. */
export function stylesheet(css: string): (html: string) => string {
  const parts = partsOf(postcss.parse(css));
  return (html) => {
    const classes = new Set<string>();
    for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g))
      for (const name of names!.split(/\s+/)) classes.add(name);
    return write(parts, (name) => classes.has(name));
  };
}

const PAGE_STYLE = /(<style data-href="[^"]*">)([\s\S]*?)(<\/style>)/;
let parsed: { css: string; styles: (html: string) => string } | undefined;

/** `page` with its inlined stylesheet (`<style data-href>`, frontend.ts) cut down to the rules its HTML can use. */
export function pageStyles(page: string): string {
  const found = PAGE_STYLE.exec(page);
  if (!found) return page;
  const css = found[2]!;
  if (parsed?.css !== css) parsed = { css, styles: stylesheet(css) };
  const [whole, open, , close] = found;
  return page.slice(0, found.index) + open + parsed.styles(page) + close + page.slice(found.index + whole.length);
}

import { SaxesParser } from 'saxes';

/**
 * A strict XML parser for the feeds and the sitemap: saxes checks well-formedness as the XML spec
 * does (unlike the lenient DOM parsers, it refuses `]]>` in text, control characters, undefined
 * entities and unbound prefixes) and resolves namespaces. The events are gathered into a small tree.
 */
export type XmlElement = {
  /** The qualified name as written, e.g. `atom:link`. */
  name: string;
  uri: string;
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri,
      local: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The element and every element below it, in document order. */
export const allElements = (element: XmlElement): XmlElement[] => [element, ...element.children.flatMap(allElements)];

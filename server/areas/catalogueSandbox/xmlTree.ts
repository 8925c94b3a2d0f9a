import { decodeXML } from 'entities';

/** An element of a parsed message: its local name (prefix dropped), attributes, child elements, and its content in order. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  content: (XmlElement | string)[];
}

const NAME = /^[^\s/>]+/;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

function skipPast(xml: string, from: number, end: string): number {
  const at = xml.indexOf(end, from);
  if (at === -1) throw new Error(`XML non terminé : ${end} attendu.`);
  return at + end.length;
}

/**
 * The element tree of a message that libxml2 has already found well-formed and valid: only what ONIX uses is read
 * (elements, attributes, text, CDATA, entities); comments, processing instructions and a DOCTYPE are skipped.
 */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '', attributes: {}, children: [], content: [] };
  const open: XmlElement[] = [root];
  let at = 0;
  while (at < xml.length) {
    const current = open[open.length - 1]!;
    const lt = xml.indexOf('<', at);
    if (lt === -1) break;
    if (lt > at) current.content.push(decodeXML(xml.slice(at, lt)));
    if (xml.startsWith('<!--', lt)) at = skipPast(xml, lt, '-->');
    else if (xml.startsWith('<?', lt)) at = skipPast(xml, lt, '?>');
    else if (xml.startsWith('<![CDATA[', lt)) {
      const end = skipPast(xml, lt, ']]>');
      current.content.push(xml.slice(lt + 9, end - 3));
      at = end;
    } else if (xml.startsWith('<!', lt)) {
      const bracket = xml.indexOf('[', lt);
      const close = xml.indexOf('>', lt);
      at = bracket !== -1 && bracket < close ? skipPast(xml, bracket, ']>') : close + 1;
    } else if (xml.startsWith('</', lt)) {
      open.pop();
      at = skipPast(xml, lt, '>');
    } else {
      const end = skipPast(xml, lt, '>');
      const tag = xml.slice(lt + 1, end - 1);
      const name = NAME.exec(tag)?.[0] ?? '';
      const attributes: Record<string, string> = {};
      for (const m of tag.slice(name.length).matchAll(ATTRIBUTE)) {
        attributes[localName(m[1]!)] = decodeXML(m[2] ?? m[3] ?? '');
      }
      const element: XmlElement = { name: localName(name), attributes, children: [], content: [] };
      current.children.push(element);
      current.content.push(element);
      if (!tag.endsWith('/')) open.push(element);
      at = end;
    }
  }
  const [document] = root.children;
  if (!document) throw new Error('Aucun élément racine.');
  return document;
}

/** The children of an element with a name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

/** The element found by following names down from an element (the first child of each name). */
export function descendant(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let found = element;
  for (const name of names) found = childrenNamed(found, name)[0];
  return found;
}

/** The text of an element and of every element in it (XHTML markup in a TextContent's Text is read through). */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.content.map((part) => (typeof part === 'string' ? part : textOf(part))).join('');
}

/** The trimmed text of the element found by following names down, or null when it is absent. */
export function valueAt(element: XmlElement | undefined, ...names: string[]): string | null {
  const found = descendant(element, ...names);
  return found ? textOf(found).trim() : null;
}

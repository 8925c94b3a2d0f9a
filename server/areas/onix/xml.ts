/** Characters XML 1.0 does not allow at all (C0 controls other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data (or an attribute value): escaped, characters XML forbids removed. */
export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"]/g, (c) => ENTITIES[c]!);
}

/** Something an element contains: text, child elements already written, or nothing (left out). */
export type XmlContent = string | number | null | undefined | false | XmlContent[];

function written(content: XmlContent): string {
  if (content === null || content === undefined || content === false) return '';
  if (Array.isArray(content)) return content.map(written).join('');
  return String(content);
}

/** An element around children already written. */
export function element(name: string, ...children: XmlContent[]): string {
  return `<${name}>${written(children)}</${name}>`;
}

/** An element holding text, or nothing when there is no text. */
export function textElement(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** An empty flag element (`<MainSubject/>`) when the flag is set. */
export function flagElement(name: string, set: boolean): string {
  return set ? `<${name}/>` : '';
}

type Leaves<T> = { [K in keyof T]: string | number | null | undefined };

/**
 * An element whose children are text elements named after the record's keys, in the record's order, empty ones left
 * out: the model's simple composites hold their ONIX elements in the schema's order.
 */
export function leafElements<T extends Leaves<T>>(name: string, leaves: T): string {
  const values: [string, string | number | null | undefined][] = Object.entries(leaves);
  return element(name, ...values.map(([key, value]) => textElement(key, value)));
}

/**
 * Enough of PDF's object syntax (ISO 32000-1 §7.3) to read a stream's dictionary: numbers, names (their `#xx`
 * escapes written out), strings (skipped), arrays, dictionaries and indirect references. The text is the file's
 * bytes read as latin1, one character a byte.
 */

export interface PdfName {
  name: string;
}

export interface PdfRef {
  ref: number;
}

export type PdfValue = number | PdfName | PdfRef | PdfDictionary | PdfValue[] | null;
export type PdfDictionary = Map<string, PdfValue>;

const DELIMITERS = '()<>[]{}/%';
const WHITESPACE = ' \n\r\t\f\0';
/** Nesting past this is not a dictionary a reader would read. */
const MAX_DEPTH = 32;

const isRegular = (char: string | undefined) =>
  char !== undefined && !DELIMITERS.includes(char) && !WHITESPACE.includes(char);

/** A name's `#xx` escapes written out (`/J#61vaScript` is `/JavaScript`). */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function isName(value: PdfValue | undefined): value is PdfName {
  return typeof value === 'object' && value !== null && 'name' in value;
}

export function isRef(value: PdfValue | undefined): value is PdfRef {
  return typeof value === 'object' && value !== null && 'ref' in value;
}

export function isDictionary(value: PdfValue | undefined): value is PdfDictionary {
  return value instanceof Map;
}

class Reader {
  constructor(
    private readonly text: string,
    public at: number,
  ) {}

  private skipSpace(): void {
    for (;;) {
      const char = this.text[this.at];
      if (char === '%') {
        while (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.at += 1;
      } else if (char !== undefined && WHITESPACE.includes(char)) this.at += 1;
      else return;
    }
  }

  private regular(): string {
    const start = this.at;
    while (isRegular(this.text[this.at])) this.at += 1;
    return this.text.slice(start, this.at);
  }

  private skipLiteralString(): void {
    let depth = 0;
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      this.at += char === '\\' ? 2 : 1;
      if (char === '(') depth += 1;
      else if (char === ')' && --depth === 0) return;
    }
  }

  /** The value that starts here, null for what this reading leaves aside (strings, booleans, keywords). */
  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new SyntaxError('nesting');
    this.skipSpace();
    const char = this.text[this.at];
    if (char === undefined) throw new SyntaxError('end');
    if (char === '/') {
      this.at += 1;
      return { name: decodeName(this.regular()) };
    }
    if (char === '(') {
      this.skipLiteralString();
      return null;
    }
    if (char === '<' && this.text[this.at + 1] === '<') return this.dictionary(depth);
    if (char === '<') {
      const end = this.text.indexOf('>', this.at);
      this.at = end < 0 ? this.text.length : end + 1;
      return null;
    }
    if (char === '[') return this.array(depth);
    const word = this.regular();
    if (word === '') throw new SyntaxError(`unexpected ${char}`);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return null;
    return this.referenceAfter(Number(word));
  }

  /** `n g R` is a reference to object n; a number alone is itself. */
  private referenceAfter(number: number): PdfValue {
    const reference = /\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/y;
    reference.lastIndex = this.at;
    const match = reference.exec(this.text);
    if (!match || !Number.isInteger(number)) return number;
    this.at = reference.lastIndex;
    return { ref: number };
  }

  private array(depth: number): PdfValue[] {
    this.at += 1;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === ']') {
        this.at += 1;
        return items;
      }
      items.push(this.value(depth + 1));
    }
  }

  private dictionary(depth: number): PdfDictionary {
    this.at += 2;
    const entries: PdfDictionary = new Map();
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith('>>', this.at)) {
        this.at += 2;
        return entries;
      }
      const key = this.value(depth + 1);
      if (!isName(key)) throw new SyntaxError('key');
      entries.set(key.name, this.value(depth + 1));
    }
  }
}

/** The value written at `at`, and where it ends; undefined when the text there is not one. */
export function readValue(text: string, at: number): { value: PdfValue; end: number } | undefined {
  const reader = new Reader(text, at);
  try {
    const value = reader.value();
    return { value, end: reader.at };
  } catch {
    return undefined;
  }
}

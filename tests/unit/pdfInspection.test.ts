// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { UPLOAD_MESSAGES } from '../../domain/publication/uploadLimits.ts';
import { decodeStream, PdfDecodeError, type FilterStep } from '../../server/platform/files/pdfFilters.ts';
import {
  PDF_DECODED_BUDGET,
  PDF_MAX_DECODED_STREAMS,
  pdfFileRefusal,
  pdfVerdict,
} from '../../server/platform/files/pdfInspection.ts';

// Tests run from the repository's root.
const FIXTURE = readFileSync(join(process.cwd(), 'tests/fixtures/publication/quatrieme-couverture.pdf'));

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF of a catalog, a page and `objects` (numbered from 4), each `N 0 obj … endobj`. */
function pdf(objects: (string | Buffer)[], catalogExtra = ''): Buffer {
  const parts: Buffer[] = [
    latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
    latin1(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R${catalogExtra} >>\nendobj\n`),
    latin1('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
    latin1('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >>\nendobj\n'),
  ];
  objects.forEach((object, index) => {
    parts.push(
      latin1(`${index + 4} 0 obj\n`),
      typeof object === 'string' ? latin1(object) : object,
      latin1('\nendobj\n'),
    );
  });
  parts.push(latin1('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary (`entries` and the length) and its data. */
function stream(entries: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(`<< ${entries} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);
}

const asciiHex = (data: Buffer) => latin1(`${data.toString('hex').replace(/(.{32})/g, '$1\n')}>`);

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let offset = 0; offset < data.length; offset += 4) {
    const group = data.subarray(offset, offset + 4);
    let value = 0;
    for (let index = 0; index < 4; index += 1) value = value * 256 + (group[index] ?? 0);
    if (group.length === 4 && value === 0) {
      out += 'z';
      continue;
    }
    let digits = '';
    for (let index = 0; index < 5; index += 1) {
      digits = String.fromCharCode(33 + (value % 85)) + digits;
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, group.length + 1);
  }
  return latin1(`${out}~>`);
}

/** The width a reader expects for the `index`-th code: the table grows by one entry a code from the second on. */
function lzwWidth(index: number): number {
  const next = 258 + Math.max(0, index - 2) + 1;
  return next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
}

/** LZW with PDF's early change: codes from 9 to 12 bits, a clear code first and an end code last. */
function lzw(data: Buffer): Buffer {
  const codes: number[] = [256];
  const table = new Map<string, number>();
  let current = '';
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (current === '' || table.has(extended)) {
      current = extended;
      continue;
    }
    codes.push(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0));
    table.set(extended, 258 + table.size);
    current = String.fromCharCode(byte);
  }
  codes.push(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0), 257);
  const bits = codes.map((code, index) => code.toString(2).padStart(index === 0 ? 9 : lzwWidth(index), '0')).join('');
  return Buffer.from(
    bits
      .padEnd(Math.ceil(bits.length / 8) * 8, '0')
      .match(/.{8}/g)
      ?.map((byte) => parseInt(byte, 2)) ?? [],
  );
}

function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += 128) {
    const run = data.subarray(offset, offset + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/** PNG "Up" prediction over rows of `columns` bytes: each byte becomes its difference from the byte above it. */
function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, offset, offset + columns);
    const above = offset === 0 ? Buffer.alloc(columns) : data.subarray(offset - columns, offset);
    rows.push(Buffer.from([2]), Buffer.from(row.map((byte, index) => (byte - (above[index] ?? 0)) & 0xff)));
  }
  return Buffer.concat(rows);
}

const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** An object stream holding `objects` (numbered from 20), as a reader finds them. */
function objectStreamContent(objects: string[]): Buffer {
  let offsets = '';
  let body = '';
  objects.forEach((object, index) => {
    offsets += `${20 + index} ${body.length} `;
    body += `${object}\n`;
  });
  return latin1(`${offsets}\n${body}`);
}

function objectStream(objects: string[], filters: string, data: Buffer): Buffer {
  const header = objectStreamContent(objects).toString('latin1').indexOf('\n') + 1;
  return stream(`/Type /ObjStm /N ${objects.length} /First ${header} /Filter ${filters}`, data);
}

describe('PDF stream filters', () => {
  const text = latin1('BT /F1 12 Tf (Quatrième de couverture) Tj ET '.repeat(40));
  const decode = (data: Buffer, ...filters: FilterStep[]) =>
    decodeStream(data, filters, { remaining: PDF_DECODED_BUDGET }).toString('latin1');
  const step = (name: string, parms: Record<string, number> = {}): FilterStep => ({ name, parms });

  test('each standard filter gives back what was encoded', () => {
    expect(decode(asciiHex(text), step('ASCIIHexDecode'))).toBe(text.toString('latin1'));
    expect(decode(ascii85(text), step('ASCII85Decode'))).toBe(text.toString('latin1'));
    expect(decode(lzw(text), step('LZWDecode'))).toBe(text.toString('latin1'));
    expect(decode(runLength(text), step('RunLengthDecode'))).toBe(text.toString('latin1'));
    expect(decode(deflateSync(text), step('FlateDecode'))).toBe(text.toString('latin1'));
    expect(decode(deflateSync(pngUp(text, 8)), step('FlateDecode', { Predictor: 12, Columns: 8 })).slice(0, 320)).toBe(
      text.toString('latin1').slice(0, 320),
    );
    expect(decode(ascii85(deflateSync(text)), step('ASCII85Decode'), step('FlateDecode'))).toBe(
      text.toString('latin1'),
    );
  });

  test("the specification's own examples decode", () => {
    // ISO 32000-1 §7.4.4.2 (LZW) and Adobe's ASCII85 example.
    expect(decode(Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]), step('LZWDecode'))).toBe(
      '-----A---B',
    );
    expect(decode(latin1('9jqo^~>'), step('ASCII85Decode'))).toBe('Man ');
    expect(decode(latin1('4D616E2>'), step('ASCIIHexDecode'))).toBe('Man ');
  });

  test('an unknown filter, wrong data or a decoding past the budget is refused', () => {
    const reason = (data: Buffer, filters: FilterStep[], remaining = PDF_DECODED_BUDGET) => {
      try {
        decodeStream(data, filters, { remaining });
        return 'decoded';
      } catch (error) {
        return error instanceof PdfDecodeError ? error.reason : 'thrown';
      }
    };
    expect(reason(text, [step('Crypt')])).toBe('undecodable');
    expect(reason(latin1('4D6G>'), [step('ASCIIHexDecode')])).toBe('undecodable');
    expect(reason(latin1('abc{~>'), [step('ASCII85Decode')])).toBe('undecodable');
    expect(reason(latin1('not deflated'), [step('FlateDecode')])).toBe('undecodable');
    expect(reason(runLength(text), [step('RunLengthDecode')], 100)).toBe('overBudget');
    expect(reason(lzw(text), [step('LZWDecode')], 100)).toBe('overBudget');
    expect(reason(deflateSync(Buffer.alloc(1000)), [step('FlateDecode')], 999)).toBe('overBudget');
  });
});

describe('pdfVerdict: active content, however it is hidden', () => {
  const hiding = (filters: string, data: Buffer) => pdf([stream(`/Filter ${filters}`, data)]);
  const script = latin1(SCRIPT);

  test('JavaScript in a stream behind each standard filter, or a chain of them, is found', () => {
    const cases: Record<string, Buffer> = {
      ASCIIHexDecode: hiding('/ASCIIHexDecode', asciiHex(script)),
      ASCII85Decode: hiding('/ASCII85Decode', ascii85(script)),
      LZWDecode: hiding('/LZWDecode', lzw(script)),
      RunLengthDecode: hiding('/RunLengthDecode', runLength(script)),
      FlateDecode: hiding('/FlateDecode', deflateSync(script)),
      'Flate with a PNG predictor': pdf([
        stream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 6 >>', deflateSync(pngUp(script, 6))),
      ]),
      'ASCII85 then Flate': hiding('[/ASCII85Decode /FlateDecode]', ascii85(deflateSync(script))),
      'hex then LZW then run lengths': hiding('[/AHx /LZWDecode /RunLengthDecode]', asciiHex(lzw(runLength(script)))),
      'an escaped filter name': hiding('/Fl#61teDecode', deflateSync(script)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(pdfVerdict(bytes), name).toBe('script');
  });

  test('an object stream hiding a /Launch action is read', () => {
    const launch = '<< /Type /Action /S /Launch /F (cmd.exe) >>';
    const content = objectStreamContent(['<< /Type /Annot >>', launch]);
    const bytes = pdf([objectStream(['<< /Type /Annot >>', launch], '/FlateDecode', deflateSync(content))]);
    expect(bytes.toString('latin1')).not.toContain('Launch');
    expect(pdfVerdict(bytes)).toBe('action');
    const predicted = pdf([
      objectStream(
        ['<< /Type /Annot >>', launch],
        '/FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>',
        deflateSync(pngUp(content, 5)),
      ),
    ]);
    expect(pdfVerdict(predicted)).toBe('action');
  });

  test('each forbidden action and embedded files are refused, written plainly or with escapes', () => {
    const action = (kind: string) => `/OpenAction << /S /${kind} /F (x) >>`;
    const cases: Record<string, [Buffer, string]> = {
      '/JavaScript': [pdf([], `/OpenAction ${SCRIPT}`), 'script'],
      '/JS alone': [pdf(['<< /JS (app.alert\\(1\\)) >>']), 'script'],
      'a /JavaScript name tree': [pdf([], '/Names << /JavaScript 4 0 R >>'), 'script'],
      '/AA': [pdf([], '/AA << /O 4 0 R >>'), 'script'],
      '/J#61vaScript': [pdf([], '/OpenAction << /S /J#61vaScript /J#53 (x) >>'), 'script'],
      '/Launch': [pdf([], action('Launch')), 'action'],
      '/SubmitForm': [pdf([], action('SubmitForm')), 'action'],
      '/URI': [pdf([], '/OpenAction << /S /URI /URI (https://exemple.fr) >>'), 'action'],
      '/GoToR': [pdf([], action('GoToR')), 'action'],
      '/ImportData': [pdf([], action('ImportData')), 'action'],
      '/RichMedia': [pdf(['<< /Type /Annot /Subtype /RichMedia >>']), 'action'],
      '/L#61unch': [pdf([], action('L#61unch')), 'action'],
      '/EmbeddedFiles': [pdf([], '/Names << /EmbeddedFiles 4 0 R >>'), 'attachment'],
      '/EmbeddedFile': [pdf([stream('/Type /EmbeddedFile', latin1('MZ'))]), 'attachment'],
      '/FileAttachment': [pdf(['<< /Type /Annot /Subtype /FileAttachment /FS 5 0 R >>']), 'attachment'],
    };
    for (const [name, [bytes, verdict]] of Object.entries(cases)) expect(pdfVerdict(bytes), name).toBe(verdict);
  });

  test('each refusal has its French message', () => {
    expect(pdfFileRefusal(pdf([], `/OpenAction ${SCRIPT}`))).toBe(UPLOAD_MESSAGES.pdfScript);
    expect(pdfFileRefusal(pdf([], '/OpenAction << /S /Launch /F (x) >>'))).toBe(UPLOAD_MESSAGES.pdfAction);
    expect(pdfFileRefusal(pdf([], '/Names << /EmbeddedFiles 4 0 R >>'))).toBe(UPLOAD_MESSAGES.pdfAttachment);
    expect(pdfFileRefusal(pdf([stream('/Filter /FooDecode', latin1('x'))]))).toBe(UPLOAD_MESSAGES.pdfUndecodable);
    const bomb = deflateSync(Buffer.alloc(PDF_DECODED_BUDGET + 1));
    expect(pdfFileRefusal(pdf([stream('/Filter /FlateDecode', bomb)]))).toBe(UPLOAD_MESSAGES.pdfUncheckable);
    expect(pdfFileRefusal(FIXTURE)).toBeUndefined();
  });
});

describe('pdfVerdict: what cannot be checked, and what passes', () => {
  test('an unknown filter, corrupt data, a bomb or an encrypted file is refused', () => {
    const deflated = deflateSync(latin1('BT (Bonjour) Tj ET'));
    const corrupt = Buffer.from(deflated);
    corrupt[corrupt.length - 1] = (corrupt[corrupt.length - 1] ?? 0) ^ 0xff;
    const bomb = deflateSync(Buffer.alloc(PDF_DECODED_BUDGET + 1));
    expect(pdfVerdict(pdf([stream('/Filter /FooDecode', deflated)]))).toBe('undecodable');
    expect(pdfVerdict(pdf([stream('/Filter /FlateDecode', corrupt)]))).toBe('undecodable');
    expect(pdfVerdict(pdf([stream('/Filter [/FlateDecode /Crypt]', deflated)]))).toBe('undecodable');
    expect(pdfVerdict(pdf([stream('/Filter /LZWDecode', latin1('\xff\xff\xff\xff'))]))).toBe('undecodable');
    expect(pdfVerdict(pdf([stream('/Filter /FlateDecode', bomb)]))).toBe('uncheckable');
    expect(pdfVerdict(pdf(['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], ' /Encrypt 4 0 R'))).toBe(
      'undecodable',
    );
  });

  test('a stream without a length or an end, or more streams than a book holds, is not decoded', () => {
    const unterminated = Buffer.concat([
      pdf([]).subarray(0, -6),
      latin1('4 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
      deflateSync(latin1(SCRIPT)).subarray(0, 8),
    ]);
    expect(pdfVerdict(unterminated)).toBe('undecodable');
    const content = stream('/Filter /FlateDecode', deflateSync(latin1('BT ET')));
    const many = pdf(Array.from({ length: PDF_MAX_DECODED_STREAMS + 1 }, () => content));
    const started = performance.now();
    expect(pdfVerdict(many)).toBe('uncheckable');
    expect(pdfVerdict(pdf(Array.from({ length: 100 }, () => content)))).toBe('clean');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test("the portal's fixture, Flate streams, pictures and a real producer's file with object streams pass", async () => {
    expect(pdfVerdict(FIXTURE)).toBe('clean');
    const content = deflateSync(latin1('BT /F1 24 Tf 72 500 Td (Quatrième de couverture) Tj ET'));
    const pixels = deflateSync(Buffer.alloc(PDF_DECODED_BUDGET + 1));
    const clean = pdf([
      stream('/Filter /FlateDecode', content),
      stream('/Type /XObject /Subtype /Image /Width 5000 /Height 4000 /Filter /FlateDecode', pixels),
      stream('/Type /XObject /Subtype /Image /Filter [/ASCII85Decode /DCTDecode]', ascii85(latin1('\xff\xd8\xff'))),
      stream('/Filter /FlateDecode /Length1 4', deflateSync(Buffer.from([0, 1, 0, 0]))),
    ]);
    expect(pdfVerdict(clean)).toBe('clean');
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText('Quatrième de couverture', { font });
    const produced = Buffer.from(await document.save({ useObjectStreams: true }));
    expect(produced.toString('latin1')).toContain('/ObjStm');
    expect(pdfVerdict(produced)).toBe('clean');
  });

  test('an image flagged as an object stream is still read as one', () => {
    const content = objectStreamContent([SCRIPT]);
    const disguised = pdf([
      stream(`/Subtype /Image /N 1 /First ${content.indexOf('\n') + 1} /Filter /FlateDecode`, deflateSync(content)),
    ]);
    expect(pdfVerdict(disguised)).toBe('script');
  });
});

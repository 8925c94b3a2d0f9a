import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { COVER_MESSAGES } from '../../domain/publication/coverFiles.ts';
import { FILE_UPLOAD_RATE, quotaRefusal, UPLOAD_MESSAGES } from '../../domain/publication/uploadLimits.ts';
import { buildApp } from '../../server/compose/app.ts';
import { fichiersStockes } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { storedFilePath } from '../../server/platform/files/files.ts';
import { PDF_DECODED_BUDGET } from '../../server/platform/files/pdfInspection.ts';
import { contentEditHarness } from './contentEditHarness.ts';
import { multipart, type Part } from './multipart.ts';
import { APPLICATION_KEY, TEST_TOKENS, testVerifier, useHarness } from './testApp.ts';
import { ean, publicationsHarness, type Author } from './publicationsHarness.ts';

type Publication = components['schemas']['Publication'];
type Fichiers = components['schemas']['PublicationEtape5Fichiers'];

const FIXTURES = fileURLToPath(new URL('../fixtures/publication', import.meta.url));
const PNG = readFileSync(`${FIXTURES}/couverture-500x800.png`);
const PDF = readFileSync(`${FIXTURES}/quatrieme-couverture.pdf`);

/** Two covers fit in the bytes, not three; two files in the count, not three. */
const QUOTA = { maxFiles: 2, maxBytes: PNG.length + 40_000 };

const h = useHarness(() => publicationsHarness({ config: { uploadQuota: QUOTA } }));
let eanCounter = 0;

async function newPublication(who: Author): Promise<Publication> {
  eanCounter += 1;
  return h.createDraft(who, ean(`9782365199${String(eanCounter).padStart(2, '0')}`));
}

const cover = (value: Buffer): Part => ({ name: 'visuelCouverture', value, filename: 'c.png', type: 'image/png' });
const fourth = (value: Buffer): Part => ({
  name: 'quatriemeCouverture',
  value,
  filename: 'q.pdf',
  type: 'application/pdf',
});

function upload(who: Author, idPublication: number | string, files: Part[]) {
  return h.upload(who, String(idPublication), files);
}

async function uploaded(who: Author, idPublication: number, files: Part[]): Promise<Fichiers> {
  const response = await upload(who, idPublication, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Fichiers;
}

const onDisk = (address: string | null | undefined) => existsSync(storedFilePath(h.dataDir, address ?? '') ?? '');

async function storedRows(who: Author) {
  return h.ctx.db.select().from(fichiersStockes).where(eq(fichiersStockes.idCompte, who.idCompte));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is not what is judged here: the data behind the header is.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A `width` × `height` RGB PNG (500 × 800 unless said) whose IDAT chunks are `idat`. */
function png(idat: Buffer[], width = 500, height = 800): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    ...idat.map((data) => chunk('IDAT', data)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The fixture PDF with `extra` written into its catalog. */
function pdfWith(extra: string, objects = ''): Buffer {
  const text = PDF.toString('latin1').replace('/Type/Catalog', `/Type/Catalog${extra}`);
  return Buffer.from(text.replace('trailer', `${objects}trailer`), 'latin1');
}

describe('Publication_FileUpload: what an upload must hold', () => {
  test('a PNG whose header claims more than its data holds is refused, a whole one accepted', async () => {
    const who = await h.author('televersement-png');
    const publication = await newPublication(who);
    const rowBytes = 1 + 500 * 3;
    const cases = {
      'header only': png([]),
      'truncated IDAT': png([PNG.subarray(41, 41 + 8192)]),
      'ten rows of 800': png([deflateSync(Buffer.alloc(10 * rowBytes))]),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const response = await upload(who, publication.Id, [cover(bytes)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({
        Errors: [{ Champ: '/visuelCouverture', Message: COVER_MESSAGES.notAnImage }],
      });
    }
    expect(await storedRows(who)).toEqual([]);
    const whole = await uploaded(who, publication.Id, [cover(png([deflateSync(Buffer.alloc(800 * rowBytes))]))]);
    expect(onDisk(whole.VisuelCouverture)).toBe(true);
  });

  test('a PDF holding JavaScript or automatic actions is refused, however it is written; large pictures pass', async () => {
    const who = await h.author('televersement-pdf');
    const publication = await newPublication(who);
    const script = '<</S/JavaScript/JS(app.alert(1))>>';
    const hidden = deflateSync(Buffer.from(`<</OpenAction 5 0 R>> ${script}`));
    const cases = {
      'an OpenAction running JS': pdfWith(`/OpenAction${script}`),
      'additional actions': pdfWith('/AA<</O 4 0 R>>'),
      'an escaped name': pdfWith('/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>'),
      'a truncated deflated stream': pdfWith(
        '',
        `4 0 obj<</Length 20/Filter/FlateDecode>>stream\n${hidden.subarray(0, hidden.length - 6).toString('latin1')}\nendstream endobj\n`,
      ),
      'a deflated object stream': pdfWith(
        '',
        `4 0 obj<</Type/ObjStm/Length ${hidden.length}/Filter/FlateDecode>>stream\n${hidden.toString('latin1')}\nendstream endobj\n`,
      ),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const response = await upload(who, publication.Id, [fourth(bytes)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({
        Errors: [{ Champ: '/quatriemeCouverture', Message: UPLOAD_MESSAGES.pdfScript }],
      });
    }
    const bomb = deflateSync(Buffer.alloc(PDF_DECODED_BUDGET + 1));
    const tooDeep = await upload(who, publication.Id, [
      fourth(
        pdfWith(
          '',
          `4 0 obj<</Length ${bomb.length}/Filter/FlateDecode>>stream\n${bomb.toString('latin1')}\nendstream endobj\n`,
        ),
      ),
    ]);
    expect(tooDeep.json()).toMatchObject({
      Errors: [{ Champ: '/quatriemeCouverture', Message: UPLOAD_MESSAGES.pdfUncheckable }],
    });
    const picture = pdfWith(
      '',
      `4 0 obj<</Type/XObject/Subtype/Image/Length ${bomb.length}/Filter/FlateDecode>>stream\n${bomb.toString('latin1')}\nendstream endobj\n`,
    );
    await uploaded(who, publication.Id, [fourth(picture)]);
    const plain = await uploaded(who, publication.Id, [fourth(PDF)]);
    expect(onDisk(plain.QuatriemeCouverture)).toBe(true);
  });
});

describe('Publication_FileUpload and Contenu_Upload: images past 40 megapixels', () => {
  // 7000 × 7000 is 49 megapixels; a few bytes on disk, about 147 MB once decoded.
  const large = png([deflateSync(Buffer.alloc(7_001))], 7_000, 7_000);
  // Start of image, then a baseline frame header: 8000 px high, 6000 px wide.
  const largeJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x1f, 0x40, 0x17, 0x70, 0x03, 0x01]);

  test('a cover or a fourth cover whose header claims more is refused before decoding', async () => {
    const who = await h.author('televersement-megapixels');
    const publication = await newPublication(who);
    const response = await upload(who, publication.Id, [cover(large), fourth(largeJpeg)]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      Errors: [
        { Champ: '/visuelCouverture', Message: COVER_MESSAGES.tooManyPixels },
        { Champ: '/quatriemeCouverture', Message: COVER_MESSAGES.tooManyPixels },
      ],
    });
    expect(await storedRows(who)).toEqual([]);
  });

  test('a content image whose header claims more is refused and nothing is stored', async () => {
    const content = await contentEditHarness();
    try {
      const block = await content.block('image-trop-grande');
      const response = await content.upload([
        { name: 'IdContenu', value: String(block.id) },
        { name: String(block.image), value: largeJpeg, filename: 'image.jpg', type: 'image/jpeg' },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        Errors: [{ Champ: `/${block.image}`, Message: COVER_MESSAGES.tooManyPixels }],
      });
      expect(await content.storedImages()).toEqual([]);
    } finally {
      await content.dispose();
    }
  });
});

describe('Publication_FileUpload: a fourth cover that would act, fetch or carry something', () => {
  test('actions, attached files and streams that cannot be decoded are refused, each with its message', async () => {
    const who = await h.author('televersement-pdf-actions');
    const publication = await newPublication(who);
    const launch = '<</Type/Action/S/Launch/F(cmd.exe)>>';
    const objects = deflateSync(Buffer.from(`5 0\n${launch}`));
    const cases: Record<string, [Buffer, string]> = {
      'a link opened at once': [pdfWith('/OpenAction<</S/URI/URI(https://exemple.fr)>>'), UPLOAD_MESSAGES.pdfAction],
      'a form sent away': [pdfWith('/OpenAction<</S/Subm#69tForm/F(https://exemple.fr)>>'), UPLOAD_MESSAGES.pdfAction],
      'a launch hidden in an object stream': [
        pdfWith(
          '',
          `4 0 obj<</Type/ObjStm/N 1/First 4/Length ${objects.length}/Filter/FlateDecode>>stream\n${objects.toString('latin1')}\nendstream endobj\n`,
        ),
        UPLOAD_MESSAGES.pdfAction,
      ],
      'attached files': [pdfWith('/Names<</EmbeddedFiles 4 0 R>>'), UPLOAD_MESSAGES.pdfAttachment],
      'an unknown filter': [
        pdfWith('', '4 0 obj<</Length 3/Filter/FooDecode>>stream\nabc\nendstream endobj\n'),
        UPLOAD_MESSAGES.pdfUndecodable,
      ],
    };
    for (const [name, [bytes, message]] of Object.entries(cases)) {
      const response = await upload(who, publication.Id, [fourth(bytes)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ Errors: [{ Champ: '/quatriemeCouverture', Message: message }] });
    }
    expect(await storedRows(who)).toEqual([]);
  });
});

describe('Publication_FileUpload: what an account keeps', () => {
  test('past the quota in number of files, 409 with the French message and nothing written', async () => {
    const who = await h.author('quota-nombre');
    const [first, second, third] = [await newPublication(who), await newPublication(who), await newPublication(who)];
    await uploaded(who, first.Id, [fourth(PDF)]);
    await uploaded(who, second.Id, [fourth(PDF)]);
    const refused = await upload(who, third.Id, [fourth(PDF)]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ Message: quotaRefusal(QUOTA) });
    const thirdNow = await h.send(who, '/Publication/Publication_Get', { Id: third.Id });
    expect((thirdNow.json() as Publication).QuatriemeCouverture).toBeNull();
    expect(await storedRows(who)).toHaveLength(2);
    const folder = `${h.dataDir}/publications/${third.Id}`;
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  test('past the quota in bytes, 409; replacing a cover frees the old one, removed from the disk', async () => {
    const who = await h.author('quota-octets');
    const [first, second] = [await newPublication(who), await newPublication(who)];
    const before = await uploaded(who, first.Id, [cover(PNG)]);
    const refused = await upload(who, second.Id, [cover(PNG)]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ Message: quotaRefusal(QUOTA) });

    const after = await uploaded(who, first.Id, [cover(PNG)]);
    expect(after.VisuelCouverture).not.toBe(before.VisuelCouverture);
    await h.app.outbox.drain();
    expect(onDisk(before.VisuelCouverture)).toBe(false);
    expect(onDisk(after.VisuelCouverture)).toBe(true);
    expect((await storedRows(who)).map((row) => row.adresse)).toEqual([after.VisuelCouverture]);
  });

  test("a deleted publication's files leave the disk and the account's count", async () => {
    const who = await h.author('quota-suppression');
    const publication = await newPublication(who);
    const files = await uploaded(who, publication.Id, [cover(PNG), fourth(PDF)]);
    expect(onDisk(files.VisuelCouverture) && onDisk(files.QuatriemeCouverture)).toBe(true);
    const deleted = await h.send(who, '/Publication/Publication_Delete', { Id: publication.Id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await h.app.outbox.drain();
    expect([onDisk(files.VisuelCouverture), onDisk(files.QuatriemeCouverture)]).toEqual([false, false]);
    expect(await storedRows(who)).toEqual([]);
  });

  test('uploads are limited per account: past the limit 429 in French, another account unaffected', async () => {
    const busy = await h.author('cadence-occupe');
    const other = await h.author('cadence-autre');
    // Refused bodies (no publication named) count as much as accepted ones.
    for (let sent = 0; sent < FILE_UPLOAD_RATE.max; sent += 1) {
      expect((await upload(busy, '', [])).statusCode).toBe(400);
    }
    const limited = await upload(busy, '', []);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Message: MESSAGES.tooManyRequests });
    expect((await upload(other, '', [])).statusCode).toBe(400);
  });
});

describe("BO Publication_FileUpload: counted in the owner's files", () => {
  test('never refused for the quota; a cover it replaces is removed too', async () => {
    const boApp = buildApp({
      config: { ...h.ctx.config, dataDir: h.dataDir, uploadQuota: QUOTA },
      db: h.ctx.db,
      document: h.ctx.document,
      verifyAccessToken: testVerifier,
    });
    try {
      const owner = await h.author('quota-back-office');
      const [first, second] = [await newPublication(owner), await newPublication(owner)];
      const boUpload = async (idPublication: number) => {
        const { payload, contentType } = multipart([
          { name: 'Application_Key', value: APPLICATION_KEY },
          { name: 'IdPersonne', value: String(owner.idCompte) },
          { name: 'IdPublication', value: String(idPublication) },
          cover(PNG),
        ]);
        const response = await boApp.inject({
          method: 'POST',
          url: '/api/BO/Publication/Publication_FileUpload',
          headers: { authorization: `Bearer ${TEST_TOKENS.backOffice}`, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as Fichiers;
      };
      const before = await uploaded(owner, first.Id, [cover(PNG)]);
      const beyond = await boUpload(second.Id);
      const replaced = await boUpload(first.Id);
      await boApp.outbox.drain();
      expect(onDisk(before.VisuelCouverture)).toBe(false);
      expect((await storedRows(owner)).map((row) => row.adresse).sort()).toEqual(
        [beyond.VisuelCouverture, replaced.VisuelCouverture].sort(),
      );
    } finally {
      await boApp.close();
    }
  });
});

describe('Contenu_Upload: content images follow the same checks', () => {
  test('a header-only PNG is refused and nothing is stored', async () => {
    const content = await contentEditHarness();
    try {
      const block = await content.block('png-sans-donnees');
      const response = await content.upload([
        { name: 'IdContenu', value: String(block.id) },
        { name: String(block.image), value: png([]), filename: 'image.png', type: 'image/png' },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        Errors: [{ Champ: `/${block.image}`, Message: COVER_MESSAGES.notAnImage }],
      });
      expect(await content.storedImages()).toEqual([]);
    } finally {
      await content.dispose();
    }
  });
});

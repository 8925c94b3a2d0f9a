import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeOnixExport } from '../../server/areas/onix/public.ts';
import type { RecordAcknowledgement } from '../../server/areas/catalogueSandbox/acknowledgement.ts';
import { withCheckDigit } from '../unit/onixShapes.ts';
import {
  acknowledgementOf,
  craftedProduct,
  onixMessage,
  startCoverHost,
  type CoverHost,
  type CraftedProduct,
} from './catalogueSandboxHarness.ts';
import { testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let covers: CoverHost;

beforeAll(async () => {
  ctx = await testContext();
  covers = await startCoverHost();
});

afterAll(() => covers.close());

const ISBN = withCheckDigit('978236599001');
const WRONG_CHECK_DIGIT = `${ISBN.slice(0, 12)}${(Number(ISBN[12]) + 1) % 10}`;

/** One product per check, each with a single thing wrong, and one with nothing wrong. */
function shapes(): Record<string, Omit<CraftedProduct, 'reference'>> {
  const image = `${covers.origin}/couverture.jpg`;
  return {
    conforme: { isbn: ISBN, cover: image },
    cleIsbn: { isbn: WRONG_CHECK_DIGIT, cover: image },
    sansGln: { isbn: ISBN, cover: image, gln: null },
    glnFaux: { isbn: ISBN, cover: image, gln: '3012345678903' },
    sansPrix: { isbn: ISBN, cover: image, priced: false },
    aParaitreSansPrix: { isbn: ISBN, cover: image, priced: false, availability: '10' },
    sansCouverture: { isbn: ISBN, cover: null },
    couvertureAbsente: { isbn: ISBN, cover: `${covers.origin}/absente.jpg` },
    couvertureNonImage: { isbn: ISBN, cover: `${covers.origin}/page.html` },
    sansResume: { isbn: ISBN, cover: image, description: null },
    resumeCourt: { isbn: ISBN, cover: image, description: 'Un roman sur la mer.' },
    sansSujet: { isbn: ISBN, cover: image, subject: false },
    sujetClilSeul: { isbn: ISBN, cover: image, subject: 'clil' },
    suppression: { isbn: ISBN, notification: '05' },
  };
}

function byReference(records: readonly RecordAcknowledgement[]): Record<string, RecordAcknowledgement> {
  return Object.fromEntries(records.map((record) => [record.RecordReference, record]));
}

function codes(record: RecordAcknowledgement | undefined) {
  return record?.Details.map(({ Code, Severity, Element }) => ({ Code, Severity, Element }));
}

describe.each(['3.1', '3.0'] as const)('the sandbox catalogue’s checks of an ONIX %s message', (release) => {
  test('each product gets the code, severity and element of what it lacks, with a French note', async () => {
    const products = Object.entries(shapes()).map(([reference, shape]) => craftedProduct({ reference, ...shape }));
    const acknowledgement = await acknowledgementOf(ctx.app, onixMessage(products, release));
    expect(acknowledgement.MessageStatusDetails).toEqual([]);
    expect(acknowledgement.MessageStatus).toBe('02');
    const records = byReference(acknowledgement.Records);
    expect(Object.keys(records)).toEqual(Object.keys(shapes()));

    expect(records.conforme).toEqual({
      RecordReference: 'conforme',
      ProductIdentifier: ISBN,
      RecordStatus: '00',
      Details: [],
    });
    expect(records.suppression).toMatchObject({ RecordStatus: '00', Details: [] });
    expect(records.aParaitreSansPrix).toMatchObject({ RecordStatus: '00', Details: [] });
    // A CLIL category shelves a book as a Thema one does.
    expect(records.sujetClilSeul).toMatchObject({ RecordStatus: '00', Details: [] });

    const expected: Record<string, { status: string; code: string; severity: string; element: string }> = {
      cleIsbn: { status: '03', code: 'CAT-ISBN', severity: 'F', element: 'ProductIdentifier' },
      sansGln: { status: '00', code: 'CAT-GLN-EDITEUR', severity: 'W', element: 'Publisher' },
      glnFaux: { status: '00', code: 'CAT-GLN-EDITEUR', severity: 'W', element: 'Publisher' },
      sansPrix: { status: '03', code: 'CAT-PRIX', severity: 'F', element: 'Price' },
      sansCouverture: { status: '03', code: 'CAT-COUVERTURE', severity: 'F', element: 'SupportingResource' },
      couvertureAbsente: {
        status: '00',
        code: 'CAT-COUVERTURE-INACCESSIBLE',
        severity: 'W',
        element: 'SupportingResource',
      },
      couvertureNonImage: {
        status: '00',
        code: 'CAT-COUVERTURE-INACCESSIBLE',
        severity: 'W',
        element: 'SupportingResource',
      },
      sansResume: { status: '03', code: 'CAT-RESUME', severity: 'F', element: 'TextContent' },
      resumeCourt: { status: '00', code: 'CAT-RESUME-COURT', severity: 'W', element: 'TextContent' },
      sansSujet: { status: '03', code: 'CAT-SUJET', severity: 'F', element: 'Subject' },
    };
    for (const [reference, { status, code, severity, element }] of Object.entries(expected)) {
      expect({ reference, status: records[reference]?.RecordStatus, details: codes(records[reference]) }).toEqual({
        reference,
        status,
        details: [{ Code: code, Severity: severity, Element: element }],
      });
    }

    expect(records.cleIsbn?.Details[0]?.Note).toBe(
      `L’ISBN ${WRONG_CHECK_DIGIT} n’est pas valide\u00a0: sa clé de contrôle (dernier chiffre) ne correspond pas aux douze premiers chiffres.`,
    );
    expect(records.glnFaux?.Details[0]?.Note).toContain('(3012345678903)');
    expect(records.couvertureAbsente?.Details[0]?.Note).toContain('(réponse HTTP 404)');
    expect(records.couvertureNonImage?.Details[0]?.Note).toContain(
      '(le fichier reçu n’est pas une image mais text/html; charset=utf-8)',
    );
    expect(records.resumeCourt?.Details[0]?.Note).toBe(
      'Le résumé est court (20 caractères)\u00a0: les libraires attendent au moins 200 caractères pour présenter le livre.',
    );
  });

  test('a file that does not follow the release’s XSD is rejected whole, MessageStatus 01', async () => {
    const broken = onixMessage([craftedProduct({ reference: 'x', isbn: ISBN })], release).replace(
      '<ProductForm>BC</ProductForm>',
      '<ProductForm>BC</ProductForm><Couleur>bleu</Couleur>',
    );
    const acknowledgement = await acknowledgementOf(ctx.app, broken);
    expect(acknowledgement.MessageStatus).toBe('01');
    expect(acknowledgement.Records).toEqual([]);
    expect(acknowledgement.MessageStatusDetails).toEqual([
      {
        Code: 'CAT-XSD',
        Severity: 'F',
        Element: null,
        Note: expect.stringMatching(
          new RegExp(
            `^Le fichier n’est pas conforme au schéma ONIX ${release} d’EDItEUR\u00a0: .*Couleur.*Aucun produit n’a été traité\\.$`,
          ),
        ),
      },
    ]);
  });

  test('the demo data’s export in this release passes the XSD and is acknowledged product by product', async () => {
    let xml = '';
    for await (const chunk of writeOnixExport(ctx.db, { release, publicUrl: covers.origin })) xml += chunk;
    const acknowledgement = await acknowledgementOf(ctx.app, xml);
    expect(acknowledgement.MessageStatusDetails).toEqual([]);
    expect(acknowledgement.MessageStatus).not.toBe('01');
    expect(acknowledgement.Records.length).toBe((xml.match(/<Product>/g) ?? []).length);
    expect(acknowledgement.Records.length).toBeGreaterThan(0);
  });
});

describe('a message the catalogue cannot read', () => {
  test.each([
    ['an unknown release', onixMessage([], '3.1').replace('release="3.1"', 'release="2.1"'), '«\u00a02.1\u00a0»'],
    ['no release', onixMessage([], '3.1').replace(' release="3.1"', ''), '«\u00a0non précisée\u00a0»'],
  ])('with %s is rejected whole with CAT-VERSION', async (_case, xml, named) => {
    const acknowledgement = await acknowledgementOf(ctx.app, xml);
    expect(acknowledgement.MessageStatus).toBe('01');
    expect(acknowledgement.MessageStatusDetails).toEqual([
      { Code: 'CAT-VERSION', Severity: 'F', Element: null, Note: expect.stringContaining(named) },
    ]);
  });

  test('that is not XML at all is rejected by the XSD check', async () => {
    const acknowledgement = await acknowledgementOf(ctx.app, '<ONIXMessage release="3.1">pas fini');
    expect(acknowledgement.MessageStatus).toBe('01');
    expect(acknowledgement.MessageStatusDetails[0]?.Code).toBe('CAT-XSD');
  });
});

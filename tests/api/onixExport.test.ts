import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ONIX_REFUSALS } from '../../domain/publication/onixExport.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { comptes, marques, moderationsPublication, publications } from '../../server/platform/db/schema.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { planOnixExport, writeOnixExport } from '../../server/areas/onix/exportOnix.ts';
import { escapeXml } from '../../server/areas/onix/xml.ts';
import { clilCategory } from '../../server/areas/onix/classificationLists.ts';
import { CLIL_CODE_OF_SUJET } from '../../server/areas/onix/subjectClil.ts';
import { SUBJECT_CODES_OF_SUJET } from '../../server/areas/onix/subjectCodes.ts';
import type { OnixRelease } from '../../domain/publication/onixRelease.ts';
import { newCoverToken } from '../../server/areas/publications/publicCovers.ts';
import type { OnixSource } from '../../server/areas/onix/source.ts';
import { INCOMPLETE_SOURCE, ONIX_SHAPES, completeSource, withCheckDigit } from '../unit/onixShapes.ts';
import { onixXsdErrors } from './onixValidation.ts';
import { testContext, type TestContext } from './testApp.ts';

let context: TestContext;
const inserted: number[] = [];
const ids: Record<string, number> = {};
const PUBLIC_URL = 'https://portail.example.org';
const NOW = new Date('2026-11-23T10:15:30.000Z');

/** Stores a shape as the wizard and the moderation would have left it, in the given state, and returns its id. */
async function store(
  name: string,
  source: OnixSource,
  etat: number,
  history: ('soumission' | 'acceptation' | 'retrait')[],
  dateMaj?: Date,
  login = 'auteur@example.org',
): Promise<number> {
  const { db } = context;
  const [compte] = await db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, login));
  const [marque] = source.Marque
    ? await db.select({ id: marques.id }).from(marques).where(eq(marques.libelle, source.Marque.Libelle))
    : [];
  const [row] = await db
    .insert(publications)
    .values({
      idCompte: compte!.id,
      ean: source.Ean,
      titre: source.Titre,
      idDisponibilite: source.IdDisponibilite,
      idEtatPublication: etat,
      idsLangues: source.IdsLangues,
      serie: source.Serie,
      titreVolume: source.TitreVolume,
      numeroVolume: source.NumeroVolume,
      auteurContribution: source.AuteurContribution,
      idMarque: marque?.id ?? null,
      dateParution: source.DateParution,
      prixTTCCentimes: source.PrixTTCCentimes,
      nombrePage: source.NombrePage,
      formatPoids: source.Format_Poids,
      formatHauteur: source.Format_Hauteur,
      formatLargeur: source.Format_Largeur,
      formatEpaisseur: source.Format_Epaisseur,
      idFormat: source.IdFormat,
      coffret: source.Coffret,
      impressionDemande: source.ImpressionDemande,
      idIllustration: source.IdIllustration,
      idTypeOuvrage: source.IdTypeOuvrage,
      genCod: source.GenCod,
      idSujet: source.IdSujet,
      resume: source.Resume,
      visuelCouverture: source.VisuelCouverture,
      quatriemeCouverture: source.QuatriemeCouverture,
      // As an upload stores them: each cover with the token of its public link.
      jetonVisuelCouverture: source.VisuelCouverture === null ? null : newCoverToken(),
      jetonQuatriemeCouverture: source.QuatriemeCouverture === null ? null : newCoverToken(),
      ...(dateMaj ? { dateMaj } : {}),
    })
    .returning({ id: publications.id });
  inserted.push(row!.id);
  ids[name] = row!.id;
  if (history.length > 0) {
    await db.insert(moderationsPublication).values(history.map((nature) => ({ idPublication: row!.id, nature })));
  }
  return row!.id;
}

async function exportText(
  options: { since?: Date; release?: OnixRelease } = {},
): Promise<{ xml: string; chunks: number }> {
  let xml = '';
  let chunks = 0;
  for await (const chunk of writeOnixExport(context.db, {
    ...options,
    now: NOW,
    publicUrl: PUBLIC_URL,
    sender: { SenderName: 'Portail <autoédition> & Cie' },
  })) {
    xml += chunk;
    chunks += 1;
  }
  return { xml, chunks };
}

function recordOf(xml: string, idPublication: number): string | undefined {
  return xml
    .split('<Product>')
    .find((part) => part.startsWith(`<RecordReference>org.example.portail.publication.${idPublication}<`));
}

beforeAll(async () => {
  context = await testContext();
  // The brands the shapes name are seed brands: the generated publications use the demo's.
  const penhoet = { Libelle: 'Éditions de Penhoët', GencodEditeur: '3051234567897' };
  const withoutGencod = { Libelle: 'Atelier du Rhône', GencodEditeur: null };
  for (const [name, shape] of Object.entries(ONIX_SHAPES)) {
    if (name === 'retiree') continue;
    const marque = name === 'aParaitreSansPrix' ? withoutGencod : penhoet;
    await store(name, { ...shape, Marque: marque }, ETAT_PUBLICATION.validee, ['soumission', 'acceptation']);
  }
  await store(
    'referencee',
    completeSource({ Ean: withCheckDigit('978236512911'), Marque: penhoet }),
    ETAT_PUBLICATION.referencee,
    ['soumission', 'acceptation'],
  );
  // Validated once, no longer: nothing in the portal moves a publication back from validated yet, so the state is
  // written here as such a move would leave it.
  await store('retiree', { ...ONIX_SHAPES.retiree, Marque: penhoet }, ETAT_PUBLICATION.brouillon, [
    'soumission',
    'acceptation',
  ]);
  // Two accounts validated with the same EAN: a catalogue takes one record per ISBN, and neither is the right one.
  const doublon = completeSource({ Ean: withCheckDigit('978236512917'), Titre: 'Le Même Livre', Marque: penhoet });
  await store('doublonAuteur', doublon, ETAT_PUBLICATION.validee, ['soumission', 'acceptation']);
  await store(
    'doublonAdmin',
    doublon,
    ETAT_PUBLICATION.validee,
    ['soumission', 'acceptation'],
    undefined,
    'admin@example.org',
  );
  await store('incomplete', INCOMPLETE_SOURCE, ETAT_PUBLICATION.validee, ['soumission', 'acceptation']);
  await store(
    'brouillon',
    completeSource({ Ean: withCheckDigit('978236512912'), Marque: penhoet }),
    ETAT_PUBLICATION.brouillon,
    [],
  );
  await store(
    'soumise',
    completeSource({ Ean: withCheckDigit('978236512913'), Marque: penhoet }),
    ETAT_PUBLICATION.enAttenteDeModeration,
    ['soumission'],
  );
  await store(
    'refusee',
    completeSource({ Ean: withCheckDigit('978236512914'), Marque: penhoet }),
    ETAT_PUBLICATION.refusee,
    ['soumission'],
  );
  await store(
    'ancienne',
    completeSource({ Ean: withCheckDigit('978236512915'), Marque: penhoet }),
    ETAT_PUBLICATION.validee,
    ['soumission', 'acceptation'],
    new Date('2024-06-01T00:00:00Z'),
  );
});

afterAll(async () => {
  await context.db.delete(publications).where(inArray(publications.id, inserted));
});

describe('export ONIX des publications validées', () => {
  test('le plan liste les publications exportées et, avec leurs raisons, les validées incomplètes', async () => {
    const plan = await planOnixExport(context.db);
    const [seeded] = await context.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.titre, 'Les Jardins de Penhoët'));
    const expected = [
      seeded!.id,
      ...Object.keys(ONIX_SHAPES).map((name) => ids[name]!),
      ids.referencee!,
      ids.ancienne!,
    ].sort((a, b) => a - b);
    expect(plan.exportable).toEqual(expected);
    const doublon = { Titre: 'Le Même Livre', Raisons: [ONIX_REFUSALS.eanEnDouble] };
    expect(plan.unexportable).toEqual([
      { IdPublication: ids.doublonAuteur, ...doublon },
      { IdPublication: ids.doublonAdmin, ...doublon },
      {
        IdPublication: ids.incomplete,
        Titre: 'sans titre',
        Raisons: [
          ONIX_REFUSALS.titre,
          ONIX_REFUSALS.contributeur,
          ONIX_REFUSALS.marque,
          ONIX_REFUSALS.format,
          ONIX_REFUSALS.prix,
        ],
      },
    ]);
  });

  test('le message de toutes les formes est valide selon le XSD ONIX 3.1 d’EDItEUR', async () => {
    const { xml, chunks } = await exportText();
    const started = Date.now();
    expect(await onixXsdErrors(xml)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(chunks).toBeGreaterThan(10);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<ONIXMessage release="3.1" xmlns="http:\/\/ns.editeur.org\/onix\/3.1\/reference">/,
    );
    expect(xml).toContain(
      '<Header><Sender><SenderName>Portail &lt;autoédition&gt; &amp; Cie</SenderName></Sender><SentDateTime>20261123T101530Z</SentDateTime>',
    );
    expect(xml.match(/<Product>/g)).toHaveLength(Object.keys(ONIX_SHAPES).length + 3);
    expect(recordOf(xml, ids.retiree!)).toMatch(/<NotificationType>05<\/NotificationType>/);
    expect(recordOf(xml, ids.retiree!)).not.toContain('<DescriptiveDetail>');
    expect(recordOf(xml, ids.traduction!)).toContain(
      '<ContributorRole>B06</ContributorRole><FromLanguage>eng</FromLanguage><FromLanguage>bre</FromLanguage><PersonName>Yann Le Bihan</PersonName>',
    );
    expect(recordOf(xml, ids.serieAvecTitreDeVolume!)).toContain(
      '<Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel><TitleText>Les Chroniques de Brocéliande</TitleText></TitleElement><TitleElement><TitleElementLevel>01</TitleElementLevel><PartNumber>2</PartNumber></TitleElement></TitleDetail></Collection>',
    );
    // Thema for every catalogue, CLIL beside it for French booksellers (a novel: 3442; a teenage novel: 3751).
    expect(recordOf(xml, ids.complete!)).toContain(
      '<Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectSchemeVersion>1.6</SubjectSchemeVersion><SubjectCode>FBA</SubjectCode></Subject><Subject><SubjectSchemeIdentifier>29</SubjectSchemeIdentifier><SubjectCode>3442</SubjectCode></Subject>',
    );
    expect(recordOf(xml, ids.impressionALaDemande!)).toContain(
      '<Subject><SubjectSchemeIdentifier>29</SubjectSchemeIdentifier><SubjectCode>3751</SubjectCode></Subject>',
    );
    expect(recordOf(xml, ids.aParaitreSansPrix!)).toContain(
      '<Supplier><SupplierRole>01</SupplierRole><SupplierName>Atelier du Rhône</SupplierName></Supplier><ProductAvailability>10</ProductAvailability><UnpricedItemType>02</UnpricedItemType>',
    );
    // The catalogue is given the cover's public link, never the author's private address.
    const [quatrieme] = await context.db
      .select({ jeton: publications.jetonQuatriemeCouverture })
      .from(publications)
      .where(eq(publications.id, ids.quatriemeDeCouverture!));
    expect(quatrieme?.jeton).toMatch(/^[0-9a-f]{32}$/);
    expect(recordOf(xml, ids.quatriemeDeCouverture!)).toContain(
      `<ResourceLink>${PUBLIC_URL}/fichiers/couvertures/${quatrieme!.jeton}.pdf</ResourceLink>`,
    );
    expect(recordOf(xml, ids.quatriemeDeCouverture!)).not.toContain('/fichiers/publications/');
    for (const left of ['incomplete', 'brouillon', 'soumise', 'refusee', 'doublonAuteur', 'doublonAdmin'])
      expect(recordOf(xml, ids[left]!)).toBeUndefined();
  });

  test('en ONIX 3.0, le message de toutes les formes est valide selon le XSD ONIX 3.0 d’EDItEUR', async () => {
    const { xml } = await exportText({ release: '3.0' });
    expect(xml).toMatch(/<ONIXMessage release="3.0" xmlns="http:\/\/ns.editeur.org\/onix\/3.0\/reference">/);
    expect(xml.match(/<Product>/g)).toHaveLength(Object.keys(ONIX_SHAPES).length + 3);
    expect(await onixXsdErrors(xml, '3.0')).toEqual([]);
    expect(recordOf(xml, ids.complete!)).toContain(
      '<Subject><SubjectSchemeIdentifier>29</SubjectSchemeIdentifier><SubjectCode>3442</SubjectCode></Subject>',
    );
    const empty = await exportText({ release: '3.0', since: new Date('2999-01-01T00:00:00Z') });
    expect(await onixXsdErrors(empty.xml, '3.0')).toEqual([]);
  });

  test('sans précision, l’expéditeur est le vendeur de la configuration', async () => {
    for await (const header of writeOnixExport(context.db, { now: NOW })) {
      expect(header).toContain(`<SenderName>${escapeXml(readConfig(process.env).seller.RaisonSociale)}</SenderName>`);
      break;
    }
  });

  test('depuis une date, seules les publications changées depuis sont exportées', async () => {
    const since = new Date('2025-01-01T00:00:00Z');
    const plan = await planOnixExport(context.db, { since });
    expect(plan.exportable).toContain(ids.complete);
    expect(plan.exportable).toContain(ids.retiree);
    expect(plan.exportable).not.toContain(ids.ancienne);
    const { xml } = await exportText({ since });
    expect(recordOf(xml, ids.complete!)).toBeDefined();
    expect(recordOf(xml, ids.ancienne!)).toBeUndefined();
    const future = await exportText({ since: new Date('2999-01-01T00:00:00Z') });
    expect(future.xml.match(/<Product>/g)).toBeNull();
    expect(future.xml).toContain('<NoProduct/>');
    expect(await onixXsdErrors(future.xml)).toEqual([]);
  });
});

describe('les sujets dans l’export ONIX', () => {
  test('chaque sujet du portail part avec sa catégorie Thema 1.6 et sa catégorie CLIL, valide selon les deux XSD', async () => {
    const since = new Date('3000-01-01T00:00:00Z');
    const penhoet = { Libelle: 'Éditions de Penhoët', GencodEditeur: '3051234567897' };
    const idsSujet = Object.keys(CLIL_CODE_OF_SUJET).map(Number);
    expect(idsSujet).toHaveLength(99);
    const bySujet = new Map<number, number>();
    for (const idSujet of idsSujet) {
      const source = completeSource({ Ean: withCheckDigit(`97823659${idSujet}`), IdSujet: idSujet, Marque: penhoet });
      bySujet.set(
        idSujet,
        await store(`sujet${idSujet}`, source, ETAT_PUBLICATION.validee, ['soumission', 'acceptation'], since),
      );
    }
    try {
      for (const release of ['3.1', '3.0'] as const) {
        const { xml } = await exportText({ since, release });
        expect(xml.match(/<Product>/g)).toHaveLength(idsSujet.length);
        expect(await onixXsdErrors(xml, release)).toEqual([]);
        for (const [idSujet, idPublication] of bySujet) {
          const record = recordOf(xml, idPublication)!;
          expect(record, String(idSujet)).toContain(
            `<Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectSchemeVersion>1.6</SubjectSchemeVersion><SubjectCode>${SUBJECT_CODES_OF_SUJET[idSujet]!.thema}</SubjectCode></Subject>`,
          );
          const clil = [
            ...record.matchAll(/<SubjectSchemeIdentifier>29<\/SubjectSchemeIdentifier><SubjectCode>(\d+)</g),
          ];
          expect(
            clil.map(([, code]) => code),
            String(idSujet),
          ).toEqual([CLIL_CODE_OF_SUJET[idSujet]]);
          expect(clilCategory(clil[0]![1]!), String(idSujet)).toBeDefined();
        }
      }
      // A comic sends its genre beside its tradition; a regional cookery book its region.
      const { xml } = await exportText({ since });
      expect(recordOf(xml, bySujet.get(5111)!)).toContain(
        '<SubjectCode>XAD</SubjectCode></Subject><Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectSchemeVersion>1.6</SubjectSchemeVersion><SubjectCode>XQT</SubjectCode></Subject>',
      );
      expect(recordOf(xml, bySujet.get(3111)!)).toContain(
        '<SubjectSchemeIdentifier>94</SubjectSchemeIdentifier><SubjectSchemeVersion>1.6</SubjectSchemeVersion><SubjectCode>1DDF-FR-F</SubjectCode>',
      );
    } finally {
      await context.db.delete(publications).where(inArray(publications.id, [...bySujet.values()]));
    }
  });
});

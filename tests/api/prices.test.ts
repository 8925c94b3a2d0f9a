import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { parisToday } from '../../domain/parisDay.ts';
import { addDays, addMonths, PRICE_MESSAGES } from '../../domain/publication/priceChange.ts';
import type { OnixRelease } from '../../domain/publication/onixRelease.ts';
import { writeOnixExport } from '../../server/areas/onix/exportOnix.ts';
import { applyDuePriceChanges, priceChangeTicker } from '../../server/areas/prices/public.ts';
import { prixPublication, publications, referencements } from '../../server/platform/db/schema.ts';
import { moderationHarness, type Publication } from './moderationHarness.ts';
import { onixXsdErrors } from './onixValidation.ts';
import { useAuthors } from './publicationsHarness.ts';

type PrixPublication = components['schemas']['PrixPublication'];

const GET = '/Publication/Publication_Prix_Get';
const PROGRAMMER = '/Publication/Publication_Prix_Programmer';
const ANNULER = '/Publication/Publication_Prix_Annuler';
const NOT_FOUND = { Message: "Cette publication n'existe pas parmi les vôtres." };
const NBSP = '\u00a0';

const h = useAuthors(moderationHarness, { alice: 'alice-prix', bruno: 'bruno-prix' });
let today: string;
/** The first day a new price may take with the default notice of one month. */
let minimum: string;

beforeAll(() => {
  today = parisToday();
  minimum = addMonths(today, 1);
});

/** A publication of Alice's at 18,50 €, validated by the back office. */
async function validated(serial: number): Promise<Publication> {
  const publication = await h.submitted(h.alice, serial, `Prix ${serial}`);
  const response = await h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true });
  expect(response.statusCode, response.body).toBe(200);
  return publication;
}

async function prices(id: number): Promise<PrixPublication> {
  const response = await h.send(h.alice, GET, { Id: id });
  expect(response.statusCode, response.body).toBe(200);
  expect(h.shapeErrors(GET, response.json())).toEqual([]);
  return response.json() as PrixPublication;
}

function schedule(id: number, PrixTTC: number, DateEffet: string) {
  return h.send(h.alice, PROGRAMMER, { Id: id, PrixTTC, DateEffet });
}

/** The record of publication `id` in an export of what changed since `since`. */
async function exportedRecord(id: number, release: OnixRelease, since: Date) {
  let xml = '';
  for await (const chunk of writeOnixExport(h.ctx.db, { release, since, publicUrl: 'https://portail.example.org' })) {
    xml += chunk;
  }
  const record = xml
    .split('<Product>')
    .find((part) => part.startsWith(`<RecordReference>org.example.portail.publication.${id}<`));
  return { xml, record: record ?? '' };
}

function onixDay(day: string): string {
  return day.replaceAll('-', '');
}

describe('Publication_Prix_Get', () => {
  test('donne le prix en vigueur, aucun changement prévu, la première date permise et un historique vide', async () => {
    const publication = await validated(871);
    expect(await prices(publication.Id)).toEqual({
      IdPublication: publication.Id,
      PrixTTCCentimes: 1850,
      DateEffetMinimale: minimum,
      Prevu: null,
      Historique: [],
    });
  });

  test('répond 404 pour la publication d’un autre compte, à chacun des trois appels', async () => {
    const publication = await validated(872);
    for (const [path, values] of [
      [GET, { Id: publication.Id }],
      [PROGRAMMER, { Id: publication.Id, PrixTTC: 14, DateEffet: minimum }],
      [ANNULER, { Id: publication.Id, IdChangement: 1 }],
    ] as const) {
      const response = await h.send(h.bruno, path, values);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('Publication_Prix_Programmer', () => {
  test('refuse (409) une publication qui n’est pas validée', async () => {
    const draft = await h.complete(h.alice, 873);
    const response = await schedule(draft.Id, 14, minimum);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: PRICE_MESSAGES.notValidated });
  });

  test('refuse au champ une date avant le préavis et le prix en vigueur', async () => {
    const publication = await validated(874);
    const early = await schedule(publication.Id, 18.5, addDays(minimum, -1));
    expect(early.statusCode).toBe(400);
    const [year, month, day] = minimum.split('-');
    expect(early.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [
        { Champ: '/PrixTTC', Message: `Le nouveau prix doit être différent du prix en vigueur (18,50${NBSP}€).` },
        { Champ: '/DateEffet', Message: `La date d'effet doit être au plus tôt le ${day}/${month}/${year}.` },
      ],
    });
    const badDate = await schedule(publication.Id, 14, '01/02/2027');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().Errors).toEqual([
      { Champ: '/DateEffet', Message: "La date d'effet doit être une date, par exemple 01/02/2027" },
    ]);
    expect((await prices(publication.Id)).Prevu).toBeNull();
  });

  test('programme un prix, un seul à la fois, que la fiche libraire annonce', async () => {
    const publication = await validated(875);
    const response = await schedule(publication.Id, 14, minimum);
    expect(response.statusCode, response.body).toBe(200);
    expect(h.shapeErrors(PROGRAMMER, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      PrixTTCCentimes: 1850,
      Prevu: { PrixTTCCentimes: 1400, DateEffet: minimum, Etat: 'prevu' },
      Historique: [],
    });
    const second = await schedule(publication.Id, 15, addDays(minimum, 3));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ Message: PRICE_MESSAGES.alreadyPending });

    const fiche = await h.send(h.alice, '/Publication/Publication_FicheLibraire', { Id: publication.Id });
    expect(fiche.statusCode, fiche.body).toBe(200);
    expect(fiche.json()).toMatchObject({
      PrixTTCCentimes: 1850,
      PrixAVenir: { PrixTTCCentimes: 1400, DateEffet: minimum },
    });
  });
});

describe('Publication_Prix_Annuler', () => {
  test('annule le changement prévu, puis répond 409 ; un changement inconnu répond 404', async () => {
    const publication = await validated(876);
    const scheduled = (await schedule(publication.Id, 21, minimum)).json() as PrixPublication;
    const idChangement = scheduled.Prevu!.Id;

    const response = await h.send(h.alice, ANNULER, { Id: publication.Id, IdChangement: idChangement });
    expect(response.statusCode, response.body).toBe(200);
    expect(h.shapeErrors(ANNULER, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      PrixTTCCentimes: 1850,
      Prevu: null,
      Historique: [{ Id: idChangement, PrixTTCCentimes: 2100, Etat: 'annule' }],
    });

    const again = await h.send(h.alice, ANNULER, { Id: publication.Id, IdChangement: idChangement });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: PRICE_MESSAGES.notPending });
    const unknown = await h.send(h.alice, ANNULER, { Id: publication.Id, IdChangement: idChangement + 100_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: PRICE_MESSAGES.changeNotFound });

    // Cancelled, the publication takes a new change.
    expect((await schedule(publication.Id, 16, minimum)).statusCode).toBe(200);
  });
});

describe('le jour venu', () => {
  test('l’export annonce le prix à venir, puis le ticker l’applique et le catalogue le reçoit à nouveau', async () => {
    const publication = await validated(877);
    // As a delivery and the catalogue's acknowledgement would have left it: referenced.
    await h.ctx.db.update(publications).set({ idEtatPublication: 5 }).where(eq(publications.id, publication.Id));
    await h.ctx.db
      .update(referencements)
      .set({ etat: 'referencee' })
      .where(eq(referencements.idPublication, publication.Id));
    expect((await schedule(publication.Id, 14, minimum)).statusCode).toBe(200);
    const since = new Date(Date.now() - 60_000);

    for (const release of ['3.0', '3.1'] as const) {
      const { xml, record } = await exportedRecord(publication.Id, release, since);
      expect(record).toContain(
        '<Price><PriceType>04</PriceType><PriceAmount>18.50</PriceAmount>' +
          '<Tax><TaxType>01</TaxType><TaxRateCode>R</TaxRateCode><TaxRatePercent>5.5</TaxRatePercent></Tax>' +
          '<CurrencyCode>EUR</CurrencyCode><Territory><CountriesIncluded>FR</CountriesIncluded></Territory>' +
          `<PriceDate><PriceDateRole>15</PriceDateRole><Date>${onixDay(addDays(minimum, -1))}</Date></PriceDate></Price>`,
      );
      expect(record).toContain(
        '<PriceAmount>14.00</PriceAmount>' +
          '<Tax><TaxType>01</TaxType><TaxRateCode>R</TaxRateCode><TaxRatePercent>5.5</TaxRatePercent></Tax>' +
          '<CurrencyCode>EUR</CurrencyCode><Territory><CountriesIncluded>FR</CountriesIncluded></Territory>' +
          `<PriceDate><PriceDateRole>14</PriceDateRole><Date>${onixDay(minimum)}</Date></PriceDate></Price>`,
      );
      expect(await onixXsdErrors(xml, release)).toEqual([]);
    }

    // Before its day, nothing applies.
    expect(await applyDuePriceChanges(h.ctx.db, today)).toBe(0);
    const [before] = await h.ctx.db
      .select({ dateMaj: publications.dateMaj })
      .from(publications)
      .where(eq(publications.id, publication.Id));

    const ticker = priceChangeTicker({
      db: h.ctx.db,
      log: { error: () => undefined },
      now: () => new Date(`${minimum}T08:00:00Z`),
    });
    await ticker.runOnce();

    const applied = await prices(publication.Id);
    expect(applied).toMatchObject({
      PrixTTCCentimes: 1400,
      Prevu: null,
      Historique: [{ PrixTTCCentimes: 1400, DateEffet: minimum, Etat: 'applique' }],
    });
    const [change] = await h.ctx.db
      .select()
      .from(prixPublication)
      .where(eq(prixPublication.idPublication, publication.Id));
    expect(change).toMatchObject({ prixPrecedentCentimes: 1850, dateApplication: expect.any(Date) });
    const [after] = await h.ctx.db
      .select({ dateMaj: publications.dateMaj })
      .from(publications)
      .where(eq(publications.id, publication.Id));
    expect(after!.dateMaj.getTime()).toBeGreaterThan(before!.dateMaj.getTime());
    const [referencing] = await h.ctx.db
      .select({ etat: referencements.etat })
      .from(referencements)
      .where(eq(referencements.idPublication, publication.Id));
    expect(referencing?.etat).toBe('aTransmettre');

    const { xml, record } = await exportedRecord(publication.Id, '3.1', before!.dateMaj);
    expect(record.match(/<Price>/g)).toHaveLength(1);
    expect(record).toContain('<PriceAmount>14.00</PriceAmount>');
    expect(record).not.toContain('<PriceDate>');
    expect(await onixXsdErrors(xml, '3.1')).toEqual([]);

    // Run again, nothing more happens.
    await ticker.runOnce();
    expect((await prices(publication.Id)).Historique).toHaveLength(1);
  });

  test('deux passages à la fois appliquent un changement une seule fois', async () => {
    const publication = await validated(878);
    expect((await schedule(publication.Id, 12.5, minimum)).statusCode).toBe(200);
    await Promise.all([applyDuePriceChanges(h.ctx.db, minimum), applyDuePriceChanges(h.ctx.db, minimum)]);
    expect(await prices(publication.Id)).toMatchObject({
      PrixTTCCentimes: 1250,
      Prevu: null,
      Historique: [{ PrixTTCCentimes: 1250, Etat: 'applique' }],
    });
    const [change] = await h.ctx.db
      .select()
      .from(prixPublication)
      .where(eq(prixPublication.idPublication, publication.Id));
    // Applied once: the price it replaced is the first one, not its own.
    expect(change?.prixPrecedentCentimes).toBe(1850);
    expect(await applyDuePriceChanges(h.ctx.db, minimum)).toBe(0);
  });
});

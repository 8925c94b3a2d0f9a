import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { commandeProduits, sessionsFormation } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, expectFrontOfficeOnly, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { parisDay } from '../../domain/parisDay.ts';

type Schemas = components['schemas'];

const FORMATION = 10;
const OTHER_FORMATION = 11;
const PARIS_SESSION = 101;
const REMOTE_SESSION = 103;
const NOT_FOUND = "Cette formation n'existe pas ou ne fait pas partie de vos formations.";

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let company: BasketCustomer;
let other: BasketCustomer;

/** A training line of a paid order of the company's. */
async function paidTraining(session: number): Promise<{ commande: Schemas['Commande']; line: number }> {
  const commande = await placeCommandeOf(harness, company, [
    { IdProduit: FORMATION, Quantite: 1, IdFormation: session },
  ]);
  await payCommande(harness, company, commande.Id);
  return { commande, line: commande.Lignes[0]!.Id };
}

async function bookedTraining(line: number): Promise<Schemas['FormationReservee']> {
  const response = await harness.send(company, '/Formation/Formation_Get', { Id: FORMATION, IdCommandeProduit: line });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas['FormationReservee'];
}

/** Moves a demo session around today for the time of `run`, then puts it back. */
async function withSessionDates(id: number, dates: { dateDebut: string; dateFin: string }, run: () => Promise<void>) {
  const [before] = await harness.ctx.db.select().from(sessionsFormation).where(eq(sessionsFormation.id, id));
  await harness.ctx.db.update(sessionsFormation).set(dates).where(eq(sessionsFormation.id, id));
  try {
    await run();
  } finally {
    await harness.ctx.db
      .update(sessionsFormation)
      .set({ dateDebut: before!.dateDebut, dateFin: before!.dateFin })
      .where(eq(sessionsFormation.id, id));
  }
}

function isoDay(offsetDays: number): string {
  return parisDay(new Date(Date.now() + offsetDays * 86_400_000));
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  company = await billedCustomer(harness, 'formation-societe', {
    raisonSociale: 'Éditions des Brumes',
    siret: '12345678200028',
  });
  other = await billedCustomer(harness, 'formation-autre', {
    raisonSociale: 'Éditions du Port',
    siret: '12345678200036',
  });
});

afterAll(() => disposeBasketHarness());

beforeEach(() => harness.reset(company, other));

describe('my trainings', () => {
  test('lists the sessions of paid orders only, with their link, documents and attendance', async () => {
    const commande = await placeCommandeOf(harness, company, [
      { IdProduit: FORMATION, Quantite: 2, IdFormation: REMOTE_SESSION },
    ]);
    expect((await harness.send(company, '/Formation/Formation_GetAll')).json()).toEqual([]);

    await payCommande(harness, company, commande.Id);
    const listed = await harness.send(company, '/Formation/Formation_GetAll');
    expect(listed.statusCode).toBe(200);
    expect(check('/Formation/Formation_GetAll', 200, listed.json())).toEqual([]);
    const [booked] = listed.json() as Schemas['FormationReservee'][];
    expect(booked).toMatchObject({
      IdProduit: FORMATION,
      IdCommande: commande.Id,
      NumeroCommande: commande.Numero,
      Quantite: 2,
      Session: { Id: REMOTE_SESSION, Lieu: 'En ligne (classe virtuelle)' },
      Lien: `https://classe-virtuelle.example.org/session-${REMOTE_SESSION}`,
      EtatPresence: 'aVenir',
    });
    expect(booked!.Documents.map((document) => document.Nom)).toContain('Programme de la formation');

    const one = await harness.send(company, '/Formation/Formation_Get', {
      Id: FORMATION,
      IdCommandeProduit: booked!.IdCommandeProduit,
    });
    expect(one.statusCode).toBe(200);
    expect(check('/Formation/Formation_Get', 200, one.json())).toEqual([]);
    expect(one.json()).toEqual(booked);
  });

  test('lists the nearest session first, and a session in a room without a link', async () => {
    const remote = await paidTraining(REMOTE_SESSION);
    const paris = await paidTraining(PARIS_SESSION);
    const listed = (
      await harness.send(company, '/Formation/Formation_GetAll')
    ).json() as Schemas['FormationReservee'][];
    expect(listed.map((booked) => booked.IdCommandeProduit)).toEqual([paris.line, remote.line]);
    expect(listed[0]).toMatchObject({ Session: { Lieu: 'Paris (75006)' }, Lien: null });
  });

  test("answers 404 for another customer's training, another product, an unpaid order or an unknown line", async () => {
    const { line } = await paidTraining(PARIS_SESSION);
    const unpaid = await placeCommandeOf(harness, other, [{ IdProduit: FORMATION, Quantite: 1, IdFormation: 101 }]);
    const cases: [BasketCustomer, number, number][] = [
      [other, FORMATION, line],
      [company, OTHER_FORMATION, line],
      [other, FORMATION, unpaid.Lignes[0]!.Id],
      [company, FORMATION, 999999],
    ];
    for (const [who, Id, IdCommandeProduit] of cases) {
      const response = await harness.send(who, '/Formation/Formation_Get', { Id, IdCommandeProduit });
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe(NOT_FOUND);
    }
    expect((await harness.send(other, '/Formation/Formation_GetAll')).json()).toEqual([]);
  });

  test('follows the session: to come, under way, then present, absent or ended', async () => {
    const { line } = await paidTraining(PARIS_SESSION);
    const setPresence = (presence: boolean | null) =>
      harness.ctx.db.update(commandeProduits).set({ presence }).where(eq(commandeProduits.id, line));

    await setPresence(false);
    expect((await bookedTraining(line)).EtatPresence).toBe('aVenir');

    await withSessionDates(PARIS_SESSION, { dateDebut: isoDay(-1), dateFin: isoDay(1) }, async () => {
      await setPresence(null);
      expect((await bookedTraining(line)).EtatPresence).toBe('enCours');
    });
    await withSessionDates(PARIS_SESSION, { dateDebut: isoDay(-3), dateFin: isoDay(-2) }, async () => {
      expect((await bookedTraining(line)).EtatPresence).toBe('terminee');
      await setPresence(true);
      expect((await bookedTraining(line)).EtatPresence).toBe('presente');
      await setPresence(false);
      expect((await bookedTraining(line)).EtatPresence).toBe('absente');
    });
  });

  test.each([
    ['/Formation/Formation_GetAll', {}],
    ['/Formation/Formation_Get', { Id: FORMATION, IdCommandeProduit: 1 }],
  ])('%s needs a token (401) of the front office (403)', async (path, values) => {
    await expectFrontOfficeOnly(harness, path, values);
  });
});

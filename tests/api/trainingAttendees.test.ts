import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { mailOutbox, sessionsFormation } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { billedCustomer, expectFrontOfficeOnly, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { asAdmin } from './testApp.ts';
import { parisDay } from '../../domain/parisDay.ts';

type Schemas = components['schemas'];
type Participant = Schemas['Participant'];

const FORMATION = 10;
const PARIS_SESSION = 101;
const NOT_FOUND = "Cette formation n'existe pas ou ne fait pas partie de vos formations.";
const FROZEN = 'La session a commencé : la liste des participants ne peut plus être modifiée.';

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let company: BasketCustomer;
let other: BasketCustomer;

const ALICE: Participant = { Prenom: 'Alice', Nom: 'Martin', Email: 'alice.martin@brumes.example.org' };
const BRUNO: Participant = { Prenom: 'Bruno', Nom: 'Lefèvre', Email: 'bruno.lefevre@brumes.example.org' };
const CHLOE: Participant = { Prenom: 'Chloé', Nom: 'Durand', Email: 'chloe.durand@brumes.example.org' };
const ALL_EMAILS = [ALICE, BRUNO, CHLOE].map((participant) => participant.Email);

/** A paid order of the company's booking `places` seats of the Paris session. */
async function paidSeats(places: number) {
  const commande = await placeCommandeOf(harness, company, [
    { IdProduit: FORMATION, Quantite: places, IdFormation: PARIS_SESSION },
  ]);
  await payCommande(harness, company, commande.Id);
  return { commande, line: commande.Lignes[0]!.Id };
}

function update(who: BasketCustomer, line: number, Participants: unknown) {
  return harness.send(who, '/Formation/Participants_Update', { Id: FORMATION, IdCommandeProduit: line, Participants });
}

/** The convocations in the outbox, by recipient. */
async function convocations() {
  return harness.ctx.db
    .select({ to: mailOutbox.destinataire, subject: mailOutbox.sujet, text: mailOutbox.texte })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.destinataire, ALL_EMAILS)));
}

async function withSessionStart(dateDebut: string, run: () => Promise<void>) {
  const [before] = await harness.ctx.db.select().from(sessionsFormation).where(eq(sessionsFormation.id, PARIS_SESSION));
  await harness.ctx.db
    .update(sessionsFormation)
    .set({ dateDebut, dateFin: dateDebut > before!.dateFin ? dateDebut : before!.dateFin })
    .where(eq(sessionsFormation.id, PARIS_SESSION));
  try {
    await run();
  } finally {
    await harness.ctx.db
      .update(sessionsFormation)
      .set({ dateDebut: before!.dateDebut, dateFin: before!.dateFin })
      .where(eq(sessionsFormation.id, PARIS_SESSION));
  }
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  company = await billedCustomer(harness, 'participants-societe', {
    raisonSociale: 'Éditions des Brumes',
    siret: '12345678200028',
  });
  other = await billedCustomer(harness, 'participants-autre', {
    raisonSociale: 'Éditions du Port',
    siret: '12345678200036',
  });
});

afterAll(() => disposeBasketHarness());

beforeEach(async () => {
  await harness.reset(company, other);
  await harness.ctx.db.delete(mailOutbox).where(inArray(mailOutbox.destinataire, ALL_EMAILS));
});

describe('training attendees', () => {
  test('a booking starts with no attendee, the buyer offered for a seat', async () => {
    const { line } = await paidSeats(2);
    const response = await harness.send(company, '/Formation/Participants_Get', {
      Id: FORMATION,
      IdCommandeProduit: line,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(check('/Formation/Participants_Get', 200, response.json())).toEqual([]);
    expect(response.json()).toEqual({
      IdProduit: FORMATION,
      IdCommandeProduit: line,
      Places: 2,
      Modifiable: true,
      Participants: [],
      Acheteur: { Prenom: 'Client', Nom: 'participants-societe', Email: 'participants-societe@panier.example.org' },
    });
  });

  test('saves one attendee per seat and sends each a personal convocation', async () => {
    const { line } = await paidSeats(2);
    const saved = await update(company, line, [ALICE, BRUNO]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(check('/Formation/Participants_Update', 200, saved.json())).toEqual([]);
    expect(saved.json()).toMatchObject({ ConvocationsEnvoyees: 2, Formation: { Participants: [ALICE, BRUNO] } });

    const again = await harness.send(company, '/Formation/Participants_Get', {
      Id: FORMATION,
      IdCommandeProduit: line,
    });
    expect(again.json().Participants).toEqual([ALICE, BRUNO]);

    const mails = await convocations();
    expect(mails.map((mail) => mail.to).sort()).toEqual([ALICE.Email, BRUNO.Email]);
    const alice = mails.find((mail) => mail.to === ALICE.Email)!;
    expect(alice.subject).toMatch(/^Convocation : /);
    expect(alice.text).toContain('Bonjour Alice Martin,');
    expect(alice.text).toContain('Client participants-societe vous a inscrit à la formation');
    expect(alice.text).toContain('Lieu : Paris (75006)');
    expect(alice.text).toMatch(/Dates : (le|du) \d\d\/\d\d\/\d{4}/);
    expect(alice.text).not.toContain('Bruno');
    expect(mails.find((mail) => mail.to === BRUNO.Email)!.text).toContain('Bonjour Bruno Lefèvre,');
  });

  test('a change before the session convokes only the changed attendee', async () => {
    const { line } = await paidSeats(2);
    expect((await update(company, line, [ALICE, BRUNO])).statusCode).toBe(200);
    await harness.ctx.db.delete(mailOutbox).where(inArray(mailOutbox.destinataire, ALL_EMAILS));

    const changed = await update(company, line, [ALICE, CHLOE]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ConvocationsEnvoyees: 1, Formation: { Participants: [ALICE, CHLOE] } });
    expect((await convocations()).map((mail) => mail.to)).toEqual([CHLOE.Email]);

    const unchanged = await update(company, line, [ALICE, CHLOE]);
    expect(unchanged.json().ConvocationsEnvoyees).toBe(0);
    expect(await convocations()).toHaveLength(1);
  });

  test('refuses missing fields, a wrong e-mail and a repeated e-mail, with the French messages at the fields', async () => {
    const { line } = await paidSeats(3);
    const refused = await update(company, line, [
      { ...ALICE, Prenom: ' ' },
      { ...BRUNO, Email: 'bruno@' },
      { ...CHLOE, Email: ALICE.Email.toUpperCase() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual(
      expect.arrayContaining([
        { Champ: '/Participants/0/Prenom', Message: 'Champ obligatoire' },
        { Champ: '/Participants/1/Email', Message: 'Saisie incorrecte' },
        { Champ: '/Participants/2', Message: "Cette adresse e-mail est déjà celle d'un autre participant" },
      ]),
    );
    expect(await convocations()).toEqual([]);
  });

  test('refuses a list that does not give one attendee per seat', async () => {
    const { line } = await paidSeats(2);
    const refused = await update(company, line, [ALICE]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual([
      { Champ: '/Participants', Message: 'Indiquez un participant pour chacune des 2 places.' },
    ]);
    const listed = await harness.send(company, '/Formation/Participants_Get', {
      Id: FORMATION,
      IdCommandeProduit: line,
    });
    expect(listed.json().Participants).toEqual([]);
  });

  test('the list is editable the day before the session and frozen from its first day (409)', async () => {
    const { line } = await paidSeats(1);
    await withSessionStart(parisDay(new Date(Date.now() + 86_400_000)), async () => {
      expect((await update(company, line, [ALICE])).statusCode).toBe(200);
    });
    await withSessionStart(parisDay(new Date()), async () => {
      const read = await harness.send(company, '/Formation/Participants_Get', {
        Id: FORMATION,
        IdCommandeProduit: line,
      });
      expect(read.json()).toMatchObject({ Modifiable: false, Participants: [ALICE] });
      const frozen = await update(company, line, [BRUNO]);
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().Message).toBe(FROZEN);
    });
    const listed = await harness.send(company, '/Formation/Participants_Get', {
      Id: FORMATION,
      IdCommandeProduit: line,
    });
    expect(listed.json().Participants).toEqual([ALICE]);
  });

  test("answers 404 for another account's order, an unpaid order or another product", async () => {
    const { line } = await paidSeats(1);
    const unpaid = await placeCommandeOf(harness, other, [
      { IdProduit: FORMATION, Quantite: 1, IdFormation: PARIS_SESSION },
    ]);
    const cases: [BasketCustomer, number, number][] = [
      [other, FORMATION, line],
      [company, 11, line],
      [other, FORMATION, unpaid.Lignes[0]!.Id],
    ];
    for (const [who, Id, IdCommandeProduit] of cases) {
      const read = await harness.send(who, '/Formation/Participants_Get', { Id, IdCommandeProduit });
      expect(read.statusCode).toBe(404);
      expect(read.json().Message).toBe(NOT_FOUND);
      const write = await harness.send(who, '/Formation/Participants_Update', {
        Id,
        IdCommandeProduit,
        Participants: [ALICE],
      });
      expect(write.statusCode).toBe(404);
    }
    expect(await convocations()).toEqual([]);
  });

  test('staff read the attendees of an order, line by line', async () => {
    const { commande, line } = await paidSeats(2);
    await update(company, line, [ALICE, BRUNO]);
    const response = await asAdmin('/BO/Commande/Participants_GetAll', { Id: commande.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(check('/BO/Commande/Participants_GetAll', 200, response.json())).toEqual([]);
    expect(response.json()).toEqual([
      expect.objectContaining({ IdCommandeProduit: line, Places: 2, Participants: [ALICE, BRUNO] }),
    ]);
    expect((await asAdmin('/BO/Commande/Participants_GetAll', { Id: 999999 })).statusCode).toBe(404);
    // A customer reads their own list on the session's page, never through the back office.
    expect((await harness.send(company, '/BO/Commande/Participants_GetAll', { Id: commande.Id })).statusCode).toBe(403);
  });

  test.each([
    ['/Formation/Participants_Get', { Id: FORMATION, IdCommandeProduit: 1 }],
    ['/Formation/Participants_Update', { Id: FORMATION, IdCommandeProduit: 1, Participants: [ALICE] }],
  ])('%s needs a token (401) of the front office (403)', async (path, values) => {
    await expectFrontOfficeOnly(harness, path, values);
  });
});

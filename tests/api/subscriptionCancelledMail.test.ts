import { and, desc, eq, gt, like, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { abonnements, comptes, mailOutbox } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { billedCustomer, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { call, TEST_TOKENS } from './testApp.ts';
import { parisToday } from '../../domain/parisDay.ts';

const ABONNEMENT = 30;
const SUBJECT = 'Confirmation de résiliation : abonnement';

let harness: BasketHarness;
let client: BasketCustomer;
/** The outbox's last e-mail before the test: the test reads only those that follow. */
let mailsBefore = 0;

async function loginOf(who: BasketCustomer): Promise<string> {
  const [row] = await harness.ctx.db.select({ login: comptes.login }).from(comptes).where(eq(comptes.id, who.idCompte));
  return row!.login;
}

async function cancellationMails(who: BasketCustomer) {
  return harness.ctx.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.destinataire, await loginOf(who)),
        like(mailOutbox.sujet, `${SUBJECT}%`),
        gt(mailOutbox.id, mailsBefore),
      ),
    );
}

async function paidSubscription(): Promise<{ commande: components['schemas']['Commande']; id: number }> {
  const commande = await placeCommandeOf(harness, client, [{ IdProduit: ABONNEMENT, Quantite: 1 }]);
  await payCommande(harness, client, commande.Id);
  const [row] = await harness.ctx.db
    .select()
    .from(abonnements)
    .where(eq(abonnements.idCompte, client.idCompte))
    .orderBy(desc(abonnements.id))
    .limit(1);
  return { commande, id: row!.id };
}

/** `YYYY-MM-DD` as the e-mail writes it. */
const french = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  harness = await basketHarness();
  client = await billedCustomer(harness, 'resiliation-courriel');
});

afterAll(() => disposeBasketHarness());

beforeEach(async () => {
  await harness.reset(client);
  const [row] = await harness.ctx.db.select({ last: max(mailOutbox.id) }).from(mailOutbox);
  mailsBefore = row?.last ?? 0;
});

describe('la résiliation d’un abonnement est confirmée par e-mail (support durable, L215-1-1)', () => {
  test('par le client : quel abonnement, la date de résiliation, actif jusqu’à la fin de la période payée ; une fois', async () => {
    const { commande, id } = await paidSubscription();
    const cancelled = await harness.send(client, '/Abonnement/Abonnement_Resilier', { Id: id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { Libelle, DateFin } = cancelled.json() as components['schemas']['Abonnement'];

    const [mail, ...others] = await cancellationMails(client);
    expect(others).toEqual([]);
    expect(mail?.sujet).toBe(`${SUBJECT} « ${Libelle} »`);
    expect(mail?.texte).toContain(
      `Nous vous confirmons la résiliation de votre abonnement « ${Libelle} » (abonnement n° ${id}, commande ${commande.Numero}).`,
    );
    expect(mail?.texte).toContain(`Date de la résiliation : ${french(parisToday())}`);
    expect(mail?.texte).toContain('depuis votre espace « Mes Abonnements »');
    expect(mail?.texte).toContain(
      `Votre abonnement reste actif jusqu’au ${french(DateFin)} inclus, fin de la période déjà payée.`,
    );
    expect(mail?.texte).toContain('Il ne sera pas renouvelé');
    expect(mail?.texte).toContain('/Abonnements');

    // Cancelling again changes nothing and sends nothing.
    expect((await harness.send(client, '/Abonnement/Abonnement_Resilier', { Id: id })).statusCode).toBe(200);
    expect(await cancellationMails(client)).toHaveLength(1);
  });

  test('par le back office : le client reçoit la même confirmation, qui dit que le service client l’a enregistrée', async () => {
    const { id } = await paidSubscription();
    const cancelled = await call(harness.ctx.app, '/BO/Abonnement/Abonnement_Resilier', {
      token: TEST_TOKENS.backOffice,
      values: { Id: id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail, ...others] = await cancellationMails(client);
    expect(others).toEqual([]);
    expect(mail?.texte).toContain('par notre service client, à votre demande');
    expect(mail?.texte).toContain(`Date de la résiliation : ${french(parisToday())}`);

    const again = await call(harness.ctx.app, '/BO/Abonnement/Abonnement_Resilier', {
      token: TEST_TOKENS.backOffice,
      values: { Id: id },
    });
    expect(again.statusCode).toBe(200);
    expect(await cancellationMails(client)).toHaveLength(1);
  });

  test('une résiliation refusée n’envoie rien', async () => {
    const { id } = await paidSubscription();
    await harness.ctx.db
      .update(abonnements)
      .set({ dateDebut: '2020-01-01', dateFin: '2021-01-01' })
      .where(eq(abonnements.id, id));
    const refused = await call(harness.ctx.app, '/BO/Abonnement/Abonnement_Resilier', {
      token: TEST_TOKENS.backOffice,
      values: { Id: id },
    });
    expect(refused.statusCode).toBe(409);
    const foreign = await harness.send(client, '/Abonnement/Abonnement_Resilier', { Id: id + 100_000 });
    expect(foreign.statusCode).toBe(404);
    expect(await cancellationMails(client)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { parisDay } from '../../domain/parisDay.ts';
import { deliverNow } from '../../server/areas/deliveries/deliverNow.ts';
import { recordWithdrawals } from '../../server/areas/deliveries/public.ts';
import { scheduledRound } from '../../server/areas/deliveries/schedule.ts';
import { sendDueDelivery } from '../../server/areas/deliveries/sending.ts';
import { recordReference } from '../../server/areas/onix/public.ts';
import { comptes, livraisons, referencements, retraitsCatalogue } from '../../server/platform/db/schema.ts';
import { startDeliveriesHarness } from './deliveriesHarness.ts';
import { onixXsdErrors } from './onixValidation.ts';
import { call, TEST_TOKENS, useHarness } from './testApp.ts';

const h = useHarness(() => startDeliveriesHarness());

beforeEach(() => h.clean());

const asStaff = (path: string, values: unknown = {}) => call(h.app, path, { token: TEST_TOKENS.backOffice, values });

const list = async (values: object) => (await asStaff('/BO/Livraison/Livraison_GetAll_List', values)).json();

/** Three deliveries of one publication each, the middle one sent. */
async function threeDeliveries() {
  const ids: number[] = [];
  const eans: string[] = [];
  for (const titre of ['Alpha des grèves', 'Bêta des landes', 'Gamma des îles']) {
    eans.push((await h.publication('aTransmettre', titre)).ean);
    const run = await deliverNow(h.depsAt(new Date()), 'backOffice');
    if (run.kind !== 'prepared') throw new Error('a delivery was expected');
    ids.push(run.idLivraison);
  }
  await sendDueDelivery(h.depsAt(new Date()), ids[1]);
  return { ids, eans };
}

describe('the back office’s deliveries', () => {
  test('lists them latest first, filtered by state, search and Paris days, page by page', async () => {
    const { ids, eans } = await threeDeliveries();
    const today = parisDay(new Date());
    const tomorrow = parisDay(new Date(Date.now() + 24 * 3600_000));
    const yesterday = parisDay(new Date(Date.now() - 24 * 3600_000));

    const all = await list({});
    expect(all.Total).toBe(3);
    expect(all.Items.map((item: { Id: number }) => item.Id)).toEqual([...ids].reverse());
    expect(all.Items[2]).toMatchObject({
      Etat: 'preparee',
      NombreProduits: 1,
      Acceptes: 0,
      AvecRemarques: 0,
      Rejetes: 0,
      Tentatives: 0,
      DateEnvoi: null,
    });

    expect((await list({ Etat: 'envoyee' })).Items.map((item: { Id: number }) => item.Id)).toEqual([ids[1]]);
    expect((await list({ Recherche: 'bêta' })).Items.map((item: { Id: number }) => item.Id)).toEqual([ids[1]]);
    expect((await list({ Recherche: eans[2]!.slice(-6) })).Items.map((item: { Id: number }) => item.Id)).toEqual([
      ids[2],
    ]);
    expect((await list({ Recherche: 'introuvable' })).Total).toBe(0);
    expect((await list({ DateDebut: today, DateFin: today })).Total).toBe(3);
    expect((await list({ DateDebut: tomorrow })).Total).toBe(0);
    expect((await list({ DateFin: yesterday })).Total).toBe(0);

    const firstPage = await list({ Limit: 2, Offset: 0 });
    expect(firstPage).toMatchObject({ Total: 3 });
    expect(firstPage.Items.map((item: { Id: number }) => item.Id)).toEqual([ids[2], ids[1]]);
    const lastPage = await list({ Limit: 2, Offset: 2 });
    expect(lastPage).toMatchObject({ Total: 3 });
    expect(lastPage.Items.map((item: { Id: number }) => item.Id)).toEqual([ids[0]]);
  });

  test('Recherche ignores case and accents, both ways', async () => {
    const { ids } = await threeDeliveries();
    const found = async (Recherche: string) =>
      (await list({ Recherche })).Items.map((item: { Id: number }) => item.Id) as number[];
    expect(await found('BETA DES LANDES')).toEqual([ids[1]]);
    expect(await found('gamma des iles')).toEqual([ids[2]]);
    expect(await found('GRÈVES')).toEqual([ids[0]]);
    expect(await found('Âlphà')).toEqual([ids[0]]);
  });

  test('gives one delivery, and its file as it was sent', async () => {
    const { ids } = await threeDeliveries();
    const [stored] = await h.ctx.db.select().from(livraisons).where(eq(livraisons.id, ids[0]!));

    const file = await asStaff('/BO/Livraison/Livraison_Fichier', { Id: ids[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="livraison-${ids[0]}.xml"`);
    expect(file.body).toBe(stored!.fichier);

    const detail = await asStaff('/BO/Livraison/Livraison_Get', { Id: ids[0] });
    expect(detail.json()).toMatchObject({
      Id: ids[0],
      Produits: [{ IdPersonne: h.idCompte, Titre: 'Alpha des grèves', Notification: '03', Statut: null }],
    });

    for (const path of ['/BO/Livraison/Livraison_Get', '/BO/Livraison/Livraison_Fichier']) {
      const unknown = await asStaff(path, { Id: ids[2]! + 1000 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: 'Cette livraison n’existe pas.' });
    }
  });

  test('are the staff’s only', async () => {
    const calls: [string, object][] = [
      ['/BO/Livraison/Livraison_GetAll_List', {}],
      ['/BO/Livraison/Livraison_Get', { Id: 1 }],
      ['/BO/Livraison/Livraison_Livrer', {}],
      ['/BO/Livraison/Livraison_Relancer', { Id: 1 }],
      ['/BO/Livraison/Livraison_Fichier', { Id: 1 }],
    ];
    await h.publication('aTransmettre');
    for (const [path, values] of calls) {
      expect((await call(h.app, path, { values })).statusCode, path).toBe(401);
      expect((await call(h.app, path, { values, token: TEST_TOKENS.frontOffice })).statusCode, path).toBe(403);
    }
    expect(await h.ctx.db.select().from(livraisons)).toEqual([]);
  });
});

describe('withdrawals', () => {
  test('the publications of a deleted account that the catalogue holds go out as deletions (05)', async () => {
    const [compte] = await h.ctx.db
      .insert(comptes)
      .values({ login: 'partante@example.org', prenom: 'Alix', nom: 'Partante', idCivilite: 1, role: 'frontoffice' })
      .returning({ id: comptes.id });
    const referenced = await h.publication('referencee', 'Au catalogue', compte!.id);
    const unpaid = await h.publication('aPayer', 'Jamais transmise', compte!.id);

    // As the account's deletion does it: the withdrawals first, in the transaction that deletes the account.
    await h.ctx.db.transaction(async (tx) => {
      await recordWithdrawals(tx, compte!.id, h.ctx.config.publicUrl);
      await tx.delete(comptes).where(eq(comptes.id, compte!.id));
    });
    expect(await h.ctx.db.select().from(referencements).where(eq(referencements.idPublication, unpaid.id))).toEqual([]);

    const response = await asStaff('/BO/Livraison/Livraison_Livrer');
    const [delivery] = await h.ctx.db.select().from(livraisons);
    expect(response.json().Message).toBe(`Livraison n°\u00a0${delivery!.id} envoyée\u00a0: 1\u00a0retrait.`);
    const reference = recordReference(h.ctx.config.publicUrl, referenced.id);
    expect(delivery!.fichier).toContain(
      `<Product><RecordReference>${reference}</RecordReference><NotificationType>05</NotificationType>` +
        `<ProductIdentifier><ProductIDType>03</ProductIDType><IDValue>${referenced.ean}</IDValue></ProductIdentifier>` +
        `<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${referenced.ean}</IDValue></ProductIdentifier>` +
        '</Product>',
    );
    expect(delivery!.fichier).not.toContain('Jamais transmise');
    expect(await onixXsdErrors(delivery!.fichier)).toEqual([]);
    expect((await asStaff('/BO/Livraison/Livraison_Get', { Id: delivery!.id })).json().Produits).toEqual([
      {
        IdPublication: null,
        IdPersonne: null,
        Ean: referenced.ean,
        Titre: 'Au catalogue',
        Notification: '05',
        Statut: null,
        Messages: [],
      },
    ]);
    expect(await h.ctx.db.select({ id: retraitsCatalogue.idLivraison }).from(retraitsCatalogue)).toEqual([
      { id: delivery!.id },
    ]);
    // Sent once.
    expect((await asStaff('/BO/Livraison/Livraison_Livrer')).json().Livraison).toBeNull();
  });
});

describe('the schedule', () => {
  test('prepares one delivery per daily slot, then sends it and applies its acknowledgement', async () => {
    let clock = new Date('2026-11-20T06:30:00Z'); // 07:30 in Paris, after the 06:00 slot
    const deps = {
      ...h.depsAt(clock),
      catalogue: { ...h.catalogue, schedule: { kind: 'daily' as const, hour: 6, minute: 0 } },
      now: () => clock,
    };
    const round = scheduledRound(deps);
    h.intake.pendingPolls = 1;
    const first = await h.publication('aTransmettre');

    await round();
    let stored = await h.ctx.db.select().from(livraisons).orderBy(livraisons.id);
    expect(stored).toMatchObject([{ declencheur: 'planification', etat: 'envoyee', nombreProduits: 1 }]);

    // Later the same day: the slot is done; the next round only fetches the acknowledgement.
    const second = await h.publication('aTransmettre');
    clock = new Date('2026-11-20T15:00:00Z');
    await round();
    stored = await h.ctx.db.select().from(livraisons).orderBy(livraisons.id);
    expect(stored).toMatchObject([{ etat: 'acquittee' }]);
    expect(
      (await h.ctx.db.select().from(referencements).where(eq(referencements.idPublication, first.id)))[0]!.etat,
    ).toBe('referencee');

    // Another process starting that afternoon finds the slot's delivery and prepares none.
    await scheduledRound(deps)();
    expect(await h.ctx.db.select().from(livraisons)).toHaveLength(1);

    // The next morning, before 06:00 in Paris, still nothing; after it, the second publication goes.
    clock = new Date('2026-11-21T04:59:00Z');
    await round();
    expect(await h.ctx.db.select().from(livraisons)).toHaveLength(1);
    clock = new Date('2026-11-21T05:00:00Z');
    await round();
    stored = await h.ctx.db.select().from(livraisons).orderBy(livraisons.id);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ declencheur: 'planification', etat: 'envoyee' });
    expect(stored[1]!.fichier).toContain(`publication.${second.id}<`);
  });
});

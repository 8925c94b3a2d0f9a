import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { deliverNow } from '../../server/areas/deliveries/deliverNow.ts';
import { fetchAcknowledgements } from '../../server/areas/deliveries/acknowledgements.ts';
import { intakeClient } from '../../server/areas/deliveries/intakeClient.ts';
import { sendDueDelivery } from '../../server/areas/deliveries/sending.ts';
import { livraisonProduits, livraisons, referencements } from '../../server/platform/db/schema.ts';
import { recordReference } from '../../server/areas/onix/public.ts';
import { startDeliveriesHarness } from './deliveriesHarness.ts';
import { onixXsdErrors } from './onixValidation.ts';
import { call, TEST_TOKENS, useHarness } from './testApp.ts';

const h = useHarness(() => startDeliveriesHarness());

beforeEach(() => h.clean());

const asStaff = (path: string, values: unknown = {}) => call(h.app, path, { token: TEST_TOKENS.backOffice, values });

async function etatsOf(ids: number[]): Promise<Record<number, string>> {
  const rows = await h.ctx.db
    .select({ id: referencements.idPublication, etat: referencements.etat })
    .from(referencements)
    .where(inArray(referencements.idPublication, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.etat]));
}

async function allDeliveries() {
  return h.ctx.db.select().from(livraisons).orderBy(livraisons.id);
}

describe('Livrer maintenant', () => {
  test('delivers exactly the publications awaiting transmission, moves them to « transmise » and sends the file', async () => {
    const first = await h.publication('aTransmettre', 'Les Marées de Penhoët');
    const second = await h.publication('aTransmettre', 'Le Phare');
    const unpaid = await h.publication('aPayer', 'Pas encore payée');

    const response = await asStaff('/BO/Livraison/Livraison_Livrer');

    expect(response.statusCode).toBe(200);
    const [delivery] = await allDeliveries();
    expect(response.json()).toMatchObject({
      Message: `Livraison n°\u00a0${delivery!.id} envoyée\u00a0: 2\u00a0publications.`,
      Livraison: {
        Id: delivery!.id,
        Etat: 'envoyee',
        NombreProduits: 2,
        Declencheur: 'backOffice',
        VersionOnix: '3.1',
      },
    });
    const products = await h.ctx.db
      .select()
      .from(livraisonProduits)
      .where(eq(livraisonProduits.idLivraison, delivery!.id));
    expect(products.map((p) => p.idPublication).sort()).toEqual([first.id, second.id].sort());
    expect(products.every((p) => p.notification === '03' && p.statut === null)).toBe(true);
    expect(await etatsOf([first.id, second.id, unpaid.id])).toEqual({
      [first.id]: 'transmise',
      [second.id]: 'transmise',
      [unpaid.id]: 'aPayer',
    });
    // The intake received the stored file, once, under the delivery's key and the configured credentials.
    expect(h.intake.deposits).toHaveLength(1);
    expect(h.intake.deposits[0]!.key).toBe(`portail-livraison-${delivery!.id}`);
    expect(h.intake.deposits[0]!.body).toBe(delivery!.fichier);
    expect(delivery!.fichier).toContain(`<RecordReference>${recordReference(h.ctx.config.publicUrl, first.id)}<`);
    expect(delivery!.fichier).not.toContain(`publication.${unpaid.id}<`);
    expect(await onixXsdErrors(delivery!.fichier)).toEqual([]);
  });

  test('with nothing to deliver, stores no delivery and says so', async () => {
    await h.publication('aPayer');
    const response = await asStaff('/BO/Livraison/Livraison_Livrer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Livraison: null, Message: 'Aucune publication à livrer.' });
    expect(await allDeliveries()).toEqual([]);
    expect(h.intake.uploads).toEqual([]);
  });

  test('two runs at once make one delivery', async () => {
    const publications = [await h.publication('aTransmettre'), await h.publication('aTransmettre')];
    const deps = h.depsAt(new Date());
    const runs = await Promise.all([deliverNow(deps, 'backOffice'), deliverNow(deps, 'planification')]);

    // On PGlite the second waits for the first and finds nothing left; on PostgreSQL it may find the lock taken.
    expect(runs.map((run) => run.kind).sort()).toEqual(expect.arrayContaining(['prepared']));
    expect(runs.filter((run) => run.kind === 'prepared')).toHaveLength(1);
    const stored = await allDeliveries();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.nombreProduits).toBe(2);
    expect(Object.values(await etatsOf(publications.map((p) => p.id)))).toEqual(['transmise', 'transmise']);
  });
});

describe('sending', () => {
  test('a failed upload is retried later and later, never as a second delivery, then gives up until « Relancer »', async () => {
    await h.publication('aTransmettre');
    h.intake.mode = 'down';
    const start = new Date('2026-11-28T09:00:00Z');
    const run = await deliverNow(h.depsAt(start), 'planification');
    expect(run.kind).toBe('prepared');

    expect(await sendDueDelivery(h.depsAt(start))).toMatchObject({ sent: false });
    let [delivery] = await allDeliveries();
    expect(delivery).toMatchObject({
      etat: 'preparee',
      tentatives: 1,
      derniereErreur: 'Le catalogue est indisponible (HTTP 503).',
    });
    expect(delivery!.dateProchaineTentative!.getTime() - start.getTime()).toBe(h.catalogue.retryBaseMs);

    // Not due before its time.
    expect(await sendDueDelivery(h.depsAt(new Date(start.getTime() + h.catalogue.retryBaseMs - 1000)))).toBeUndefined();

    const second = delivery!.dateProchaineTentative!;
    await sendDueDelivery(h.depsAt(second));
    [delivery] = await allDeliveries();
    expect(delivery).toMatchObject({ etat: 'preparee', tentatives: 2 });
    expect(delivery!.dateProchaineTentative!.getTime() - second.getTime()).toBe(2 * h.catalogue.retryBaseMs);

    await sendDueDelivery(h.depsAt(delivery!.dateProchaineTentative!));
    [delivery] = await allDeliveries();
    expect(delivery).toMatchObject({ etat: 'echec', tentatives: 3, dateProchaineTentative: null });
    expect(await sendDueDelivery(h.depsAt(new Date('2026-12-31T00:00:00Z')))).toBeUndefined();

    expect(h.intake.uploads.map((u) => u.key)).toEqual(Array(3).fill(`portail-livraison-${delivery!.id}`));
    expect(await allDeliveries()).toHaveLength(1);

    h.intake.mode = 'normal';
    const relaunched = await asStaff('/BO/Livraison/Livraison_Relancer', { Id: delivery!.id });
    expect(relaunched.statusCode).toBe(200);
    expect(relaunched.json()).toMatchObject({ Id: delivery!.id, Etat: 'envoyee', Tentatives: 0, DerniereErreur: null });
    expect(h.intake.deposits).toHaveLength(1);

    const again = await asStaff('/BO/Livraison/Livraison_Relancer', { Id: delivery!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Seule une livraison en échec peut être relancée.' });
    expect((await asStaff('/BO/Livraison/Livraison_Relancer', { Id: delivery!.id + 1000 })).statusCode).toBe(404);
  });

  test('an upload whose answer was lost is sent again under the same key and recorded once', async () => {
    await h.publication('aTransmettre');
    h.intake.mode = 'lost';
    const response = await asStaff('/BO/Livraison/Livraison_Livrer');
    const [delivery] = await allDeliveries();
    expect(response.json().Message).toBe(
      `Livraison n°\u00a0${delivery!.id} préparée\u00a0: 1\u00a0publication. L’envoi a échoué (Le catalogue est indisponible (HTTP 503).) et sera réessayé.`,
    );
    h.intake.mode = 'normal';
    await sendDueDelivery(h.depsAt(delivery!.dateProchaineTentative!));
    const [sent] = await allDeliveries();
    expect(sent).toMatchObject({ etat: 'envoyee', idDepot: 'DEPOT-1' });
    expect(h.intake.uploads.map((u) => u.key)).toEqual([
      `portail-livraison-${delivery!.id}`,
      `portail-livraison-${delivery!.id}`,
    ]);
    expect(h.intake.deposits).toHaveLength(1);
  });

  test('credentials the intake refuses are reported in French', async () => {
    await h.publication('aTransmettre');
    const deps = h.depsAt(new Date());
    await deliverNow(deps, 'backOffice');
    const wrong = { ...deps, intake: intakeClient({ ...h.catalogue, password: 'faux' }) };
    expect(await sendDueDelivery(wrong)).toMatchObject({
      sent: false,
      error: 'Le catalogue refuse les identifiants du portail (HTTP 401).',
    });
  });
});

describe('acknowledgements', () => {
  test('are fetched until ready, then give each publication and product its status and messages', async () => {
    const accepted = await h.publication('aTransmettre', 'Acceptée');
    const remarks = await h.publication('aTransmettre', 'Avec remarques');
    const rejected = await h.publication('aTransmettre', 'Rejetée');
    h.intake.pendingPolls = 1;
    h.intake.messageStatus = '02';
    h.intake.answers.set(remarks.ean, {
      RecordStatus: '00',
      Details: [{ Code: 'CAT-RESUME-COURT', Severity: 'W', Note: 'Le résumé est court.', Element: 'TextContent' }],
    });
    h.intake.answers.set(rejected.ean, {
      RecordStatus: '03',
      Details: [{ Code: 'CAT-PRIX', Severity: 'F', Note: 'Le prix manque.', Element: 'Price' }],
    });
    await asStaff('/BO/Livraison/Livraison_Livrer');
    const [delivery] = await allDeliveries();
    const deps = h.depsAt(new Date());

    expect(await fetchAcknowledgements(deps)).toEqual([]);
    expect((await allDeliveries())[0]!.etat).toBe('envoyee');
    expect(await fetchAcknowledgements(deps)).toEqual([delivery!.id]);

    expect(await etatsOf([accepted.id, remarks.id, rejected.id])).toEqual({
      [accepted.id]: 'referencee',
      [remarks.id]: 'referenceeAvecRemarques',
      [rejected.id]: 'rejetee',
    });
    const [remarksRow] = await h.ctx.db
      .select({ messages: referencements.messages })
      .from(referencements)
      .where(eq(referencements.idPublication, remarks.id));
    expect(remarksRow!.messages).toEqual([
      { Code: 'CAT-RESUME-COURT', Gravite: 'W', Message: 'Le résumé est court.', Etape: 5, Champ: 'Resume' },
    ]);

    const detail = await asStaff('/BO/Livraison/Livraison_Get', { Id: delivery!.id });
    expect(detail.statusCode).toBe(200);
    const livraison = detail.json();
    expect(livraison).toMatchObject({
      Etat: 'acquittee',
      Acceptes: 1,
      AvecRemarques: 1,
      Rejetes: 1,
      MessagesFichier: [],
    });
    expect(livraison.DateAccuse).not.toBeNull();
    expect(livraison.Produits).toContainEqual({
      IdPublication: rejected.id,
      IdPersonne: h.idCompte,
      Ean: rejected.ean,
      Titre: 'Rejetée',
      Notification: '03',
      Statut: 'rejetee',
      Messages: [{ Code: 'CAT-PRIX', Gravite: 'F', Message: 'Le prix manque.', Etape: 4, Champ: 'PrixTTC' }],
    });
    // Applied once: a later round finds nothing awaiting.
    expect(await fetchAcknowledgements(deps)).toEqual([]);
  });

  test('a file the intake rejects as a whole rejects every product with the file’s messages', async () => {
    const publication = await h.publication('aTransmettre');
    const schemaError = { Code: 'CAT-XSD', Severity: 'F', Note: 'Le fichier ne suit pas le schéma.', Element: null };
    h.intake.messageStatus = '01';
    h.intake.fileDetails = [schemaError];
    await asStaff('/BO/Livraison/Livraison_Livrer');
    await fetchAcknowledgements(h.depsAt(new Date()));
    const message = {
      Code: 'CAT-XSD',
      Gravite: 'F',
      Message: 'Le fichier ne suit pas le schéma.',
      Etape: null,
      Champ: null,
    };
    expect(await etatsOf([publication.id])).toEqual({ [publication.id]: 'rejetee' });
    const [delivery] = await allDeliveries();
    expect(delivery).toMatchObject({ etat: 'acquittee', messagesFichier: [message] });
  });
});

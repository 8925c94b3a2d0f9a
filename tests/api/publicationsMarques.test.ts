import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { mailOutbox, marqueMisesAJour } from '../../server/platform/db/schema.ts';
import { ean, publicationsHarness, useAuthors } from './publicationsHarness.ts';

type Marque = components['schemas']['Marque'];
type Publication = components['schemas']['Publication'];

const h = useAuthors(publicationsHarness, { alice: 'alice-marques', bruno: 'bruno-marques' });
let publication: Publication;

beforeAll(async () => {
  publication = await h.createDraft(h.alice, ean('978236512200'));
});

async function marquesOf(value: string): Promise<Marque[]> {
  const response = await h.send(h.alice, '/Publication/EAN_GetMarques', { Ean: value });
  expect(response.statusCode, response.body).toBe(200);
  expect(h.shapeErrors('/Publication/EAN_GetMarques', response.json())).toEqual([]);
  return response.json() as Marque[];
}

describe('EAN_GetMarques', () => {
  test('rend les marques du segment éditeur, triées par libellé, avec le libellé du type de voie', async () => {
    const marques = await marquesOf('978-2-36512-001-2');
    expect(marques.map((m) => m.Libelle)).toEqual(['Éditions de Penhoët', 'Penhoët Jeunesse']);
    expect(marques[0]?.Adresse).toMatchObject({
      NomVoie: 'des Lavandières',
      TypeVoieLibelle: 'Rue',
      Ville: 'Quimper',
      IdLocalitePays: 74,
    });
    expect((await marquesOf(ean('979109000000'))).map((m) => m.Libelle)).toEqual(['Atelier du Rhône']);
  });

  test('liste vide pour un éditeur inconnu', async () => {
    expect(await marquesOf(ean('978000000000'))).toEqual([]);
  });

  test('la marque choisie donne LibelleMarque à la publication', async () => {
    const [marque] = await marquesOf(publication.Ean);
    const saved = await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
      Id: publication.Id,
      IdMarque: marque?.Id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Publication).LibelleMarque).toBe(marque?.Libelle);
  });
});

describe('Publication_UpdateMarque', () => {
  async function marque(): Promise<Marque> {
    const [first] = await marquesOf(publication.Ean);
    if (!first) throw new Error('seeded brand missing');
    return first;
  }

  test('enregistre la demande et écrit au prestataire de référencement, sans changer la marque', async () => {
    const old = await marque();
    const corrected = { ...old, Adresse: { ...old.Adresse, NomVoie: 'du Port', Ville: 'Concarneau' } };
    const response = await h.send(h.alice, '/Publication/Publication_UpdateMarque', {
      Old: old,
      New: corrected,
      IdPublication: publication.Id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Message:
        'Votre demande de mise à jour a été transmise au prestataire de référencement ; elle sera visible sous 48 heures.',
    });
    const [pending] = await h.ctx.db
      .select()
      .from(marqueMisesAJour)
      .where(eq(marqueMisesAJour.idPublication, publication.Id));
    expect(pending).toMatchObject({ idCompte: h.alice.idCompte, idMarque: old.Id, dateTraitement: null });
    const [mail] = await h.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.destinataire).toBe(h.ctx.config.supportEmail);
    expect(mail?.texte).toContain('du Port');
    expect(mail?.texte).toContain('des Lavandières');
    expect((await marque()).Adresse.NomVoie).toBe('des Lavandières');
  });

  test('refuse la marque corrigée que la fenêtre refuse, avec les messages du contrat', async () => {
    const old = await marque();
    const corrected = { ...old, Adresse: { ...old.Adresse, NomVoie: ' ' } };
    const response = await h.send(h.alice, '/Publication/Publication_UpdateMarque', {
      Old: old,
      New: corrected,
      IdPublication: publication.Id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Errors: expect.arrayContaining([{ Champ: '/New/Adresse/NomVoie', Message: 'Champ obligatoire' }]),
    });
  });

  test('une publication d’un autre compte répond 404 ; une autre marque que celle affichée 400', async () => {
    const old = await marque();
    const foreign = await h.send(h.bruno, '/Publication/Publication_UpdateMarque', {
      Old: old,
      New: old,
      IdPublication: publication.Id,
    });
    expect(foreign.statusCode).toBe(404);
    const swapped = await h.send(h.alice, '/Publication/Publication_UpdateMarque', {
      Old: old,
      New: { ...old, Id: old.Id + 1 },
      IdPublication: publication.Id,
    });
    expect(swapped.statusCode).toBe(400);
    const unknown = await h.send(h.alice, '/Publication/Publication_UpdateMarque', {
      Old: { ...old, Id: 9999 },
      New: { ...old, Id: 9999 },
      IdPublication: publication.Id,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

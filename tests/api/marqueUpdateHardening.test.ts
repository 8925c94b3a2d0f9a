import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { MARQUE_UPDATE_RATE } from '../../domain/publication/marqueUpdateRate.ts';
import { mailOutbox, marqueMisesAJour } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { ean, publicationsHarness, type Author } from './publicationsHarness.ts';
import { useHarness } from './testApp.ts';

type Marque = components['schemas']['Marque'];

const h = useHarness(publicationsHarness);

/** An author with a publication whose stored brand is the first of its publisher's, and both brands. */
async function authorWithBrand(name: string, first12: string) {
  const author = await h.author(name);
  const publication = await h.createDraft(author, ean(first12));
  const listed = await h.send(author, '/Publication/EAN_GetMarques', { Ean: publication.Ean });
  const [stored, other] = listed.json() as Marque[];
  if (!stored || !other) throw new Error('seeded brands missing');
  const saved = await h.send(author, '/Publication/Publication_UpdateLibre', {
    Id: publication.Id,
    IdMarque: stored.Id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { author, publication, stored, other };
}

function report(author: Author, values: { Old: unknown; New: unknown; IdPublication: number }) {
  return h.send(author, '/Publication/Publication_UpdateMarque', values);
}

async function requestsOf(idPublication: number) {
  return h.ctx.db.select().from(marqueMisesAJour).where(eq(marqueMisesAJour.idPublication, idPublication));
}

async function lastMail() {
  const [mail] = await h.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

describe('Publication_UpdateMarque hardening', () => {
  test("Old must be a brand of the publication's publisher, as stored: 409 with a French message, nothing stored or mailed", async () => {
    const { author, publication, stored } = await authorWithBrand('marque-autre', '978236512300');
    const foreign = (
      await h.send(author, '/Publication/EAN_GetMarques', { Ean: ean('979109000000') })
    ).json() as Marque[];
    const [otherPublisher] = foreign;
    if (!otherPublisher) throw new Error('seeded brand of another publisher missing');
    const mailBefore = await lastMail();
    const otherBrand = await report(author, {
      Old: otherPublisher,
      New: { ...otherPublisher, Adresse: { ...otherPublisher.Adresse, Ville: 'Brest' } },
      IdPublication: publication.Id,
    });
    expect(otherBrand.statusCode).toBe(409);
    expect(otherBrand.json()).toEqual({ Message: PUBLICATION_MESSAGES.marqueNotOfPublisher });
    const forgedLabel = await report(author, {
      Old: { ...stored, Libelle: 'URGENT : réinitialisez votre mot de passe' },
      New: { ...stored, Adresse: { ...stored.Adresse, Ville: 'Brest' } },
      IdPublication: publication.Id,
    });
    expect(forgedLabel.statusCode).toBe(409);
    expect(await requestsOf(publication.Id)).toEqual([]);
    expect((await lastMail())?.id).toBe(mailBefore?.id);
  });

  test("the brand chosen in step 3 but not saved yet may be reported: it is one of the publisher's", async () => {
    const { author, publication, other } = await authorWithBrand('marque-choisie', '978236512304');
    const response = await report(author, {
      Old: other,
      New: { ...other, Adresse: { ...other.Adresse, Ville: 'Quimper' } },
      IdPublication: publication.Id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await requestsOf(publication.Id);
    expect(saved?.idMarque).toBe(other.Id);
  });

  test('the mail and the stored request name the brand as stored, without fields the contract does not know', async () => {
    const { author, publication, stored } = await authorWithBrand('marque-propre', '978236512301');
    const forgedOld = {
      ...stored,
      Note: 'Note falsifiée',
      Adresse: { ...stored.Adresse, Ville: 'Ville falsifiée', TypeVoieLibelle: 'Voie falsifiée' },
      Piege: 'champ inconnu',
    };
    const corrected = {
      ...stored,
      Adresse: { ...stored.Adresse, Ville: 'Concarneau', TypeVoieLibelle: 'Voie inventée', Intrus: 'x' },
      Piege: 'champ inconnu',
    };
    const response = await report(author, { Old: forgedOld, New: corrected, IdPublication: publication.Id });
    expect(response.statusCode, response.body).toBe(200);

    const [saved] = await requestsOf(publication.Id);
    expect(saved?.ancienne).toEqual(stored);
    const { Piege: _piege, ...expectedNew } = corrected;
    const { Intrus: _intrus, ...expectedAddress } = corrected.Adresse;
    expect(saved?.nouvelle).toEqual({
      ...expectedNew,
      Adresse: { ...expectedAddress, TypeVoieLibelle: stored.Adresse.TypeVoieLibelle },
    });

    const mail = await lastMail();
    expect(mail?.sujet).toBe(`[Marque] Mise à jour n° ${saved?.id} – ${stored.Libelle}`);
    expect(mail?.texte).toContain(`Code postal et ville : ${stored.Adresse.CodePostal} ${stored.Adresse.Ville}`);
    expect(mail?.texte).toContain('Concarneau');
    for (const forged of ['falsifiée', 'Voie inventée', 'champ inconnu']) expect(mail?.texte).not.toContain(forged);
  });

  test('an account reporting too often is refused for a while (429), another account is not', async () => {
    const { author, publication, stored } = await authorWithBrand('marque-rafale', '978236512302');
    const values = {
      Old: stored,
      New: { ...stored, Adresse: { ...stored.Adresse, Ville: 'Lorient' } },
      IdPublication: publication.Id,
    };
    for (let count = 0; count < MARQUE_UPDATE_RATE.max; count += 1) {
      expect((await report(author, values)).statusCode).toBe(200);
    }
    const refused = await report(author, values);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: MESSAGES.tooManyRequests });
    expect(await requestsOf(publication.Id)).toHaveLength(MARQUE_UPDATE_RATE.max);
    const other = await authorWithBrand('marque-calme', '978236512303');
    const accepted = await report(other.author, {
      Old: other.stored,
      New: { ...other.stored, Adresse: { ...other.stored.Adresse, Ville: 'Lorient' } },
      IdPublication: other.publication.Id,
    });
    expect(accepted.statusCode).toBe(200);
  });
});

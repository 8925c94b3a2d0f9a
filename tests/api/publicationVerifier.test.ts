import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { CHECK_MESSAGES } from '../../domain/publication/publicationChecks.ts';
import { moderationHarness } from './moderationHarness.ts';
import { useAuthors } from './publicationsHarness.ts';
import { call, TEST_TOKENS } from './testApp.ts';

type Verification = components['schemas']['VerificationPublication'];

/** The checks before submission: Publication_Verifier, its back-office twin, and Publication_Submit's refusal. */

const h = useAuthors(moderationHarness, { alice: 'alice-verifier', bruno: 'bruno-verifier' });

async function verify(who: typeof h.alice, id: number): Promise<Verification> {
  const response = await h.send(who, '/Publication/Publication_Verifier', { Id: id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Verification;
}

describe('Publication_Verifier', () => {
  test('warns of a cover under 1 400 px (read from the stored file) and a short summary, without blocking', async () => {
    const publication = await h.complete(h.alice, 300);
    const verification = await verify(h.alice, publication.Id);
    expect(h.shapeErrors('/Publication/Publication_Verifier', verification)).toEqual([]);
    expect(verification.Bloquant).toBe(false);
    expect(verification.Points).toContainEqual({
      Code: 'COUVERTURE-HAUTEUR',
      Niveau: 'avertissement',
      Etape: 5,
      Champ: 'VisuelCouverture',
      Message: CHECK_MESSAGES.couvertureHauteur(800),
    });
    expect(verification.Points.map((p) => p.Code)).toContain('RESUME-COURT');
    expect(verification.Points.every((p) => p.Niveau === 'avertissement')).toBe(true);
  });

  test('blocks an EAN that another validated publication bears, and Publication_Submit refuses it (409)', async () => {
    const validated = await h.submitted(h.alice, 301);
    const accepted = await h.answer({ Id: validated.Id, IdPersonne: h.alice.idCompte, Accepte: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const twin = await h.complete(h.bruno, 301);

    const verification = await verify(h.bruno, twin.Id);
    expect(verification.Bloquant).toBe(true);
    expect(verification.Points[0]).toEqual({
      Code: 'EAN-DOUBLON',
      Niveau: 'bloquant',
      Etape: 1,
      Champ: 'Ean',
      Message: CHECK_MESSAGES.eanDoublon,
    });

    const submitted = await h.submit(h.bruno, twin.Id);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toEqual({ Message: CHECK_MESSAGES.eanDoublon });
    expect(await h.get(h.bruno, twin.Id)).toMatchObject({ IdEtatPublication: 1, HistoriqueModeration: [] });
    // The validated one itself is not its own double.
    expect((await verify(h.alice, validated.Id)).Bloquant).toBe(false);
  });

  test("another account's publication is not found", async () => {
    const publication = await h.complete(h.alice, 302);
    const response = await h.send(h.bruno, '/Publication/Publication_Verifier', { Id: publication.Id });
    expect(response.statusCode).toBe(404);
  });
});

describe('BO_Publication_Publication_Verifier', () => {
  test("answers the author's points for staff, and 404 for another owner", async () => {
    const publication = await h.complete(h.alice, 303);
    const staff = await call(h.ctx.app, '/BO/Publication/Publication_Verifier', {
      values: { Id: publication.Id, IdPersonne: h.alice.idCompte },
      token: TEST_TOKENS.backOffice,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    // The back office's test server keeps its files in another directory than the authors' one: the cover's
    // height is unknown there, the other points are the author's.
    const own = (await verify(h.alice, publication.Id)).Points.filter((p) => p.Code !== 'COUVERTURE-HAUTEUR');
    expect(staff.json()).toEqual({ Bloquant: false, Points: own });
    expect(own.map((p) => p.Code)).toContain('RESUME-COURT');

    const wrongOwner = await call(h.ctx.app, '/BO/Publication/Publication_Verifier', {
      values: { Id: publication.Id, IdPersonne: h.bruno.idCompte },
      token: TEST_TOKENS.backOffice,
    });
    expect(wrongOwner.statusCode).toBe(404);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { comptes, mailOutbox } from '../../server/platform/db/schema.ts';
import { multipart } from './multipart.ts';
import { ean, publicationsHarness, type Author, type PublicationsHarness } from './publicationsHarness.ts';
import { APPLICATION_KEY, call, TEST_TOKENS } from './testApp.ts';

export type Publication = components['schemas']['Publication'];
export type PublicationBO = components['schemas']['PublicationBO'];
type Marque = components['schemas']['Marque'];

const COVER = readFileSync(fileURLToPath(new URL('../fixtures/publication/couverture-500x800.png', import.meta.url)));

export const RESUME =
  "Dans un village de Bretagne, une enfant découvre les secrets de sa famille au fil d'un été de tempêtes.";

/** What steps 2 to 5 need to be valid, beside the draft's own fields. */
export function completeSteps(titre: string, idMarque: number | undefined) {
  return {
    Titre: titre,
    AuteurContribution: [{ Nom: 'Camille Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 1 }],
    IdMarque: idMarque,
    IdDisponibilite: 2,
    DateParution: '2024-03-01',
    PrixTTC: 18.5,
    IdSujet: 1111,
    Resume: RESUME,
  };
}

export interface ModerationHarness extends PublicationsHarness {
  /** A new draft of `who` whose five steps are valid (cover uploaded), EAN 978-2-36512-`serial`. */
  complete(who: Author, serial: number, titre?: string): Promise<Publication>;
  /** A new draft holding its EAN only: steps 2 to 5 are empty. */
  draft(who: Author, serial: number): Promise<Publication>;
  submit(who: Author, id: number): Promise<LightMyRequestResponse>;
  /** A complete publication of `who` submitted to moderation (the submission answered 200), as it then stands. */
  submitted(who: Author, serial: number, titre?: string): Promise<Publication>;
  withdraw(who: Author, id: number): Promise<LightMyRequestResponse>;
  /** BO_Publication_Moderation_Answer, by the back office unless another token is given. */
  answer(values: Record<string, unknown>, token?: string | null): Promise<LightMyRequestResponse>;
  get(who: Author, id: number): Promise<Publication>;
  uploadCover(who: Author, id: number): Promise<LightMyRequestResponse>;
  /** The e-mails written to `login`, last first. */
  mailsTo(login: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  loginOf(who: Author): Promise<string>;
}

export async function moderationHarness(): Promise<ModerationHarness> {
  const h = await publicationsHarness();

  function created(who: Author, serial: number): Promise<Publication> {
    return h.createDraft(who, ean(`978236512${String(serial).padStart(3, '0')}`));
  }

  async function get(who: Author, id: number): Promise<Publication> {
    const response = await h.send(who, '/Publication/Publication_Get', { Id: id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Publication;
  }

  function uploadCover(who: Author, id: number) {
    const { payload, contentType } = multipart([
      { name: 'Application_Key', value: APPLICATION_KEY },
      { name: 'IdPublication', value: String(id) },
      { name: 'visuelCouverture', value: COVER, filename: 'couverture.png', type: 'image/png' },
    ]);
    return h.app.inject({
      method: 'POST',
      url: '/api/Publication/Publication_FileUpload',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
      payload,
    });
  }

  async function complete(who: Author, serial: number, titre = 'Les Marées'): Promise<Publication> {
    const publication = await created(who, serial);
    // As the wizard's step 5 does: the images first, then the publication.
    const uploaded = await uploadCover(who, publication.Id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [marque] = (await h.send(who, '/Publication/EAN_GetMarques', { Ean: publication.Ean })).json() as Marque[];
    const filled = await h.send(who, '/Publication/Publication_Update', {
      ...publication,
      ...completeSteps(titre, marque?.Id),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    return get(who, publication.Id);
  }

  const submit = (who: Author, id: number) => h.send(who, '/Publication/Publication_Submit', { Id: id });

  return {
    ...h,
    draft: created,
    complete,
    submitted: async (who, serial, titre) => {
      const publication = await complete(who, serial, titre);
      const response = await submit(who, publication.Id);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Publication;
    },
    submit,
    withdraw: (who, id) => h.send(who, '/Publication/Publication_Withdraw', { Id: id }),
    answer: (values, token = TEST_TOKENS.backOffice) =>
      call(h.ctx.app, '/BO/Publication/Publication_Moderation_Answer', {
        values,
        ...(token === null ? {} : { token }),
      }),
    get,
    uploadCover,
    mailsTo: (login) =>
      h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, login)).orderBy(desc(mailOutbox.id)),
    async loginOf(who) {
      const [row] = await h.ctx.db.select({ login: comptes.login }).from(comptes).where(eq(comptes.id, who.idCompte));
      if (!row) throw new Error('author account missing');
      return row.login;
    },
  };
}

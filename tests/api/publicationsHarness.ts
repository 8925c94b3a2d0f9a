import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import type { Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import { createResponseChecker } from './contractShape.ts';
import { multipart, type Part } from './multipart.ts';
import { APPLICATION_KEY, call, serverStoringFilesIn, testContext, useHarness, type TestContext } from './testApp.ts';

type Publication = components['schemas']['Publication'];

export interface Author {
  token: string;
  idCompte: number;
}

export interface PublicationsHarness {
  ctx: TestContext;
  app: FastifyInstance;
  dataDir: string;
  author(name: string): Promise<Author>;
  send(who: Author, path: string, values?: unknown): Promise<LightMyRequestResponse>;
  /** A new draft of `who` (Publication_Create, in French), which must be answered 200. */
  createDraft(who: Author, code: string): Promise<Publication>;
  /** Publication_FileUpload of `files` on the publication `idPublication` names (a text field, as a browser sends it). */
  upload(who: Author, idPublication: string, files: Part[], key?: string): Promise<LightMyRequestResponse>;
  /** Whether a body has the contract's exact shape for that path's 200. */
  shapeErrors(path: string, body: unknown): unknown[];
  /**
   * The fields of a Publication that the contract does not list, or lists as required and are missing.
   * (The generic checker closes `Publication`'s own `properties` and so refuses what its `allOf` adds.)
   */
  publicationFieldErrors(body: unknown): string[];
  dispose(): Promise<void>;
}

/** Fixture images (tests/fixtures/publication) an image upload refuses, each with the message it answers. */
export const REFUSED_IMAGES: readonly (readonly [string, string])[] = [
  ['couverture-trop-petite-800x399.jpg', "L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)"],
  ['faux-png.png', 'Format refusé : jpg, jpeg ou png uniquement'],
  ['couverture-format-refuse.webp', 'Format refusé : jpg, jpeg ou png uniquement'],
  ['quatrieme-couverture.pdf', 'Format refusé : jpg, jpeg ou png uniquement'],
];

/** A valid EAN-13 from its first twelve digits (978 2 36512 …). */
export function ean(first12: string): string {
  const digits = [...first12].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** `config`: settings of this harness's application beside the test context's (a lower upload quota, say). */
export async function publicationsHarness(
  options: { config?: Partial<TestContext['config']> } = {},
): Promise<PublicationsHarness> {
  const ctx = await testContext();
  const identities = new Map<string, Identity>();
  // Uploaded files go to a directory of this run, never to the repository's data/.
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-publications-'));
  const app = await serverStoringFilesIn(ctx, dataDir, {
    config: options.config,
    verifyAccessToken: async (token) => identities.get(token),
  });
  const check = createResponseChecker(ctx.document);
  const authors = new Map<string, Author>();
  const send = (who: Author, path: string, values?: unknown) => call(app, path, { token: who.token, values });

  return {
    ctx,
    app,
    dataDir,
    author: async (name) => {
      const known = authors.get(name);
      if (known) return known;
      const login = `${name}@publications.example.org`;
      const [row] = await ctx.db
        .insert(comptes)
        .values({ login, prenom: 'Auteur', nom: name, idCivilite: 1, role: 'frontoffice', confirme: true })
        .returning({ id: comptes.id });
      if (!row) throw new Error('account insert returned no row');
      const token = `jeton-publications-${name}`;
      identities.set(token, { subject: name, login, roles: ['frontoffice'] });
      const created = { token, idCompte: row.id };
      authors.set(name, created);
      return created;
    },
    send,
    createDraft: async (who, code) => {
      const response = await send(who, '/Publication/Publication_Create', { Ean: code, IdsLangues: [20] });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Publication;
    },
    upload: (who, idPublication, files, key = APPLICATION_KEY) => {
      const { payload, contentType } = multipart([
        { name: 'Application_Key', value: key },
        { name: 'IdPublication', value: idPublication },
        ...files,
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/Publication/Publication_FileUpload',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
        payload,
      });
    },
    shapeErrors: (path, body) => check(path, 200, body),
    publicationFieldErrors: (body) => {
      const schemas = (ctx.document as unknown as { components: { schemas: Record<string, { required?: string[] }> } })
        .components.schemas;
      const required = new Set(schemas.Publication?.required ?? []);
      const keys = new Set(Object.keys(body as object));
      return [
        ...[...required].filter((key) => !keys.has(key)).map((key) => `manque ${key}`),
        ...[...keys].filter((key) => !required.has(key)).map((key) => `en trop ${key}`),
      ];
    },
    dispose: async () => {
      const ids = [...authors.values()].map((who) => who.idCompte);
      if (ids.length > 0) await ctx.db.delete(comptes).where(inArray(comptes.id, ids));
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's harness with its two authors. */
export type WithAuthors<H extends PublicationsHarness> = H & { alice: Author; bruno: Author };

/** `useHarness` of the harness `start` builds, with its authors `names` made before the file's tests. */
export function useAuthors<H extends PublicationsHarness>(
  start: () => Promise<H>,
  names: { alice: string; bruno: string },
): WithAuthors<H> {
  return useHarness(async () => {
    const harness = await start();
    return { ...harness, alice: await harness.author(names.alice), bruno: await harness.author(names.bruno) };
  });
}

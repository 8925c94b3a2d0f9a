import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { components } from '../../openapi/generated/schema.d.ts';
import { contenuElements, contenus } from '../../server/platform/db/schema.ts';
import { createResponseChecker } from './contractShape.ts';
import { multipart, type Part } from './multipart.ts';
import { APPLICATION_KEY, call, serverStoringFilesIn, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

export type Contenu = components['schemas']['Contenu'];

/** A block made for one test file, with one element of each type (two images). */
export interface Block {
  id: number;
  texte: number;
  faq: number;
  booleen: number;
  image: number;
  image2: number;
}

export interface ContentEditHarness {
  ctx: TestContext;
  app: FastifyInstance;
  dataDir: string;
  /** A fresh block named after the test that needs it, removed by `dispose`. */
  block(nom: string): Promise<Block>;
  /** A back-office call (the admin's token unless told). */
  send(path: string, values: unknown, token?: string): Promise<LightMyRequestResponse>;
  upload(parts: Part[], token?: string): Promise<LightMyRequestResponse>;
  read(id: number): Promise<Contenu>;
  siteVersion(): Promise<number>;
  /** The names of the content images stored on disk. */
  storedImages(): Promise<string[]>;
  shapeErrors(path: string, body: unknown): unknown[];
  dispose(): Promise<void>;
}

export async function contentEditHarness(): Promise<ContentEditHarness> {
  const ctx = await testContext();
  // Uploaded files go to a directory of this run, never to the repository's data/.
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-contenus-'));
  const app = await serverStoringFilesIn(ctx, dataDir);
  const check = createResponseChecker(ctx.document);
  const created: number[] = [];

  async function element(idContenu: number, nom: string, type: number, rang: number, valeur: string | null) {
    const [row] = await ctx.db
      .insert(contenuElements)
      .values({ idContenu, nom, idTypeContenuElement: type, rang, valeur, libelle: nom })
      .returning({ id: contenuElements.id });
    if (!row) throw new Error('element insert returned no row');
    return row.id;
  }

  return {
    ctx,
    app,
    dataDir,
    block: async (nom) => {
      const [row] = await ctx.db
        .insert(contenus)
        .values({ nom: `Essai_${nom}`, idTypeContenu: 1 })
        .returning({ id: contenus.id });
      if (!row) throw new Error('content insert returned no row');
      created.push(row.id);
      return {
        id: row.id,
        texte: await element(row.id, 'Texte', 1, 1, '<p>Texte initial</p>'),
        faq: await element(row.id, 'Questions', 3, 2, '[]'),
        booleen: await element(row.id, 'Visible', 4, 3, 'true'),
        image: await element(row.id, 'Image', 2, 4, null),
        image2: await element(row.id, 'Bandeau', 2, 5, null),
      };
    },
    send: (path, values, token = TEST_TOKENS.backOffice) => call(app, path, { values, token }),
    upload: (parts, token = TEST_TOKENS.backOffice) => {
      const { payload, contentType } = multipart([{ name: 'Application_Key', value: APPLICATION_KEY }, ...parts]);
      return app.inject({
        method: 'POST',
        url: '/api/BO/Contenu/Contenu_Upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    },
    read: async (id) => (await call(app, '/Contenu/Contenu_Get', { values: { Id: id } })).json() as Contenu,
    siteVersion: async () =>
      ((await call(app, '/Contenu/Contenu_GetVersion')).json() as components['schemas']['VersionSite']).Version,
    storedImages: async () => readdir(join(dataDir, 'contenus')).catch(() => []),
    shapeErrors: (path, body) => check(path, 200, body),
    dispose: async () => {
      if (created.length > 0) await ctx.db.delete(contenus).where(inArray(contenus.id, created));
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogueChanged } from '../../server/platform/cache/catalogueCache.ts';
import { contenuElements, contenus } from '../../server/platform/db/schema.ts';
import { appServingBuild, builtPortal } from './ssrBuild.ts';
import { testContext, type TestContext } from './testApp.ts';

/** A title edited by staff is stored as sanitised HTML: the page shows its text, never its tags or entities. */

const STORED_TITLE = '<p>Conditions <strong>g&eacute;n&eacute;rales</strong> &amp; tarifs&nbsp;: l&#39;essentiel</p>';
const READ_TITLE = "Conditions générales & tarifs\u00a0: l'essentiel";

let ctx: TestContext;
let app: FastifyInstance;
let titres: { id: number; valeur: string | null }[];

beforeAll(async () => {
  ctx = await testContext();
  app = appServingBuild(ctx, builtPortal());
  await app.ready();
  titres = await ctx.db
    .select({ id: contenuElements.id, valeur: contenuElements.valeur })
    .from(contenuElements)
    .innerJoin(contenus, eq(contenus.id, contenuElements.idContenu))
    .where(and(inArray(contenus.nom, ['CGU', 'Accueil']), eq(contenuElements.nom, 'Titre')));
  expect(titres).toHaveLength(2);
  for (const { id } of titres)
    await ctx.db.update(contenuElements).set({ valeur: STORED_TITLE }).where(eq(contenuElements.id, id));
  // Contents are cached, and other files of this process may have read these pages already.
  await catalogueChanged(ctx.db);
}, 180_000);

afterAll(async () => {
  for (const { id, valeur } of titres)
    await ctx.db.update(contenuElements).set({ valeur }).where(eq(contenuElements.id, id));
  await catalogueChanged(ctx.db);
  await app.close();
});

describe("le titre d'une page éditoriale rendue par le serveur", () => {
  test("l'onglet et l'en-tête de la page montrent le texte du titre, pas son HTML", async () => {
    const page = await app.inject({ method: 'GET', url: '/cgu' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>Conditions générales &amp; tarifs\u00a0: l&#39;essentiel | Portail de l&#39;autoédition</title>',
    );
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1];
    expect(heading?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")).toBe(READ_TITLE);
    expect(page.body).not.toContain('&lt;strong&gt;');
    expect(page.body).not.toContain('&amp;amp;');
  });

  test("le titre de l'accueil est lu de même", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1];
    expect(heading?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")).toBe(READ_TITLE);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RENDERED_PAGE_PATHS } from '../renderedPagePaths.ts';
import { appServingBuild, builtPortal } from './ssrBuild.ts';
import { call, testContext, warningsInto, type TestContext } from './testApp.ts';

interface Rubrique {
  Id: number;
  Libelle: string;
  Visible: boolean;
}
interface Produit {
  Id: number;
  IdRubrique: number;
  IdTypeProduit: number;
  Libelle: string;
  Visible: boolean;
}

let ctx: TestContext;
let app: FastifyInstance;
let root: string;
let rubriques: Rubrique[];
let produits: Produit[];
/** What the server logged at warning level and above. */
const warnings: string[] = [];
/** The API calls that answer 503, to see a page whose data cannot be fetched. */
const failingCalls = new Set<string>();

function pageCode(html: string): { entry: string; chunks: string[] } {
  const match = /<script type="application\/json" id="portail-code">([^<]*)<\/script>/.exec(html);
  expect(match, 'the page code block').not.toBeNull();
  return JSON.parse(match![1]!);
}

function hydrationData(html: string): {
  router: { loaderData: object };
  queries: { queries: { queryKey: unknown[] }[] };
} {
  const match = /<script type="application\/json" id="portail-hydration">([^<]*)<\/script>/.exec(html);
  expect(match, 'the hydration data block').not.toBeNull();
  return JSON.parse(match![1]!);
}

beforeAll(async () => {
  root = builtPortal();
  ctx = await testContext();
  app = appServingBuild(ctx, root, warningsInto(warnings));
  app.addHook('onRequest', async (request, reply) => {
    if (failingCalls.has(request.url)) await reply.code(503).send({ Message: 'Indisponible.' });
  });
  await app.ready();
  rubriques = (await call(ctx.app, '/Rubrique/Rubrique_GetAll')).json();
  produits = (await call(ctx.app, '/Produit/Produit_GetAll')).json();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('les pages publiques rendues par le serveur', () => {
  test("l'accueil arrive avec les rubriques et les produits de la base, et de quoi l'hydrater", async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const rootMarkup = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(response.body)?.[1];
    expect(rootMarkup).toBeDefined();
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const rubrique of rubriques.filter((r) => r.Visible)) expect(rootMarkup).toContain(escape(rubrique.Libelle));
    for (const produit of produits.filter((p) => p.Visible)) expect(rootMarkup).toContain(escape(produit.Libelle));
    const data = hydrationData(response.body);
    expect(data.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['contenu', 'rubriques', 'produits']),
    );
    expect(Object.keys(data.router.loaderData).length).toBeGreaterThan(0);
  });

  test("une formation et une rubrique arrivent avec leur nom ; l'en-tête de la page est le sien", async () => {
    const formation = produits.find((p) => p.IdTypeProduit === 2 && p.Visible)!;
    const page = await app.inject({ method: 'GET', url: `/formation/${formation.Id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<h1 class="${/<h1 class="([^"]*)"/.exec(page.body)![1]}">${formation.Libelle.replace(/'/g, '&#x27;')}</h1>`,
    );
    const rubrique = rubriques.find((r) => r.Id === formation.IdRubrique)!;
    const rubriquePage = await app.inject({ method: 'GET', url: `/rubrique/${rubrique.Id}` });
    expect(rubriquePage.body).toContain(rubrique.Libelle.replace(/'/g, '&#x27;'));
    // The page's own title and description replace the template's: one of each.
    expect(rubriquePage.body.match(/<title>/g)).toHaveLength(1);
    expect(rubriquePage.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(rubriquePage.body).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/rubrique/${rubrique.Id}"`);
  });

  test("chaque page rendue ne charge qu'un script d'amorçage, qui liste le code de sa route ; ni script exécutable en ligne ni attribut style", async () => {
    const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const boot = `/${manifest['src/ssr/boot.ts']!.file}`;
    const entry = `/${manifest['index.html']!.file}`;
    const template = await app.inject({ method: 'GET', url: '/profil' });
    for (const url of RENDERED_PAGE_PATHS) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="portail-hydration"');
      expect(response.body, url).not.toContain(' style="');
      // The page is painted from its HTML and stylesheet: its code is asked for by the boot script, once painted.
      const modules = response.body.match(/<script type="module"[^>]*>/g);
      expect(modules, url).toEqual([`<script type="module" crossorigin src="${boot}">`]);
      expect(response.body, url).not.toContain('rel="modulepreload"');
      expect(pageCode(response.body).entry, url).toBe(entry);
      const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
      for (const script of scripts) expect(script, url).toMatch(/ src="\/assets\/|type="application\/json"/);
      expect(response.headers['content-security-policy'], url).toBe(template.headers['content-security-policy']);
      expect(response.headers['content-security-policy'], url).not.toContain('unsafe-inline');
    }
    const homePage = (await app.inject({ method: 'GET', url: '/' })).body;
    // The entry's chunks and the page's own, asked for all at once: no waterfall once the page is painted.
    const { chunks } = pageCode(homePage);
    expect(chunks).toContain(`/${manifest['src/app/routes/HomeRoute.tsx']!.file}`);
    const entryImports = manifest['index.html']!.imports ?? [];
    expect(entryImports.length).toBeGreaterThan(0);
    for (const key of entryImports) expect(chunks).toContain(`/${manifest[key]!.file}`);
    // react-dom is started in a task of its own before the entry: its module comes with the rest.
    expect(chunks).toContain(`/${manifest['src/ssr/reactDomStart.ts']!.file}`);
    expect(chunks).not.toContain(entry);
    // One stylesheet for every page, under the id react-aria looks for its pressable rule with (no <style> added).
    expect(homePage.match(/<link [^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<link id="react-aria-pressable-style" rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">$/,
      ),
    ]);
  });

  test("le panier arrive vide, tel que l'a un visiteur anonyme ; chaque page rendue a le script qui cache ce visiteur à un navigateur qui en garde un autre", async () => {
    const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const hint = `/${manifest['src/ssr/headScript.ts']!.file}`;
    const basket = (await app.inject({ method: 'GET', url: '/panier' })).body;
    expect(basket).toContain('<title>Mon panier');
    expect(basket).toContain('<meta name="robots" content="noindex" />');
    expect(basket).toContain('Votre panier est vide.');
    expect(basket).toMatch(/<div class="[^"]+" data-server-rendered="true">/);
    // A classic script, in the head of every rendered page: it runs before the first paint.
    for (const url of RENDERED_PAGE_PATHS) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body.slice(0, body.indexOf('</head>')), url).toContain(`<script src="${hint}"></script>`);
    }
    expect((await app.inject({ method: 'GET', url: '/profil' })).body).not.toContain(hint);
    const script = await app.inject({ method: 'GET', url: hint });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script.body).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);\s*$/);
  });

  test("la page de connexion arrive avec le formulaire d'inscription entier et ses pays, mais sans son code, que le navigateur ne demande qu'à l'usage", async () => {
    const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const body = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(body).toContain('<title>Connexion');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).toMatch(/<button [^>]*data-early-press="true"[^>]*>Se connecter<\/button>/);
    // The form in place, not its loading state, and sent by no browser to an address before its code runs.
    expect(body).toMatch(/<div class="[^"]+" data-awaiting-code="true"><!--\$--><form [^>]*method="post"/);
    for (const name of ['IdCivilite', 'Prenom', 'Nom', 'Email', 'EstSociete', 'CodePostal', 'Ville', 'MotDePasse'])
      expect(body, name).toContain(`name="${name}"`);
    expect(body).toContain('Créer mon compte');
    expect(hydrationData(body).queries.queries.map((query) => query.queryKey)).toContainEqual(['reference', 'pays']);
    const { chunks } = pageCode(body);
    expect(chunks).toContain(`/${manifest['src/app/routes/LoginRoute.tsx']!.file}`);
    expect(chunks).not.toContain(`/${manifest['src/features/account/components/RegistrationForm.tsx']!.file}`);
  });

  test('les données de la page ne peuvent pas fermer leur bloc', async () => {
    const response = await app.inject({ method: 'GET', url: '/faq' });
    const block = /<script type="application\/json" id="portail-hydration">([\s\S]*?)<\/script>/.exec(
      response.body,
    )![1]!;
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.stringify(hydrationData(response.body))).toContain('FAQ');
  });

  test('une rubrique ou une formation inexistante et une adresse inconnue répondent 404 avec la page introuvable', async () => {
    const cases: [string, string][] = [
      ['/rubrique/999999', 'Rubrique introuvable'],
      ['/formation/999999', 'Formation introuvable'],
      ['/formation/abc', 'Formation introuvable'],
      ['/nulle-part', 'Page introuvable'],
    ];
    for (const [url, title] of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain(title);
      expect(response.body, url).toContain('id="portail-hydration"');
    }
  });

  test('les autres routes reçoivent le modèle vide sous leur propre en-tête, noindex compris ; le code du serveur et le manifeste ne sont jamais servis', async () => {
    const template = readFileSync(join(root, 'index.html'), 'utf8');
    for (const url of ['/profil', '/admin/publications', '/payment/failure']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="portail-hydration"');
      expect(response.body.match(/<title>/g), url).toHaveLength(1);
      expect(response.body.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of ['/ssr/entryServer.js', '/.vite/manifest.json', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('createRenderer');
      expect(response.body, url).not.toContain('"isEntry"');
    }
    const asset = await app.inject({ method: 'GET', url: `/${/src="\/(assets\/[^"]+\.js)"/.exec(template)![1]}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  test('HEAD sur une page rendue répond comme GET, sans corps', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });

  test('une page dont les données ne viennent pas est laissée au navigateur : le modèle, jamais une erreur 500', async () => {
    failingCalls.add('/api/Rubrique/Rubrique_GetAll');
    warnings.length = 0;
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(readFileSync(join(root, 'index.html'), 'utf8'));
      expect(warnings.join('')).toContain('page not rendered on the server');
    } finally {
      failingCalls.clear();
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('id="portail-hydration"');
  });
});

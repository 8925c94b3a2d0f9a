import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { catalogueChanged } from '../../server/platform/cache/catalogueCache.ts';
import { contenuElements, contenuVersions } from '../../server/platform/db/schema.ts';
import { contentEditHarness, type Contenu, type ContentEditHarness } from './contentEditHarness.ts';
import { builtPortal } from './ssrBuild.ts';
import { call, serverStoringFilesIn, TEST_TOKENS } from './testApp.ts';

type ContenuVersion = components['schemas']['ContenuVersion'];

/** jsdom, as the browser would parse the HTML (the package ships no types: the two calls used are declared here). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: (new (html: string) => { window: Window }) & { fragment(html: string): DocumentFragment };
};

const UPDATE = '/BO/Contenu/Contenu_Update';
const VERSIONS = '/BO/Contenu/Contenu_GetVersions';
const RESTORE = '/BO/Contenu/Contenu_RestoreVersion';
const SAVE_FAILED = 'Erreur lors de la sauvegarde des modifications';

const FIXTURES = fileURLToPath(new URL('../fixtures/publication', import.meta.url));
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`);
const PNG = fixture('couverture-500x800.png');
const JPEG = fixture('couverture-600x900.jpg');

/** Script tags, handlers, dangerous addresses, style, embedded documents, namespace confusion (mXSS)… */
const XSS_PAYLOADS: [string, string][] = [
  ['script', '<script>alert(1)</script>'],
  ['script en casse mélangée', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script en majuscules avec src', '<SCRIPT SRC="https://malveillant.example/x.js"></SCRIPT>'],
  ['script jamais fermé', '<script>alert(1)//'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror sans guillemets', '<IMG SRC=x ONERROR=alert(1)>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['lien javascript:', '<a href="javascript:alert(1)">ici</a>'],
  ['lien JaVaScRiPt:', '<a href="JaVaScRiPt:alert(1)">ici</a>'],
  [
    'lien javascript: en entités',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">ici</a>',
  ],
  ['lien javascript&colon;', '<a href="javascript&colon;alert(1)">ici</a>'],
  ['lien javascript: coupé d’une tabulation', '<a href="java&#x09;script:alert(1)">ici</a>'],
  ['lien javascript: coupé d’un saut de ligne', '<a href="java\nscript:alert(1)">ici</a>'],
  ['lien javascript: précédé de blancs et de contrôles', '<a href="  \u0001javascript:alert(1)">ici</a>'],
  ['lien data:text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ici</a>'],
  ['lien vbscript:', '<a href="vbscript:msgbox(1)">ici</a>'],
  ['image data: svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  [
    'formulaire, formaction',
    '<form action="https://malveillant.example/"><button formaction="javascript:alert(1)">Envoyer</button><input name="motdepasse"></form>',
  ],
  ['balise style', '<style>body { display: none }</style>'],
  ['attribut style', '<span style="background:url(javascript:alert(1))">x</span>'],
  ['attribut style qui couvre la page', '<div style="position:fixed;inset:0">x</div>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://malveillant.example/x.css">'],
  ['mXSS math/mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mXSS svg/style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['mXSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['lien target _blank sans rel', '<a href="https://exemple.fr/" target="_blank">ici</a>'],
  ['base href', '<base href="https://malveillant.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://malveillant.example/">'],
  ['object', '<object data="https://malveillant.example/x.swf"></object>'],
  ['embed', '<embed src="https://malveillant.example/x.swf">'],
  ['srcset javascript:', '<img src="https://exemple.fr/a.png" srcset="javascript:alert(1) 1x">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['id et name (DOM clobbering)', '<img name="getElementById" id="portail-hydration" src="https://exemple.fr/a.png">'],
];

const FORBIDDEN_ELEMENTS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'BASE',
  'META',
  'LINK',
  'SVG',
  'MATH',
  'TEMPLATE',
  'NOSCRIPT',
]);
const FORBIDDEN_ATTRIBUTES = /^(on|style$|srcset$|formaction$|target$|id$|name$|srcdoc$|action$)/i;
const DANGEROUS_ADDRESS = /^(javascript|data|vbscript):/i;

/** What is unsafe in HTML as a browser parses it: forbidden elements, attributes and addresses (empty when safe). */
function unsafeParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (FORBIDDEN_ELEMENTS.has(element.tagName.toUpperCase())) found.push(`<${element.tagName}>`);
    for (const attribute of element.attributes) {
      if (FORBIDDEN_ATTRIBUTES.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      // Browsers drop blanks and control characters from an address before reading its scheme.
      const address = [...attribute.value].filter((character) => character.charCodeAt(0) > 0x20).join('');
      if (['href', 'src', 'action', 'xlink:href'].includes(attribute.name) && DANGEROUS_ADDRESS.test(address)) {
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

function unsafePartsOf(html: string): string[] {
  return unsafeParts(JSDOM.fragment(html));
}

function valeurOf(contenu: Contenu, id: number): string | null | undefined {
  return contenu.ContenuElements.find((element) => element.Id === id)?.Valeur;
}

function fichierOf(contenu: Contenu, id: number) {
  return contenu.ContenuElements.find((element) => element.Id === id)?.ContenuElementFichier;
}

function file(idElement: number, value: Buffer, filename = 'image.png', type = 'image/png') {
  return { name: String(idElement), value, filename, type };
}

let h: ContentEditHarness;
/** The same server with the portal's build: it renders the public pages. */
let pages: FastifyInstance;
let cgu: { id: number; texte: number; valeur: string | null; lastVersion: number };

beforeAll(async () => {
  h = await contentEditHarness();
  pages = await serverStoringFilesIn(h.ctx, h.dataDir, { spaRoot: builtPortal() });
  const seeded = (await call(h.app, '/Contenu/Contenu_GetByName', { values: { Name: 'CGU' } })).json() as Contenu;
  const texte = seeded.ContenuElements.find((element) => element.Nom === 'Texte')!;
  const [last] = await h.ctx.db
    .select({ id: contenuVersions.id })
    .from(contenuVersions)
    .orderBy(desc(contenuVersions.id))
    .limit(1);
  cgu = { id: seeded.Id, texte: texte.Id, valeur: texte.Valeur, lastVersion: last?.id ?? 0 };
}, 180_000);

afterAll(async () => {
  // The seed's CGU as they were, and none of the versions this file kept of them.
  await h.ctx.db.update(contenuElements).set({ valeur: cgu.valeur }).where(eq(contenuElements.id, cgu.texte));
  await h.ctx.db
    .delete(contenuVersions)
    .where(and(eq(contenuVersions.idContenu, cgu.id), gt(contenuVersions.id, cgu.lastVersion)));
  await catalogueChanged(h.ctx.db);
  await pages.close();
  await h.dispose();
});

async function renderedPage(url: string): Promise<{ html: string; document: Document }> {
  const response = await pages.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { html: response.body, document: new JSDOM(response.body).window.document };
}

/** The element of the server-rendered page that holds `marker` in its own text, and all it contains. */
function blockWith(document: Document, marker: string): Element {
  const holder = [...document.querySelectorAll('p')].find((p) => p.textContent?.includes(marker));
  expect(holder, marker).toBeDefined();
  return holder!.parentElement!;
}

describe('droits des appels d’édition', () => {
  test('Update, Upload, GetVersions, RestoreVersion : 401 sans jeton, 403 pour un auteur, 200 pour le back-office', async () => {
    const block = await h.block('securite-droits');
    await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>v1</p>' }] });
    const [kept] = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    const calls: [string, unknown][] = [
      [UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>v2</p>' }] }],
      [VERSIONS, { IdContenu: block.id }],
      [RESTORE, { IdContenu: block.id, IdVersion: kept!.Id }],
    ];
    for (const [path, values] of calls) {
      const anonymous = await call(h.app, path, { values });
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json()).toEqual({ Message: 'Authentification requise.' });
      const author = await h.send(path, values, TEST_TOKENS.frontOffice);
      expect(author.statusCode, path).toBe(403);
      expect(author.json()).toEqual({ Message: 'Accès refusé.' });
    }
    const parts = [{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)];
    expect((await h.upload(parts, 'jeton-inconnu')).statusCode).toBe(401);
    expect((await h.upload(parts, TEST_TOKENS.frontOffice)).statusCode).toBe(403);
    expect(fichierOf(await h.read(block.id), block.image)).toBeNull();
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>v1</p>');

    for (const [path, values] of calls) expect((await h.send(path, values)).statusCode, path).toBe(200);
    expect((await h.upload(parts)).statusCode).toBe(200);
  });
});

describe('nettoyage du HTML, quoi que le client envoie', () => {
  test(`${XSS_PAYLOADS.length} charges XSS dans un texte : rien de dangereux n’est enregistré ni relu`, async () => {
    const block = await h.block('securite-xss');
    for (const [name, payload] of XSS_PAYLOADS) {
      const response = await h.send(UPDATE, {
        Id: block.id,
        ContenuElements: [{ Id: block.texte, Valeur: `<p>Bonjour</p>${payload}` }],
      });
      expect(response.statusCode, name).toBe(200);
      const stored = valeurOf(await h.read(block.id), block.texte) ?? '';
      expect(valeurOf(response.json() as Contenu, block.texte), name).toBe(stored);
      expect(stored, name).toMatch(/^<p>Bonjour<\/p>/);
      expect(unsafePartsOf(stored), `${name}: ${stored}`).toEqual([]);
      expect(stored, name).not.toMatch(/javascript:|data:|vbscript:|\son\w+\s*=|\sstyle\s*=/i);
    }
  });

  test('le HTML permis reste tel quel : paragraphes, emphase, liens https, listes, titres', async () => {
    const block = await h.block('securite-permis');
    const html =
      '<h2>Titre</h2><p>Un <strong>texte</strong> et <em>une nuance</em>, <a href="https://exemple.fr/page?a=1">un lien</a>.</p>' +
      '<ul><li>un</li><li>deux</li></ul><ol><li>premier</li></ol>';
    const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: html }] });
    expect(response.statusCode).toBe(200);
    expect(valeurOf(await h.read(block.id), block.texte)).toBe(html);
  });

  test('les réponses de la FAQ sont nettoyées de même ; énoncés et noms restent du texte', async () => {
    const block = await h.block('securite-faq');
    const questions = XSS_PAYLOADS.map(([, payload], index) => ({
      Id: `q${index}`,
      Enonce: `Question <img src=x onerror=alert(${index})>`,
      Contenu: `<p>Réponse</p>${payload}`,
    }));
    const faq = [
      { Nom: 'Première', Questions: questions.slice(0, 20), Categories: [] },
      {
        Nom: '<script>alert(1)</script>',
        Questions: [],
        Categories: [{ Nom: 'Sous-catégorie', Questions: questions.slice(20), Categories: [] }],
      },
    ];
    const response = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [{ Id: block.faq, Valeur: JSON.stringify(faq) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = JSON.parse(valeurOf(await h.read(block.id), block.faq) ?? 'null') as typeof faq;
    const storedQuestions = [...stored[0]!.Questions, ...stored[1]!.Categories[0]!.Questions];
    expect(storedQuestions).toHaveLength(XSS_PAYLOADS.length);
    for (const [index, question] of storedQuestions.entries()) {
      expect(question.Contenu, XSS_PAYLOADS[index]![0]).toMatch(/^<p>Réponse<\/p>/);
      expect(unsafePartsOf(question.Contenu), XSS_PAYLOADS[index]![0]).toEqual([]);
      // Shown as text by the FAQ reader, never as HTML: kept as typed.
      expect(question.Enonce).toBe(`Question <img src=x onerror=alert(${index})>`);
    }
    expect(stored[1]!.Nom).toBe('<script>alert(1)</script>');
  });

  test('un booléen ne prend que « true » ou « false »', async () => {
    const block = await h.block('securite-booleen');
    for (const valeur of ['TRUE', '1', 'oui', '', ' true', '<b>true</b>', null]) {
      const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.booleen, Valeur: valeur }] });
      expect(response.statusCode, String(valeur)).toBe(400);
      expect(response.json()).toEqual({
        Message: 'Les données envoyées sont invalides.',
        Errors: [{ Champ: '/ContenuElements/0/Valeur', Message: 'La valeur doit être « true » ou « false ».' }],
      });
    }
    expect(valeurOf(await h.read(block.id), block.booleen)).toBe('true');
    const accepted = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.booleen, Valeur: 'false' }] });
    expect(valeurOf(accepted.json() as Contenu, block.booleen)).toBe('false');
  });

  test('la page des CGU rendue par le serveur montre le texte nettoyé, à jour dès l’enregistrement', async () => {
    const before = await renderedPage('/cgu');
    const scriptsBefore = before.document.querySelectorAll('script').length;
    // An unclosed <script> or <style> swallows what follows it: those payloads come after the end marker.
    const swallowing = new Set(['script jamais fermé', 'mXSS math/mglyph']);
    const inPage = (last: boolean) =>
      XSS_PAYLOADS.filter(([name]) => swallowing.has(name) === last)
        .map(([, payload]) => `<div><p>Charge</p>${payload}</div>`)
        .join('');
    const valeur = `<p>DEBUT-CGU</p><h2>Article 1</h2><p>Texte <strong>fort</strong> et <a href="https://exemple.fr/">lien</a>.</p>${inPage(false)}<p>FIN-CGU</p>${inPage(true)}`;
    const saved = await h.send(UPDATE, { Id: cgu.id, ContenuElements: [{ Id: cgu.texte, Valeur: valeur }] });
    expect(saved.statusCode, saved.body).toBe(200);

    const stored = valeurOf(await h.read(cgu.id), cgu.texte) ?? '';
    expect(unsafePartsOf(stored)).toEqual([]);
    expect(stored).toContain('<p>FIN-CGU</p>');

    const after = await renderedPage('/cgu');
    const block = blockWith(after.document, 'DEBUT-CGU');
    expect(block.innerHTML).toBe(stored);
    expect(unsafeParts(block)).toEqual([]);
    expect(block.innerHTML).toContain(
      '<h2>Article 1</h2><p>Texte <strong>fort</strong> et <a href="https://exemple.fr/">lien</a>.</p>',
    );
    // The whole page, hydration data included, carries no script the payloads brought.
    expect(after.document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(after.html).not.toMatch(/<script>alert|<\/script><img|\sonerror=/i);
  });
});

describe('Contenu_Upload : images lues dans leurs octets', () => {
  test('un gif, un faux png, un pdf, un png dont l’en-tête ment ou annonce une image démesurée : 400, rien d’écrit', async () => {
    const block = await h.block('securite-images');
    const version = await h.siteVersion();
    const stored = await h.storedImages();
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0xf4, 0x01, 0x20, 0x03, 0, 0, 0]),
      Buffer.alloc(64),
    ]);
    const lying = Buffer.from(PNG);
    lying.writeUInt32BE(801, 20); // The header says one row more than the data holds.
    const giant = Buffer.from(PNG);
    giant.writeUInt32BE(100_000, 16);
    giant.writeUInt32BE(100_000, 20);
    const cases: [string, Buffer, string][] = [
      ['gif', gif, 'Format refusé : jpg, jpeg ou png uniquement'],
      [
        'texte renommé en .png',
        Buffer.from('Ceci est un texte, pas une image.\n'),
        'Format refusé : jpg, jpeg ou png uniquement',
      ],
      ['pdf', fixture('quatrieme-couverture.pdf'), 'Format refusé : jpg, jpeg ou png uniquement'],
      ['png à l’en-tête menteur', lying, "Ce fichier n'est pas une image valide"],
      ['png démesuré', giant, "L'image dépasse 40 mégapixels (largeur × hauteur) : réduisez ses dimensions"],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.image, bytes)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        Message: SAVE_FAILED,
        Errors: [{ Champ: `/${block.image}`, Message: message }],
      });
    }
    const tooBig = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      file(block.image, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ Message: 'La requête est trop volumineuse.' });
    expect(fichierOf(await h.read(block.id), block.image)).toBeNull();
    expect(await h.siteVersion()).toBe(version);
    expect(await h.storedImages()).toEqual(stored);
    expect((await h.send(VERSIONS, { IdContenu: block.id })).json()).toEqual([]);
  });

  test('élément d’un autre contenu, élément non image, contenu inconnu : refusés en français', async () => {
    const block = await h.block('securite-ids');
    const other = await h.block('securite-ids-autre');
    const notAnImage = {
      Message: SAVE_FAILED,
      Errors: [{ Champ: `/${other.image}`, Message: 'Cette partie ne nomme pas un élément image de ce contenu.' }],
    };
    const foreign = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(other.image, PNG)]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(notAnImage);
    const texte = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.texte, PNG)]);
    expect(texte.statusCode).toBe(400);
    expect(texte.json()).toEqual({ ...notAnImage, Errors: [{ ...notAnImage.Errors[0], Champ: `/${block.texte}` }] });
    const unknown = await h.upload([{ name: 'IdContenu', value: '2000000000' }, file(block.image, PNG)]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Ce contenu est introuvable.' });
    expect(fichierOf(await h.read(other.id), other.image)).toBeNull();
  });
});

describe('versions : textes et images', () => {
  test('chaque enregistrement garde la version précédente ; la restauration ramène le texte et les images', async () => {
    const block = await h.block('securite-versions');
    const png = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)]);
    expect(png.statusCode, png.body).toBe(200);
    const pngImage = fichierOf(png.json() as Contenu, block.image)!;
    await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>Deuxième</p>' }] });
    const jpeg = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      file(block.image, JPEG, 'b.jpg', 'image/jpeg'),
    ]);
    const jpegImage = fichierOf(jpeg.json() as Contenu, block.image)!;
    expect(jpegImage.TypeMime).toBe('image/jpeg');
    await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.texte, Valeur: '<p>Quatrième</p>' },
        { Id: block.image, Valeur: null, SupprimerFichier: true },
      ],
    });
    expect(fichierOf(await h.read(block.id), block.image)).toBeNull();

    // Four saves, four versions: before the png, before the text, before the jpeg, before the removal.
    const versions = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    expect(versions).toHaveLength(4);
    expect(h.shapeErrors(VERSIONS, versions)).toEqual([]);
    const [beforeRemoval, beforeJpeg, , beforePng] = versions as [
      ContenuVersion,
      ContenuVersion,
      ContenuVersion,
      ContenuVersion,
    ];

    // Replaced and removed files stay: the versions refer to them.
    for (const image of [pngImage, jpegImage]) {
      const served = await h.app.inject({ method: 'GET', url: image.Data });
      expect(served.statusCode, image.Data).toBe(200);
    }

    const restoreJpeg = await h.send(RESTORE, { IdContenu: block.id, IdVersion: beforeRemoval.Id });
    expect(restoreJpeg.statusCode, restoreJpeg.body).toBe(200);
    expect(fichierOf(restoreJpeg.json() as Contenu, block.image)).toEqual(jpegImage);
    expect(valeurOf(restoreJpeg.json() as Contenu, block.texte)).toBe('<p>Deuxième</p>');

    const restorePng = await h.send(RESTORE, { IdContenu: block.id, IdVersion: beforeJpeg.Id });
    expect(fichierOf(restorePng.json() as Contenu, block.image)).toEqual(pngImage);
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>Deuxième</p>');
    const served = await h.app.inject({ method: 'GET', url: pngImage.Data });
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const restoreFirst = await h.send(RESTORE, { IdContenu: block.id, IdVersion: beforePng.Id });
    const first = restoreFirst.json() as Contenu;
    expect(fichierOf(first, block.image)).toBeNull();
    expect(valeurOf(first, block.texte)).toBe('<p>Texte initial</p>');
    expect((await h.send(VERSIONS, { IdContenu: block.id })).json()).toHaveLength(7);
    expect(await h.storedImages()).toEqual(
      expect.arrayContaining([pngImage.Data.split('/').pop(), jpegImage.Data.split('/').pop()]),
    );
  });

  test('restaurer une version inconnue : 404 en français, rien ne change', async () => {
    const block = await h.block('securite-version-inconnue');
    const version = await h.siteVersion();
    const response = await h.send(RESTORE, { IdContenu: block.id, IdVersion: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: "Cette version du contenu n'existe pas." });
    expect(await h.siteVersion()).toBe(version);
    expect((await h.send(VERSIONS, { IdContenu: block.id })).json()).toEqual([]);
  });
});

describe('caches : un visiteur voit le changement aussitôt', () => {
  test('après un enregistrement, un dépôt d’image et une restauration, Contenu_GetByName et la page rendue sont à jour', async () => {
    const block = await h.block('securite-cache');
    const byName = async () =>
      (await call(h.app, '/Contenu/Contenu_GetByName', { values: { Name: 'Essai_securite-cache' } })).json() as Contenu;
    expect(valeurOf(await byName(), block.texte)).toBe('<p>Texte initial</p>');

    await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>Changé</p>' }] });
    expect(valeurOf(await byName(), block.texte)).toBe('<p>Changé</p>');

    expect(fichierOf(await byName(), block.image)).toBeNull();
    const uploaded = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)]);
    expect(fichierOf(await byName(), block.image)).toEqual(fichierOf(uploaded.json() as Contenu, block.image));

    const versions = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    await h.send(RESTORE, { IdContenu: block.id, IdVersion: versions.at(-1)!.Id });
    const restored = await byName();
    expect(valeurOf(restored, block.texte)).toBe('<p>Texte initial</p>');
    expect(fichierOf(restored, block.image)).toBeNull();

    // The rendered CGU page, read once so that its answers are cached, then saved and restored.
    await renderedPage('/cgu');
    await h.send(UPDATE, {
      Id: cgu.id,
      ContenuElements: [{ Id: cgu.texte, Valeur: '<p>Version de test des CGU</p>' }],
    });
    blockWith((await renderedPage('/cgu')).document, 'Version de test des CGU');
    const [kept] = (await h.send(VERSIONS, { IdContenu: cgu.id })).json() as ContenuVersion[];
    await h.send(RESTORE, { IdContenu: cgu.id, IdVersion: kept!.Id });
    const page = (await renderedPage('/cgu')).document;
    expect(page.body.textContent).not.toContain('Version de test des CGU');
  });
});

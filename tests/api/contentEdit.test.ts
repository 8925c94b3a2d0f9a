import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { contenuVersions } from '../../server/platform/db/schema.ts';
import { faqCategories } from '../../server/compose/seed/data/contenus.ts';
import { contentEditHarness, type Contenu } from './contentEditHarness.ts';
import { call, TEST_TOKENS, useHarness } from './testApp.ts';

type ContenuVersion = components['schemas']['ContenuVersion'];

const UPDATE = '/BO/Contenu/Contenu_Update';
const VERSIONS = '/BO/Contenu/Contenu_GetVersions';
const RESTORE = '/BO/Contenu/Contenu_RestoreVersion';

const h = useHarness(contentEditHarness);

function valeurOf(contenu: Contenu, id: number): string | null | undefined {
  return contenu.ContenuElements.find((element) => element.Id === id)?.Valeur;
}

function faq(questionContenu: string) {
  return JSON.stringify([
    {
      Nom: 'Commandes',
      Questions: [{ Id: 'commande', Enonce: 'Comment commander ?', Contenu: questionContenu }],
      Categories: [{ Nom: 'Paiement', Questions: [], Categories: [] }],
    },
  ]);
}

describe('Contenu_Update : droits', () => {
  test('sans jeton 401, avec le rôle front-office 403, rien n’est écrit', async () => {
    const block = await h.block('droits');
    const values = { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>Pirate</p>' }] };
    const versionBefore = await h.siteVersion();
    const anonymous = await call(h.app, UPDATE, { values });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: 'Authentification requise.' });
    const customer = await h.send(UPDATE, values, TEST_TOKENS.frontOffice);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ Message: 'Accès refusé.' });
    for (const path of [VERSIONS, RESTORE, '/BO/Contenu/Contenu_Upload']) {
      expect((await call(h.app, path, { values: { IdContenu: block.id, IdVersion: 1 } })).statusCode, path).toBe(401);
      expect(
        (await h.send(path, { IdContenu: block.id, IdVersion: 1 }, TEST_TOKENS.frontOffice)).statusCode,
        path,
      ).toBe(403);
    }
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>Texte initial</p>');
    expect(await h.siteVersion()).toBe(versionBefore);
  });
});

describe('Contenu_Update : textes', () => {
  const PAYLOADS: [string, string][] = [
    ['balise script', '<p>Bonjour</p><script>alert(1)</script>'],
    ['lien javascript:', '<p>Bonjour <a href="javascript:alert(1)">ici</a></p>'],
    ['lien javascript: encodé', '<p>Bonjour <a href="JaVaScRiPt&#58;alert(1)">ici</a></p>'],
    ['gestionnaire d’événement', '<p onclick="alert(1)">Bonjour<img src="x" onerror="alert(1)"></p>'],
    ['attribut style', '<p style="background:url(javascript:alert(1))">Bonjour</p>'],
    ['balise style', '<p>Bonjour</p><style>body { display: none }</style>'],
    ['svg onload', '<p>Bonjour</p><svg onload="alert(1)"><circle r="1"/></svg>'],
    ['iframe', '<p>Bonjour</p><iframe src="https://malveillant.example/"></iframe>'],
    ['image en data: svg', '<p>Bonjour</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['image en data: html', '<p>Bonjour</p><img src="data:text/html,<script>alert(1)</script>">'],
    ['objet et formulaire', '<p>Bonjour</p><object data="x.swf"></object><form><input name="a"></form>'],
    ['noscript piégé', '<p>Bonjour</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ];

  test.each(PAYLOADS)('%s : enregistré sans danger, lu tel quel par les pages publiques', async (_name, payload) => {
    const block = await h.block(`xss-${_name}`);
    const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: payload }] });
    expect(response.statusCode, response.body).toBe(200);
    const stored = valeurOf(await h.read(block.id), block.texte) ?? '';
    expect(valeurOf(response.json() as Contenu, block.texte)).toBe(stored);
    expect(stored).toContain('Bonjour');
    expect(stored).not.toMatch(/<script|<style|<svg|<iframe|<object|<form|<input|<noscript/i);
    expect(stored).not.toMatch(/javascript:|data:/i);
    expect(stored).not.toMatch(/\son\w+\s*=/i);
    expect(stored).not.toMatch(/\sstyle\s*=/i);
  });

  test('le HTML permis reste : titres, listes, liens, emphase', async () => {
    const block = await h.block('html-permis');
    const html =
      '<h2>Titre</h2><p>Un <strong>texte</strong> avec <a href="https://exemple.fr/">un lien</a>.</p><ul><li>un</li></ul>';
    const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: html }] });
    expect(response.statusCode).toBe(200);
    expect(h.shapeErrors(UPDATE, response.json())).toEqual([]);
    expect(valeurOf(await h.read(block.id), block.texte)).toBe(html);
  });
});

describe('Contenu_Update : FAQ et booléens', () => {
  test('une FAQ bien formée est enregistrée, chaque réponse nettoyée', async () => {
    const block = await h.block('faq-ok');
    const response = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [{ Id: block.faq, Valeur: faq('<p>Par le panier.</p><script>alert(1)</script>') }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(valeurOf(await h.read(block.id), block.faq) ?? 'null')).toEqual([
      {
        Nom: 'Commandes',
        Questions: [{ Id: 'commande', Enonce: 'Comment commander ?', Contenu: '<p>Par le panier.</p>' }],
        Categories: [{ Nom: 'Paiement', Questions: [], Categories: [] }],
      },
    ]);
  });

  test('la FAQ du site se réenregistre telle quelle', async () => {
    const block = await h.block('faq-site');
    const valeur = JSON.stringify(faqCategories);
    const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.faq, Valeur: valeur }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(valeurOf(await h.read(block.id), block.faq) ?? 'null')).toEqual(faqCategories);
  });

  const deep = (levels: number): unknown =>
    levels === 0 ? [] : [{ Nom: `Niveau ${levels}`, Questions: [], Categories: deep(levels - 1) }];

  const MALFORMED: [string, string | null, string, string][] = [
    ['pas du JSON', '{"Nom": ', '', "La FAQ n'est pas un JSON valide."],
    [
      'un objet au lieu d’une liste',
      '{"Nom":"A","Questions":[],"Categories":[]}',
      '',
      'La FAQ doit être une liste de catégories.',
    ],
    ['null', null, '', 'La FAQ doit être une liste de catégories.'],
    [
      'une catégorie sans questions',
      '[{"Nom":"A","Categories":[]}]',
      '/0/Questions',
      'Une catégorie de la FAQ a un nom, des questions et des sous-catégories.',
    ],
    [
      'une catégorie sans nom',
      '[{"Nom":"","Questions":[],"Categories":[]}]',
      '/0/Nom',
      "Le nom d'une catégorie est obligatoire (200 caractères au plus).",
    ],
    [
      'un champ inconnu',
      '[{"Nom":"A","Questions":[],"Categories":[],"Script":"x"}]',
      '/0',
      "Une catégorie de la FAQ n'a qu'un nom, des questions et des sous-catégories.",
    ],
    [
      'une question sans réponse',
      '[{"Nom":"A","Questions":[{"Id":"q","Enonce":"E"}],"Categories":[]}]',
      '/0/Questions/0/Contenu',
      'Une question de la FAQ a un identifiant, un énoncé et une réponse.',
    ],
    [
      'un identifiant de question invalide',
      '[{"Nom":"A","Questions":[{"Id":"a b\\"","Enonce":"E","Contenu":"c"}],"Categories":[]}]',
      '/0/Questions/0/Id',
      "L'identifiant d'une question s'écrit en lettres, chiffres, tirets ou soulignés (100 au plus).",
    ],
    [
      'une sous-catégorie mal formée',
      '[{"Nom":"A","Questions":[],"Categories":[{"Nom":"B","Questions":"non","Categories":[]}]}]',
      '/0/Categories/0/Questions',
      "Les questions d'une catégorie forment une liste.",
    ],
    [
      'un identifiant de question répété',
      '[{"Nom":"A","Questions":[{"Id":"q","Enonce":"E","Contenu":"c"}],"Categories":[{"Nom":"B","Questions":[{"Id":"q","Enonce":"F","Contenu":"d"}],"Categories":[]}]}]',
      '/0/Categories/0/Questions/0/Id',
      'Cet identifiant de question sert déjà dans la FAQ.',
    ],
    ['six niveaux de catégories', JSON.stringify(deep(6)), '', 'La FAQ compte 5 niveaux de catégories au plus.'],
    [
      'des milliers de niveaux',
      `${'[{"Nom":"A","Questions":[],"Categories":'.repeat(3000)}[]${'}]'.repeat(3000)}`,
      '',
      'La FAQ compte 5 niveaux de catégories au plus.',
    ],
  ];

  test.each(MALFORMED)('refuse une FAQ mal formée : %s', async (_name, valeur, pointer, message) => {
    const block = await h.block(`faq-${_name}`);
    const versionBefore = await h.siteVersion();
    const response = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.texte, Valeur: '<p>Changé</p>' },
        { Id: block.faq, Valeur: valeur },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: `/ContenuElements/1/Valeur${pointer}`, Message: message }],
    });
    const after = await h.read(block.id);
    expect(valeurOf(after, block.texte)).toBe('<p>Texte initial</p>');
    expect(valeurOf(after, block.faq)).toBe('[]');
    expect(await h.siteVersion()).toBe(versionBefore);
  });

  test('cinq niveaux de catégories sont acceptés', async () => {
    const block = await h.block('faq-cinq-niveaux');
    const response = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [{ Id: block.faq, Valeur: JSON.stringify(deep(5)) }],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  test('un booléen vaut « true » ou « false », rien d’autre', async () => {
    const block = await h.block('booleen');
    const set = (Valeur: string | null) =>
      h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.booleen, Valeur }] });
    expect((await set('false')).statusCode).toBe(200);
    expect(valeurOf(await h.read(block.id), block.booleen)).toBe('false');
    for (const refused of ['vrai', 'TRUE', '1', '', ' true', null]) {
      const response = await set(refused);
      expect(response.statusCode, String(refused)).toBe(400);
      expect(response.json()).toEqual({
        Message: 'Les données envoyées sont invalides.',
        Errors: [{ Champ: '/ContenuElements/0/Valeur', Message: 'La valeur doit être « true » ou « false ».' }],
      });
    }
    expect((await set('true')).statusCode).toBe(200);
    expect(valeurOf(await h.read(block.id), block.booleen)).toBe('true');
  });

  test('une image n’a pas de valeur, un texte n’a pas de fichier à retirer', async () => {
    const block = await h.block('image-valeur');
    const response = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.image, Valeur: '<img src="https://ailleurs.example/x.png">' },
        { Id: block.texte, Valeur: '<p>Texte</p>', SupprimerFichier: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [
        { Champ: '/ContenuElements/0/Valeur', Message: "Une image n'a pas de valeur : son fichier se dépose à part." },
        { Champ: '/ContenuElements/1/SupprimerFichier', Message: 'Seul un élément image a un fichier à retirer.' },
      ],
    });
  });
});

describe('Contenu_Update : identifiants', () => {
  test('un contenu inconnu ou un élément inconnu : 404 ; l’élément d’un autre contenu ou cité deux fois : 400', async () => {
    const block = await h.block('ids');
    const other = await h.block('ids-autre');
    const unknownBlock = await h.send(UPDATE, { Id: 2_000_000_000, ContenuElements: [] });
    expect(unknownBlock.statusCode).toBe(404);
    expect(unknownBlock.json()).toEqual({ Message: 'Ce contenu est introuvable.' });

    const unknownElement = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.texte, Valeur: '<p>Changé</p>' },
        { Id: 2_000_000_000, Valeur: 'x' },
      ],
    });
    expect(unknownElement.statusCode).toBe(404);
    expect(unknownElement.json()).toEqual({ Message: "Cet élément de contenu n'existe pas." });

    const foreign = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.texte, Valeur: '<p>Changé</p>' },
        { Id: other.texte, Valeur: '<p>Changé ailleurs</p>' },
        { Id: block.texte, Valeur: '<p>Encore</p>' },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [
        { Champ: '/ContenuElements/1/Id', Message: "Cet élément n'appartient pas à ce contenu." },
        { Champ: '/ContenuElements/2/Id', Message: 'Cet élément est cité deux fois.' },
      ],
    });
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>Texte initial</p>');
    expect(valeurOf(await h.read(other.id), other.texte)).toBe('<p>Texte initial</p>');
  });

  test('un corps hors contrat est refusé par la validation', async () => {
    const block = await h.block('contrat');
    const response = await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: 'x', Valeur: 3 }] });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { Message: string }).Message).toBe('Les données envoyées sont invalides.');
  });
});

describe('versions', () => {
  test('chaque enregistrement garde la version précédente et augmente la version du site', async () => {
    const block = await h.block('versions');
    const v0 = await h.siteVersion();
    const first = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [
        { Id: block.texte, Valeur: '<p>Deuxième</p>' },
        { Id: block.booleen, Valeur: 'false' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(await h.siteVersion()).toBe(v0 + 1);
    const second = await h.send(UPDATE, {
      Id: block.id,
      ContenuElements: [{ Id: block.texte, Valeur: '<p>Troisième</p>' }],
    });
    expect(second.statusCode).toBe(200);
    expect(await h.siteVersion()).toBe(v0 + 2);

    const listed = await h.send(VERSIONS, { IdContenu: block.id });
    expect(listed.statusCode).toBe(200);
    expect(h.shapeErrors(VERSIONS, listed.json())).toEqual([]);
    const versions = listed.json() as ContenuVersion[];
    expect(versions).toHaveLength(2);
    const [newest, oldest] = versions as [ContenuVersion, ContenuVersion];
    expect(newest.Id).toBeGreaterThan(oldest.Id);
    expect(newest.RemplacePar).toBe('admin@example.org');
    expect(Date.parse(newest.DateRemplacement)).toBeLessThanOrEqual(Date.now());
    const valueIn = (version: ContenuVersion, id: number) => version.ContenuElements.find((e) => e.Id === id)?.Valeur;
    expect(valueIn(oldest, block.texte)).toBe('<p>Texte initial</p>');
    expect(valueIn(oldest, block.booleen)).toBe('true');
    expect(valueIn(newest, block.texte)).toBe('<p>Deuxième</p>');
    expect(valueIn(newest, block.booleen)).toBe('false');
    // An image element shows its kept file (none here), so that staff see what a restore brings back; a text has none.
    expect(oldest.ContenuElements.find((e) => e.Id === block.image)).toEqual({
      Id: block.image,
      Valeur: null,
      ContenuElementFichier: null,
    });
    expect(oldest.ContenuElements.find((e) => e.Id === block.texte)).toEqual({
      Id: block.texte,
      Valeur: '<p>Texte initial</p>',
    });

    // The staff account is recorded with the version.
    const [row] = await h.ctx.db.select().from(contenuVersions).where(eq(contenuVersions.id, newest.Id));
    expect(row?.idCompte).toEqual(expect.any(Number));
  });

  test('des enregistrements simultanés se suivent : chacun garde l’état laissé par le précédent', async () => {
    const block = await h.block('simultanes');
    const v0 = await h.siteVersion();
    const texts = ['un', 'deux', 'trois', 'quatre', 'cinq'].map((word) => `<p>${word}</p>`);
    const responses = await Promise.all(
      texts.map((Valeur) => h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur }] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await h.siteVersion()).toBe(v0 + 5);
    const versions = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    const kept = versions.map((version) => version.ContenuElements.find((e) => e.Id === block.texte)?.Valeur);
    const final = valeurOf(await h.read(block.id), block.texte);
    // The kept states and the final one are the initial text and the five saved ones, each once.
    expect([...kept, final].sort()).toEqual(['<p>Texte initial</p>', ...texts].sort());
  });

  test('restaurer une version remet ses valeurs et garde ce qu’elle remplace', async () => {
    const block = await h.block('restauration');
    await h.send(UPDATE, { Id: block.id, ContenuElements: [{ Id: block.texte, Valeur: '<p>Nouveau</p>' }] });
    const [kept] = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    const v0 = await h.siteVersion();
    const restored = await h.send(RESTORE, { IdContenu: block.id, IdVersion: kept!.Id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(h.shapeErrors(RESTORE, restored.json())).toEqual([]);
    expect(valeurOf(restored.json() as Contenu, block.texte)).toBe('<p>Texte initial</p>');
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>Texte initial</p>');
    expect(await h.siteVersion()).toBe(v0 + 1);
    const versions = (await h.send(VERSIONS, { IdContenu: block.id })).json() as ContenuVersion[];
    expect(versions).toHaveLength(2);
    expect(versions[0]?.ContenuElements.find((e) => e.Id === block.texte)?.Valeur).toBe('<p>Nouveau</p>');
  });

  test('versions et restauration : contenu inconnu, version d’un autre contenu → 404', async () => {
    const block = await h.block('versions-404');
    const other = await h.block('versions-404-autre');
    await h.send(UPDATE, { Id: other.id, ContenuElements: [{ Id: other.texte, Valeur: '<p>Autre</p>' }] });
    const [foreign] = (await h.send(VERSIONS, { IdContenu: other.id })).json() as ContenuVersion[];
    expect((await h.send(VERSIONS, { IdContenu: 2_000_000_000 })).json()).toEqual({
      Message: 'Ce contenu est introuvable.',
    });
    expect((await h.send(VERSIONS, { IdContenu: block.id })).json()).toEqual([]);
    const wrong = await h.send(RESTORE, { IdContenu: block.id, IdVersion: foreign!.Id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ Message: "Cette version du contenu n'existe pas." });
    expect((await h.send(RESTORE, { IdContenu: 2_000_000_000, IdVersion: foreign!.Id })).statusCode).toBe(404);
    expect(valeurOf(await h.read(block.id), block.texte)).toBe('<p>Texte initial</p>');
  });

  test('Contenu_GetVersion est public et suit les enregistrements', async () => {
    const response = await call(h.app, '/Contenu/Contenu_GetVersion');
    expect(response.statusCode).toBe(200);
    expect(h.shapeErrors('/Contenu/Contenu_GetVersion', response.json())).toEqual([]);
    const before = response.json() as components['schemas']['VersionSite'];
    const block = await h.block('version-site');
    await h.send(UPDATE, { Id: block.id, ContenuElements: [] });
    const after = (await call(h.app, '/Contenu/Contenu_GetVersion')).json() as components['schemas']['VersionSite'];
    expect(after.Version).toBe(before.Version + 1);
    expect(after.DateMaj).not.toBeNull();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { TYPE_ELEMENT_CONTENU, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { SITE_DESCRIPTION } from '../../src/app/head/headTexts.ts';
import { pageHeadFor, renderHeadTags, type PageHead } from '../../src/app/head/pageHead.ts';
import { ApiError } from '../../src/lib/api/apiError.ts';
import { produit } from '../machines/basket/produitFixture.ts';
import type { Contenu, ContenuElement, Produit, Rubrique } from '../../src/lib/api/types.ts';

const SITE = "Portail de l'autoédition";

function texte(Nom: string, Valeur: string, Rang = 1): ContenuElement {
  return {
    Id: Rang,
    Nom,
    IdTypeContenuElement: TYPE_ELEMENT_CONTENU.texte,
    Rang,
    Valeur,
    Libelle: Nom,
    Description: null,
    SousLibelle: null,
    ContenuElementFichier: null,
  } as ContenuElement;
}

function contenu(...elements: ContenuElement[]): Contenu {
  return { Id: 1, Nom: 'Bloc', IdTypeContenu: 1, ContenuElements: elements } as Contenu;
}

const FORMATIONS: Rubrique = {
  Id: 2,
  Code: 'FORMATION',
  Libelle: 'Formations',
  Visible: true,
  Rang: 2,
  Contenu: [contenu(texte('Texte', '<p>Des journées pour <strong>apprendre</strong> &amp; progresser.</p>'))],
};
const HIDDEN: Rubrique = { ...FORMATIONS, Id: 5, Libelle: 'Codes de réduction', Visible: false, Contenu: [] };

function formation(overrides: Partial<Produit> = {}): Produit {
  return produit({
    Id: 10,
    IdTypeProduit: TYPE_PRODUIT.formation,
    IdRubrique: 2,
    Libelle: "Les fondamentaux de l'autoédition",
    Description: 'Deux jours pour publier son livre <sans> éditeur.',
    PrixTTCCentimes: 60000,
    ...overrides,
  });
}

function cacheWith(entries: [key: unknown[], data: unknown][] = []): QueryClient {
  const queryClient = new QueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

describe('pageHeadFor', () => {
  test('the home page: the site name alone, the site description, canonical /', () => {
    expect(pageHeadFor('/', cacheWith())).toEqual<PageHead>({
      title: SITE,
      description: SITE_DESCRIPTION,
      canonicalPath: '/',
      noindex: false,
    });
  });

  test("a rubrique is titled with its name and described by its introduction's text", () => {
    const head = pageHeadFor('/rubrique/2', cacheWith([[['rubriques'], [FORMATIONS, HIDDEN]]]));
    expect(head).toEqual<PageHead>({
      title: `Formations | ${SITE}`,
      description: 'Des journées pour apprendre & progresser.',
      canonicalPath: '/rubrique/2',
      noindex: false,
    });
  });

  test('before its data arrives a rubrique has a generic title, and an unknown or hidden one is not indexed', () => {
    expect(pageHeadFor('/rubrique/2', cacheWith())).toMatchObject({
      title: `Rubrique | ${SITE}`,
      canonicalPath: '/rubrique/2',
      noindex: false,
    });
    for (const path of ['/rubrique/5', '/rubrique/99', '/rubrique/abc'])
      expect(pageHeadFor(path, cacheWith([[['rubriques'], [FORMATIONS, HIDDEN]]]))).toMatchObject({
        title: `Rubrique introuvable | ${SITE}`,
        canonicalPath: null,
        noindex: true,
      });
  });

  test('a training is titled with its name and described by its summary; a product that is not one is not found', async () => {
    expect(pageHeadFor('/formation/10', cacheWith([[['produit', 10], formation()]]))).toEqual<PageHead>({
      title: `Les fondamentaux de l'autoédition | ${SITE}`,
      description: 'Deux jours pour publier son livre <sans> éditeur.',
      canonicalPath: '/formation/10',
      noindex: false,
    });
    const article = formation({ Id: 20, IdTypeProduit: TYPE_PRODUIT.article });
    expect(pageHeadFor('/formation/20', cacheWith([[['produit', 20], article]]))).toMatchObject({
      title: `Formation introuvable | ${SITE}`,
      noindex: true,
    });
    const missing = new QueryClient();
    // What the loader leaves in the cache when the server answers 404.
    await missing.prefetchQuery({
      queryKey: ['produit', 404],
      queryFn: () => Promise.reject(new ApiError('Introuvable', 404)),
      retry: false,
    });
    expect(pageHeadFor('/formation/404', missing)).toMatchObject({ noindex: true, canonicalPath: null });
  });

  test('a long summary is cut at a word and ends with an ellipsis', () => {
    const long = formation({ Description: `${'mot '.repeat(80)}fin` });
    const { description } = pageHeadFor('/formation/10', cacheWith([[['produit', 10], long]]));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/mot…$/);
  });

  test("the editorial pages take their content's title once it is there", () => {
    expect(pageHeadFor('/cgu', cacheWith())).toMatchObject({
      title: `Conditions générales d'utilisation et de vente | ${SITE}`,
      canonicalPath: '/cgu',
    });
    const cgu = contenu(texte('Titre', 'Conditions générales 2026'));
    expect(pageHeadFor('/cgu', cacheWith([[['contenu', 'CGU'], cgu]])).title).toBe(
      `Conditions générales 2026 | ${SITE}`,
    );
    for (const path of ['/faq', '/mentionlegales', '/politiquecookie', '/contact', '/accessibilite'])
      expect(pageHeadFor(path, cacheWith())).toMatchObject({ canonicalPath: path, noindex: false });
    expect(pageHeadFor('/faq', cacheWith()).title).toBe(`FAQ | ${SITE}`);
  });

  test("an editorial page's title is the text of its stored HTML, never its tags or entities", () => {
    const mentions = contenu(
      texte('Titre', '<p>Mentions <strong>légales</strong> &amp; cookies&nbsp;: l&#39;&eacute;diteur</p>'),
    );
    const head = pageHeadFor('/mentionlegales', cacheWith([[['contenu', 'MentionsLegales'], mentions]]));
    expect(head.title).toBe(`Mentions légales & cookies\u00a0: l'éditeur | ${SITE}`);
    expect(renderHeadTags(head, 'https://portail.example')).toContain(
      `<title>Mentions légales &amp; cookies\u00a0: l&#39;éditeur | Portail de l&#39;autoédition</title>`,
    );
  });

  test('the pages the specification keeps out of indexes, and every private or back-office page, are noindex', () => {
    for (const path of [
      '/panier',
      '/login',
      '/CompteConfirmation/abc123',
      '/payment/failure',
      '/payment/check',
      '/profil',
      '/publications',
      '/publication/3/edit/2',
      '/commande/4',
      '/formation/10/55',
      '/admin',
      '/admin/produits',
      '/inconnue',
    ])
      expect(pageHeadFor(path, cacheWith()), path).toMatchObject({ noindex: true, canonicalPath: null });
    expect(pageHeadFor('/panier', cacheWith()).title).toBe(`Mon panier | ${SITE}`);
    expect(pageHeadFor('/login', cacheWith()).title).toBe(`Connexion / Inscription | ${SITE}`);
  });
});

describe('renderHeadTags', () => {
  test('writes the title, the description and the canonical link against the origin given', () => {
    const html = renderHeadTags(pageHeadFor('/faq', cacheWith()), 'https://portail.example.org');
    expect(html).toContain(`<title>FAQ | Portail de l&#39;autoédition</title>`);
    expect(html).toContain('<meta name="description" content="Les réponses aux questions fréquentes');
    expect(html).toContain('<link rel="canonical" href="https://portail.example.org/faq" />');
    expect(html).not.toContain('robots');
  });

  test('escapes what comes from the data', () => {
    const head: PageHead = {
      title: '</title><script>alert("x")</script> & co',
      description: '"><img src=x onerror=alert(1)>',
      canonicalPath: '/rubrique/1?a="b"&c=<d>',
      noindex: false,
    };
    const html = renderHeadTags(head, 'https://portail.example.org');
    expect(html).not.toMatch(/<script|<img|<\/title><|"><|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('href="https://portail.example.org/rubrique/1?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });

  test('a noindex page has the robots tag and no canonical link', () => {
    const html = renderHeadTags(pageHeadFor('/panier', cacheWith()), 'https://portail.example.org');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });
});

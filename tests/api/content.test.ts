import { beforeAll, describe, expect, test } from 'vitest';
import { sanitizeHtml } from '../../server/areas/content/sanitizeHtml.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, testContext, type TestContext } from './testApp.ts';

interface Contenu {
  Id: number;
  Nom: string;
  ContenuElements: { Nom: string; Rang: number; IdTypeContenuElement: number; Valeur: string | null }[];
}

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});

async function byName(name: string) {
  return call(ctx.app, '/Contenu/Contenu_GetByName', { values: { Name: name } });
}

describe('contenus', () => {
  test.each(['Accueil', 'FAQ', 'CGU', 'MentionsLegales', 'PolitiqueCookie'])(
    'Contenu_GetByName %s renvoie le contenu et ses éléments triés par Rang',
    async (name) => {
      const response = await byName(name);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Contenu;
      expect(check('/Contenu/Contenu_GetByName', 200, body)).toEqual([]);
      expect(body.Nom).toBe(name);
      expect(body.ContenuElements.length).toBeGreaterThan(0);
      const rangs = body.ContenuElements.map((element) => element.Rang);
      expect(rangs).toEqual([...rangs].sort((a, b) => a - b));
    },
  );

  test('Contenu_Get renvoie le même contenu par son identifiant', async () => {
    const byNameBody = (await byName('CGU')).json() as Contenu;
    const response = await call(ctx.app, '/Contenu/Contenu_Get', { values: { Id: byNameBody.Id } });
    expect(response.statusCode).toBe(200);
    expect(check('/Contenu/Contenu_Get', 200, response.json())).toEqual([]);
    expect(response.json()).toEqual(byNameBody);
  });

  test('la FAQ porte ses catégories en JSON dans l’élément Questions', async () => {
    const body = (await byName('FAQ')).json() as Contenu;
    const questions = body.ContenuElements.find((element) => element.Nom === 'Questions');
    expect(questions?.IdTypeContenuElement).toBe(3);
    const categories = JSON.parse(questions?.Valeur ?? 'null') as {
      Nom: string;
      Questions: unknown[];
      Categories: unknown[];
    }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]).toHaveProperty('Questions');
    expect(categories[0]).toHaveProperty('Categories');
  });

  test('le HTML stocké est déjà nettoyé', async () => {
    const body = (await byName('CGU')).json() as Contenu;
    for (const element of body.ContenuElements.filter((e) => e.IdTypeContenuElement === 1 && e.Valeur)) {
      expect(sanitizeHtml(element.Valeur ?? '')).toBe(element.Valeur);
    }
  });

  test('Contenu_GetByName inconnu répond 404 en français', async () => {
    const response = await byName('PageInconnue');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Ce contenu est introuvable.' });
  });

  test('Contenu_Get inconnu répond 404 en français', async () => {
    const response = await call(ctx.app, '/Contenu/Contenu_Get', { values: { Id: 987654 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Ce contenu est introuvable.' });
  });

  test('Contenu_GetByName sans nom répond 400', async () => {
    const response = await call(ctx.app, '/Contenu/Contenu_GetByName', { values: { Name: '' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('nettoyage du HTML', () => {
  test('retire scripts, gestionnaires d’événements, styles et liens javascript:', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Bonjour <a href="javascript:alert(1)">x</a> <a href="/faq">FAQ</a><script>alert(1)</script><img src="x" onerror="alert(1)"></p><iframe src="https://exemple.test"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<p>Bonjour <a>x</a> <a href="/faq">FAQ</a><img src="x"></p>');
  });

  test('garde la structure d’un texte éditorial', () => {
    const html = '<h2>Titre</h2><p>Un <strong>texte</strong> et une <em>liste</em> :</p><ul><li>un</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

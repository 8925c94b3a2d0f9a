import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { ID_RUBRIQUE_FORMATIONS } from '../../server/compose/seed/data/catalogue.ts';
import { AUTEUR, signInAs } from './accountSupport.ts';

const SITE = "Portail de l'autoédition";
const FORMATION = 10;

/** Every POST the page sends to the API, as `path body`, from now on. */
function recordApiPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/'))
      posts.push(`${pathname} ${request.postData() ?? ''}`);
  });
  return posts;
}

/** The calls sent more than once with the same body, with how many times. */
function repeated(posts: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post, (counts.get(post) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, count]) => count > 1));
}

const paths = (posts: readonly string[]) => posts.map((post) => post.split(' ')[0]);

/** Loads `path` afresh and waits until the page has shown its content and stopped calling. */
async function freshLoad(page: Page, path: string, posts: string[]): Promise<string[]> {
  posts.length = 0;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...posts];
}

async function expectIndexedHead(page: Page, path: string, title: string | RegExp): Promise<void> {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

async function expectNoIndex(page: Page): Promise<void> {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
}

test.describe('no call is sent twice', () => {
  test('on a fresh load of each public page', async ({ page }) => {
    const posts = recordApiPosts(page);
    for (const path of [
      '/',
      `/rubrique/${ID_RUBRIQUE_FORMATIONS}`,
      `/formation/${FORMATION}`,
      '/faq',
      '/cgu',
      '/contact',
      '/panier',
    ]) {
      const sent = await freshLoad(page, path, posts);
      // A server-rendered page comes with its data and may ask nothing; a visitor's basket lives in the browser.
      expect(repeated(sent), `${path}: ${paths(sent).join(', ')}`).toEqual({});
    }
  });

  test('home, a rubrique and back home: the home page is not asked for again', async ({ page }) => {
    const posts = recordApiPosts(page);
    await freshLoad(page, '/', posts);
    posts.length = 0;
    await page.getByRole('main').getByRole('link', { name: 'Formations', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible();
    await page.getByRole('link', { name: '← Tous les services' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Référencer un livre' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The rubriques were in the cache already: the rubrique page asked for its products only.
    expect(paths(posts)).toEqual(['/api/Produit/Produit_GetByRubrique']);
  });

  test("on a fresh load of the signed-in author's pages", { tag: '@long' }, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, AUTEUR);
    const posts = recordApiPosts(page);

    const list = await freshLoad(page, '/publications', posts);
    expect(repeated(list), paths(list).join(', ')).toEqual({});
    const detailLink = page
      .getByRole('main')
      .getByRole('link', { name: /^Voir / })
      .first();
    const detailPath = new URL((await detailLink.getAttribute('href'))!, page.url()).pathname;
    // The wizard of a publication the author may change (the specs before this one submit some for moderation,
    // whose wizard leads to their read-only page instead).
    const editLink = page
      .getByRole('main')
      .getByRole('link', { name: /^(Modifier|Corriger la publication) « / })
      .first();
    const editPath = new URL((await editLink.getAttribute('href'))!, page.url()).pathname;
    // A publication the author may no longer change: awaiting moderation or validated.
    const lockedLink = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasNot: page.getByRole('link', { name: /^(Modifier|Corriger la publication) « / }) })
      .getByRole('link', { name: /^Voir « / })
      .first();
    const lockedPath = new URL((await lockedLink.getAttribute('href'))!, page.url()).pathname;

    const detail = await freshLoad(page, detailPath, posts);
    expect(paths(detail)).toContain('/api/Publication/Publication_Get');
    expect(repeated(detail), paths(detail).join(', ')).toEqual({});

    // Signed in, the public pages also load the account and its basket: still once each.
    for (const path of ['/', `/rubrique/${ID_RUBRIQUE_FORMATIONS}`, `/formation/${FORMATION}`, '/panier']) {
      const sent = await freshLoad(page, path, posts);
      expect(paths(sent), path).toContain('/api/Panier/GetProduits');
      expect(repeated(sent), `${path}: ${paths(sent).join(', ')}`).toEqual({});
    }

    const firstStep = await freshLoad(page, '/publication/create', posts);
    expect(repeated(firstStep), paths(firstStep).join(', ')).toEqual({});

    const secondStep = await freshLoad(page, `${editPath}/2`, posts);
    await expect(page).toHaveURL(`${editPath}/2`);
    expect(repeated(secondStep), paths(secondStep).join(', ')).toEqual({});

    // Its wizard leads to its page, which shows the publication the wizard has just read.
    const locked = await freshLoad(page, `${lockedPath}/edit/1`, posts);
    await expect(page).toHaveURL(lockedPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(paths(locked)).toContain('/api/Publication/Publication_Get');
    expect(repeated(locked), paths(locked).join(', ')).toEqual({});
  });
});

/** The page as the server sends it, before any script runs. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('the page head', () => {
  test("the server's HTML of each indexed page carries its head", async ({ request, baseURL }) => {
    for (const [path, title] of [
      ['/', SITE],
      [`/rubrique/${ID_RUBRIQUE_FORMATIONS}`, `Formations | ${SITE}`],
      [`/formation/${FORMATION}`, `Les fondamentaux de l'autoédition | ${SITE}`],
      ['/faq', `FAQ | ${SITE}`],
      ['/contact', `Contact | ${SITE}`],
    ] as const) {
      const html = await serverHtml(request, path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>/g), path).toHaveLength(1);
      expect(head, path).toContain(`<title>${title.replaceAll("'", '&#39;')}</title>`);
      expect(head.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(head, path).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}" />`);
      expect(head, path).not.toContain('name="robots"');
    }
  });

  test('indexed pages have a title, a description and a canonical link; /panier and /login are noindex', async ({
    page,
  }) => {
    await page.goto('/');
    await expectIndexedHead(page, '/', SITE);
    await page.goto(`/rubrique/${ID_RUBRIQUE_FORMATIONS}`);
    await expectIndexedHead(page, `/rubrique/${ID_RUBRIQUE_FORMATIONS}`, `Formations | ${SITE}`);
    await page.goto(`/formation/${FORMATION}`);
    await expectIndexedHead(page, `/formation/${FORMATION}`, `Les fondamentaux de l'autoédition | ${SITE}`);
    for (const [path, title] of [
      ['/faq', 'FAQ'],
      ['/contact', 'Contact'],
      ['/mentionlegales', /Mentions légales|.+/],
    ] as const) {
      await page.goto(path);
      await expectIndexedHead(page, path, typeof title === 'string' ? `${title} | ${SITE}` : title);
    }
    await page.goto('/panier');
    await expect(page).toHaveTitle(`Mon panier | ${SITE}`);
    await expectNoIndex(page);
    await page.goto('/login');
    await expect(page).toHaveTitle(`Connexion / Inscription | ${SITE}`);
    await expectNoIndex(page);
  });

  test('follows client navigation: title, canonical and robots change with the page', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // Once the page has stopped loading it is hydrated: its links navigate in the browser.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectIndexedHead(page, '/', SITE);
    await page.getByRole('main').getByRole('link', { name: 'Formations', exact: true }).first().click();
    await expectIndexedHead(page, `/rubrique/${ID_RUBRIQUE_FORMATIONS}`, `Formations | ${SITE}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Les fondamentaux de l'autoédition/ })
      .first()
      .click();
    await expectIndexedHead(page, `/formation/${FORMATION}`, `Les fondamentaux de l'autoédition | ${SITE}`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /panier/i })
      .click();
    await expect(page).toHaveURL('/panier');
    await expect(page).toHaveTitle(`Mon panier | ${SITE}`);
    await expectNoIndex(page);
    await page.goBack();
    await expectIndexedHead(page, `/formation/${FORMATION}`, `Les fondamentaux de l'autoédition | ${SITE}`);
    await page.getByRole('banner').getByRole('link', { name: 'Connexion / Inscription' }).click();
    await expect(page).toHaveTitle(`Connexion / Inscription | ${SITE}`);
    await expectNoIndex(page);
    expect(documents).toEqual(['/']);
  });
});

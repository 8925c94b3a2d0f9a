import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiPost, applicationKey } from './support.ts';

/** Covers and cases of the wizard's files (tests/fixtures/publication). */
export const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/publication', name);

/** A valid EAN-13 from its first twelve digits. */
export function eanOf(first12: string): string {
  const digits = [...first12].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const used = new Set<string>();

/** A new EAN of the demo publisher 978-2-36512, whose brands are seeded (its demo publications use 0xx). */
export function freshEan(): string {
  for (;;) {
    const title = String(100 + Math.floor(Math.random() * 900));
    if (!used.has(title)) {
      used.add(title);
      return eanOf(`978236512${title}`);
    }
  }
}

export const main = (page: Page) => page.getByRole('main');

export async function expectStep(page: Page, step: number): Promise<void> {
  // By its name: while the step's code arrives, the page the author came from may still show its own headings.
  await expect(main(page).getByRole('heading', { level: 2, name: `Étape ${step} sur 5` })).toBeVisible();
}

/** React Aria draws its own radio buttons and check boxes over the native input: a user clicks the label. */
export const choice = (page: Page, name: string) =>
  main(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Opens a React Aria select by its label and picks an option. */
export async function pick(page: Page, label: string | RegExp, option: string): Promise<void> {
  await main(page).getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 3: the author confirms one of the publisher's brands (none is chosen for them among several). */
export async function chooseBrand(page: Page, libelle: string): Promise<void> {
  await main(page).locator('label').filter({ hasText: libelle }).click();
  await expect(main(page).getByRole('radio', { name: new RegExp(libelle), checked: true })).toBeVisible();
}

export async function next(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: 'Suivant' }).click();
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
}

/**
 * From « Mes publications » to step 1 of a new publication. An author who has not accepted the conditions yet (a
 * newly registered one) accepts them on the way, once; the demo author has accepted them before.
 */
export async function startDeclaration(page: Page): Promise<void> {
  await page.goto('/publications');
  await main(page).getByRole('link', { name: 'Déclarer une publication' }).first().click();
  const start = main(page).getByRole('button', { name: 'Commencer la déclaration' });
  const firstStep = main(page).getByRole('heading', { level: 2, name: /^Étape 1 sur 5/ });
  await expect(start.or(firstStep)).toBeVisible();
  if (await start.isVisible()) {
    await expect(page).toHaveURL('/publication/conditions');
    await choice(page, "J'ai lu et j'accepte ces conditions").click();
    await start.click();
  }
  await expect(page).toHaveURL('/publication/create');
  await expectStep(page, 1);
}

export interface Declaration {
  titre: string;
  contributeur: string;
  resume: string;
  /** Run on each step once its form is filled in, before it is left (a check of the page as it stands). */
  beforeLeaving?: (step: number) => Promise<void>;
  /** Stop at the review after Valider, without Soumettre. */
  stopAtReview?: boolean;
  /** Presses Valider and stops there, for a test that expects Valider to be refused on step 5. */
  onlyPressValider?: boolean;
}

/**
 * A new publication declared through the five steps of the author's wizard, from « Mes publications » to
 * Valider on step 5 and Soumettre on the review that follows: its id.
 */
export async function declarePublication(
  page: Page,
  {
    titre,
    contributeur,
    resume,
    beforeLeaving = async () => {},
    stopAtReview = false,
    onlyPressValider = false,
  }: Declaration,
): Promise<number> {
  await startDeclaration(page);
  await main(page).getByRole('textbox', { name: 'EAN' }).fill(freshEan());
  await beforeLeaving(1);
  await next(page);
  await expectSaved(page);
  await expectStep(page, 2);
  await expect(page).toHaveURL(/\/publication\/\d+\/edit\/2$/);
  const id = Number(/\/publication\/(\d+)\//.exec(page.url())![1]);
  await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill(titre);
  await main(page).getByRole('textbox', { name: 'Nom du contributeur 1' }).fill(contributeur);
  await pick(page, /Type de contribution du contributeur 1/, 'Auteur');
  await beforeLeaving(2);
  await next(page);
  await expectStep(page, 3);
  await chooseBrand(page, 'Éditions de Penhoët');
  await beforeLeaving(3);
  await next(page);
  await expectStep(page, 4);
  await pick(page, /Disponibilité/, 'Disponible');
  await main(page).getByRole('textbox', { name: 'Date de parution' }).fill('01/03/2024');
  await main(page)
    .getByRole('textbox', { name: /^Prix TTC/ })
    .fill('15,90');
  await beforeLeaving(4);
  await next(page);
  await expectStep(page, 5);
  await fillStep5(page, resume);
  await beforeLeaving(5);
  if (onlyPressValider) await main(page).getByRole('button', { name: 'Valider' }).click();
  else if (stopAtReview) {
    await main(page).getByRole('button', { name: 'Valider' }).click();
    await expectReview(page);
  } else await validateAndSubmit(page);
  return id;
}

/** Step 5 as `declarePublication` fills it in: the subject « Antiquité », the summary and the 600 × 900 cover. */
export async function fillStep5(page: Page, resume: string): Promise<void> {
  await main(page).getByRole('searchbox', { name: 'Rechercher un sujet' }).fill('antiquite');
  await main(page)
    .getByRole('option', { name: /Antiquité$/ })
    .click();
  await main(page).getByRole('textbox', { name: 'Résumé' }).fill(resume);
  await main(page).getByLabel('Visuel de couverture').setInputFiles(fixture('couverture-600x900.jpg'));
}

/** The review Valider on step 5 leads to, once its checks are shown. */
export async function expectReview(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 2, name: 'Vérification avant soumission' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Points à vérifier' })).toBeVisible();
}

/** Valider on step 5, then Soumettre on the review: the publication goes to moderation. */
export async function validateAndSubmit(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: 'Valider' }).click();
  await expectReview(page);
  await main(page).getByRole('button', { name: 'Soumettre', exact: true }).click();
}

export interface DraftThroughApi {
  titre: string;
  contributeur: string;
  /** Step 5 filled in too (subject, this summary, the 600 × 900 cover): the draft is then complete. */
  resume?: string;
}

/** The signed-in author's bearer token, as the portal keeps it for the tab. */
async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('the page holds no session: sign in before making a draft');
  return `Bearer ${token}`;
}

/**
 * A draft of the author signed in on `page`, saved through the API as the wizard saves it (Publication_Create, the
 * cover through Publication_FileUpload, then Publication_Update), with what `declarePublication` types in: for a test
 * whose subject is what the wizard does with a draft, not its declaration. Steps 1 to 4 are valid, step 5 too when a
 * summary is given. Its id.
 */
export async function draftThroughApi(page: Page, { titre, contributeur, resume }: DraftThroughApi): Promise<number> {
  const authorization = await bearerOf(page);
  const post = <T>(path: string, values: object) =>
    apiPost<T>(page.request, `/Publication/${path}`, values, { authorization });
  const draft = await post<{ Id: number; Ean: string }>('Publication_Create', { Ean: freshEan(), IdsLangues: [20] });
  if (resume !== undefined) {
    const uploaded = await page.request.post('/api/Publication/Publication_FileUpload', {
      headers: { authorization },
      multipart: {
        Application_Key: applicationKey,
        IdPublication: String(draft.Id),
        visuelCouverture: {
          name: 'couverture-600x900.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(fixture('couverture-600x900.jpg')),
        },
      },
    });
    expect(uploaded.ok(), `Publication_FileUpload → ${uploaded.status()}`).toBe(true);
  }
  const brands = await post<{ Id: number; Libelle: string }[]>('EAN_GetMarques', { Ean: draft.Ean });
  const brand = brands.find((marque) => marque.Libelle === 'Éditions de Penhoët');
  if (!brand) throw new Error('the demo publisher has no brand « Éditions de Penhoët »');
  const stored = await post<object>('Publication_Get', { Id: draft.Id });
  await post('Publication_Update', {
    ...stored,
    Titre: titre,
    AuteurContribution: [{ Nom: contributeur, IdTypeContribution: 1, IdsLangues: [], Rang: 1 }],
    IdMarque: brand.Id,
    IdDisponibilite: 2,
    DateParution: '2024-03-01',
    PrixTTC: 15.9,
    ...(resume === undefined ? {} : { IdSujet: 1111, Resume: resume }),
  });
  return draft.Id;
}

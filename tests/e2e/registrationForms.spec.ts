import { expect, test, type Page } from './test.ts';
import { registerCustomer, uniqueCustomer, openSignedIn } from './accountSupport.ts';
import { expectStep, main } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/** React Aria draws its own check boxes over the native input: a user clicks the label. */
const choice = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
const rule = (page: Page, text: string) => main(page).getByRole('listitem').filter({ hasText: text });

test('the registration form ticks the password checklist while it is typed, under a privacy notice', async ({
  page,
}) => {
  await page.goto('/login');
  const field = password(page, 'Mot de passe');
  await expect(rule(page, 'une majuscule')).not.toContainText('respectée');

  await field.pressSequentially('lilas');
  await expect(rule(page, 'une minuscule')).toContainText('(respectée)');
  await expect(rule(page, 'une majuscule')).toContainText('(non respectée)');
  await expect(field).toHaveAccessibleDescription(/une minuscule \(respectée\)/);
  // Said once typing pauses, in a polite live region.
  await expect(page.getByRole('status').filter({ hasText: 'Règle' })).toContainText(
    'Règle « une minuscule » : respectée.',
  );

  await field.pressSequentially('L#2026');
  for (const text of ['au moins 8 caractères', 'une majuscule', 'une minuscule', 'un chiffre', 'un caractère spécial'])
    await expect(rule(page, text)).toContainText('(respectée)');

  const notice = page.getByRole('region', { name: 'Vos données personnelles' });
  await expect(notice).toContainText('responsable de traitement');
  await expect(notice).toContainText('droit d’accès, de rectification, d’effacement');
  await expect(notice.getByRole('link', { name: /Données personnelles/ })).toHaveAttribute('href', '/mentionlegales');
  await expectNoAxeViolations(page);
});

test('a SIRET typed with spaces loses them when the field is left, and the account is created', async ({ page }) => {
  await page.goto('/login');
  await choice(page, 'Madame').click();
  await textbox(page, 'Prénom').fill('Marie');
  await textbox(page, 'Nom').fill('Dupont');
  await textbox(page, 'Adresse e-mail').fill(`marie.dupont.${Date.now()}@example.org`);
  await choice(page, 'Je représente une société').click();
  const siret = textbox(page, 'SIRET');
  await siret.fill('123 456 789 00012');
  await expect(siret).toHaveAccessibleDescription(/espaces acceptés/);
  await siret.blur();
  await expect(siret).toHaveValue('12345678900012');
  await textbox(page, 'Numéro et voie').fill('3 rue des Lilas');
  await textbox(page, 'Code postal').fill('35000');
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Rennes');
  await password(page, 'Mot de passe').fill('Lilas#2026');
  await password(page, 'Confirmation du mot de passe').fill('Lilas#2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/Votre compte a bien été créé/)).toBeVisible();
});

test('the contact form shows the expected formats and the sender gets an acknowledgement by name', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  // Each example sits under its field, inside the field's group.
  const fieldOf = (label: string) =>
    main(page)
      .locator('div')
      .filter({ has: textbox(page, label) })
      .last();
  await expect(fieldOf('Adresse e-mail')).toContainText('Exemple : marie.dupont@exemple.fr');
  await expect(fieldOf('Téléphone (facultatif)')).toContainText('Exemple : 06 12 34 56 78');

  const email = `marie.dupont.${Date.now()}@example.org`;
  await main(page).getByRole('button', { name: /Sujet/ }).click();
  await page.getByRole('option').first().click();
  await textbox(page, 'Nom').fill('Dupont');
  await textbox(page, 'Prénom').fill('Marie');
  await textbox(page, 'Adresse e-mail').fill(email);
  await textbox(page, 'Téléphone (facultatif)').fill('06 12 34 56 78');
  await textbox(page, 'Message').fill('Bonjour, quand ma publication sera-t-elle validée ?');
  await main(page).getByRole('button', { name: 'Envoyer' }).click();
  await expect(main(page).getByRole('status')).toContainText('Un accusé de réception vous a été adressé par e-mail.');

  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      return html.split('<li>').find((item) => item.includes(email)) ?? '';
    })
    .toContain('Bonjour Marie Dupont,');
  const outbox = await (await request.get('/dev/outbox')).text();
  const acknowledgement = outbox.split('<li>').find((item) => item.includes(email)) ?? '';
  expect(acknowledgement).toContain('quand ma publication sera-t-elle validée ?');
  expect(acknowledgement).toContain('Notre équipe vous répondra sous deux jours ouvrés.');
});

test('a new author passes through the conditions once; later declarations open the wizard at once', async ({
  browser,
  request,
}) => {
  const author = uniqueCustomer('conditions', 'Maël');
  await registerCustomer(request, author);
  const page = await (await browser.newContext()).newPage();
  // First declaration: /publication/create leads to the conditions, accepted once.
  await openSignedIn(page, author, '/publication/create');
  await expect(page).toHaveURL('/publication/conditions');
  await choice(page, "J'ai lu et j'accepte ces conditions").click();
  await main(page).getByRole('button', { name: 'Commencer la déclaration' }).click();
  await expect(page).toHaveURL('/publication/create');
  await expectStep(page, 1);

  // Later: « Déclarer une publication » and the address itself open step 1, even after a new sign-in.
  await page.goto('/publications');
  await main(page).getByRole('link', { name: 'Déclarer une publication' }).first().click();
  await expect(page).toHaveURL('/publication/create');
  await expectStep(page, 1);
  const later = await (await browser.newContext()).newPage();
  await openSignedIn(later, author, '/publication/create');
  await expectStep(later, 1);
  await expect(later).toHaveURL('/publication/create');
});

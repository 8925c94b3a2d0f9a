import { expect, test, type Page } from './test.ts';
import { registerCustomer, signInAs, uniqueCustomer } from './accountSupport.ts';
import { addToBasket, payByAcceptedCard, staffPageAt } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

const TRAINING = "Les fondamentaux de l'autoédition";
const SESSION = 'session du 04/10/2027 au 05/10/2027';

/** A training is ordered online by a company only: the buyer declares one. */
const BUYER = uniqueCustomer('participants', 'Gaëlle', {
  RaisonSociale: 'Éditions du Goéland',
  Siret: '73282932000074',
});

const main = (page: Page) => page.getByRole('main');
const attendees = (page: Page) => main(page).getByRole('region', { name: 'Participants' });
const seat = (page: Page, rang: number) => attendees(page).getByRole('group', { name: `Place ${rang}` });

test(
  'two places bought in the sandbox ask who attends; the list is saved, kept on reload and changed once more',
  { tag: '@long' },
  async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await registerCustomer(request, BUYER);
    await signInAs(page, BUYER);

    // Two places of the same session: the second addition raises the line's quantity.
    await addToBasket(page, '/formation/10', `${TRAINING}, ${SESSION}`);
    await addToBasket(page, '/formation/10', `${TRAINING}, ${SESSION}`);
    await page.goto('/panier/valider');
    // A company buys a training with no right of withdrawal to waive: the CGV alone are accepted.
    await expect(main(page).getByRole('region', { name: 'Récapitulatif' })).toContainText('2 × 390,00 €');
    await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
    await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await payByAcceptedCard(page);
    const idCommande = /\/commande\/(\d+)$/.exec(page.url())![1]!;
    const numero = (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', '');

    await shootAtWidths(page, 'commande-formation');

    // Right after payment, the order's training line leads to the session's page, where the attendees are given.
    await main(page)
      .getByRole('link', { name: `Indiquer les participants : ${TRAINING}` })
      .click();
    await expect(page).toHaveURL(/\/formation\/10\/\d+$/);
    await expect(attendees(page)).toContainText('Vous avez réservé 2 places : indiquez qui participe.');
    await expect(attendees(page)).toContainText('La première place est préremplie avec vos coordonnées');

    // The first place is the buyer's, prefilled; the second is empty.
    await expect(seat(page, 1).getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Gaëlle');
    await expect(seat(page, 1).getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Lebrun');
    await expect(seat(page, 1).getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(BUYER.email);
    await expect(seat(page, 2).getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('');
    await shootAtWidths(page, 'formation-participants-a-indiquer');

    // The buyer's own e-mail twice and a name left out: refused at the fields, focus on the first to correct.
    await seat(page, 2).getByRole('textbox', { name: 'Prénom', exact: true }).fill('Yann');
    await seat(page, 2).getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(BUYER.email.toUpperCase());
    await attendees(page).getByRole('button', { name: 'Enregistrer les participants' }).click();
    await expect(attendees(page).getByRole('alert')).toHaveText(
      'Corrigez les champs signalés pour enregistrer les participants.',
    );
    const nom2 = seat(page, 2).getByRole('textbox', { name: 'Nom', exact: true });
    await expect(nom2).toBeFocused();
    await expect(nom2).toHaveAccessibleDescription('Champ obligatoire');
    await expect(
      seat(page, 2).getByRole('textbox', { name: 'Adresse e-mail', exact: true }),
    ).toHaveAccessibleDescription("Cette adresse e-mail est déjà celle d'un autre participant");
    await expectNoAxeViolations(page);

    // Corrected with the keyboard, then saved: each attendee is convoked.
    await nom2.fill('Le Goff');
    await seat(page, 2)
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill('yann.legoff@goeland.example.org');
    await page.keyboard.press('Enter');
    await expect(attendees(page).getByRole('status')).toHaveText('Participants enregistrés : 2 convocations envoyées.');
    const list = attendees(page).getByRole('list', { name: 'Participants' });
    await expect(list.getByRole('listitem')).toHaveText([
      `Place 1Gaëlle Lebrun${BUYER.email}`,
      'Place 2Yann Le Goffyann.legoff@goeland.example.org',
    ]);
    await expect(attendees(page)).toContainText(
      'Les participants de vos 2 places ; chacun a reçu sa convocation par e-mail.',
    );
    await expect(attendees(page)).toContainText('jusqu’à la veille du début de la session');
    await shootAtWidths(page, 'formation-participants-enregistres');

    // A reload reads the saved list.
    await page.reload();
    await expect(attendees(page).getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
    await expect(attendees(page)).toContainText('Yann Le Goff');

    // One attendee changed: only that one is convoked again.
    await attendees(page).getByRole('button', { name: 'Modifier les participants' }).click();
    await seat(page, 2).getByRole('textbox', { name: 'Prénom', exact: true }).fill('Morgane');
    await seat(page, 2)
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill('morgane.legoff@goeland.example.org');
    await attendees(page).getByRole('button', { name: 'Enregistrer les participants' }).click();
    await expect(attendees(page).getByRole('status')).toHaveText('Participants enregistrés : 1 convocation envoyée.');
    await expect(attendees(page)).toContainText('Morgane Le Goff');
    await expect(attendees(page)).not.toContainText('Yann');
    await expectNoAxeViolations(page);

    // Staff read the attendees in the order's panel of the back office.
    const staff = await staffPageAt(browser, `/admin/commandes?Recherche=${numero}&Commande=${idCommande}`);
    const staffList = main(staff).getByRole('list', { name: `Participants : ${TRAINING}` });
    await expect(staffList.getByRole('listitem')).toHaveText([
      `Place 1 : Gaëlle Lebrun, ${BUYER.email}`,
      'Place 2 : Morgane Le Goff, morgane.legoff@goeland.example.org',
    ]);
    await expectNoAxeViolations(staff);
    await shootAtWidths(staff, 'admin-commande-participants');
  },
);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { RegistrationForm } from '../../src/features/account/components/RegistrationForm.tsx';
import {
  EMPTY_REGISTRATION_FORM,
  registrationFieldsIn,
  validateRegistrationForm,
  type RegistrationFormState,
} from '../../src/features/account/utils/registrationForm.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from './testUtils.tsx';

const EMAIL_TAKEN_MESSAGE = ACCOUNT_MESSAGES.loginTakenAdvice;

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

type User = ReturnType<typeof userEvent.setup>;

const PAYS = [
  { IdPays: 20, Libelle: 'Belgique', CodeIso: 'BE' },
  { IdPays: 74, Libelle: 'France', CodeIso: 'FR' },
];
const VILLES: Record<string, { CodePostal: string; Libelle: string; CodeInsee: string }[]> = {
  '35000': [{ CodePostal: '35000', Libelle: 'Rennes', CodeInsee: '35238' }],
  '05000': [
    { CodePostal: '05000', Libelle: 'Gap', CodeInsee: '05061' },
    { CodePostal: '05000', Libelle: 'Pelleautier', CodeInsee: '05100' },
  ],
};

const VALID: RegistrationFormState = {
  ...EMPTY_REGISTRATION_FORM,
  IdCivilite: 2,
  Prenom: 'Léa',
  Nom: 'Durand',
  Email: 'lea.durand@example.org',
  NumeroEtVoie: '3 rue des Lilas',
  CodePostal: '35000',
  Ville: 'Rennes',
  MotDePasse: 'Lilas#2026',
  ConfirmationMotDePasse: 'Lilas#2026',
};

describe('the registration rules checked in the browser (spec 1 §5)', () => {
  test('accept a complete registration', () => {
    expect(validateRegistrationForm(VALID)).toEqual({});
  });

  test('require civility, names, e-mail, address and both passwords, with « Champ obligatoire »', () => {
    const errors = validateRegistrationForm({ ...EMPTY_REGISTRATION_FORM });
    for (const field of [
      'IdCivilite',
      'Prenom',
      'Nom',
      'Email',
      'NumeroEtVoie',
      'CodePostal',
      'Ville',
      'MotDePasse',
      'ConfirmationMotDePasse',
    ] as const) {
      expect(errors[field], field).toBe('Champ obligatoire');
    }
    expect(errors.Telephone).toBeUndefined();
    expect(errors.ComplementsAdresse).toBeUndefined();
    expect(errors.Siret).toBeUndefined();
    expect(errors.IdPays).toBeUndefined();
  });

  test('refuse digits in the names and a malformed e-mail', () => {
    const errors = validateRegistrationForm({ ...VALID, Prenom: 'L3a', Nom: 'Dur4nd', Email: 'lea@' });
    expect(errors.Prenom).toBe('Le prénom ne doit pas contenir de chiffres');
    expect(errors.Nom).toBe('Le nom ne doit pas contenir de chiffres');
    expect(errors.Email).toBe('Saisie incorrecte');
  });

  test('ask for a 14-digit SIRET once a company is declared, and none otherwise', () => {
    expect(validateRegistrationForm({ ...VALID, EstSociete: true }).Siret).toBe('Champ obligatoire');
    expect(validateRegistrationForm({ ...VALID, EstSociete: true, Siret: '123 456 789' }).Siret).toBe(
      'Le SIRET doit comporter 14 chiffres',
    );
    expect(
      validateRegistrationForm({
        ...VALID,
        EstSociete: true,
        RaisonSociale: 'Éditions du Lilas',
        Siret: '12345678901234',
      }),
    ).toEqual({});
    expect(validateRegistrationForm({ ...VALID, EstSociete: false, Siret: 'abc' })).toEqual({});
  });

  test('want a 5-digit postal code', () => {
    expect(validateRegistrationForm({ ...VALID, CodePostal: '3500' }).CodePostal).toBe(
      'Le code postal doit comporter 5 chiffres',
    );
  });

  test.each([
    ['Li#2026', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['lilas#2026', 'Le mot de passe doit contenir au moins une lettre majuscule'],
    ['LILAS#2026', 'Le mot de passe doit contenir au moins une lettre minuscule'],
    ['Lilas#deux', 'Le mot de passe doit contenir au moins un chiffre'],
    ['Lilas2026', 'Le mot de passe doit contenir au moins un caractère spécial'],
    ['Lilas#%2026', "Le caractère % n'est pas autorisé dans le mot de passe"],
  ])('refuse the password %s: %s', (password, message) => {
    const errors = validateRegistrationForm({ ...VALID, MotDePasse: password, ConfirmationMotDePasse: password });
    expect(errors.MotDePasse).toBe(message);
  });

  test('want the confirmation to match the password', () => {
    expect(validateRegistrationForm({ ...VALID, ConfirmationMotDePasse: 'Lilas#2027' }).ConfirmationMotDePasse).toBe(
      'Les mots de passe ne correspondent pas',
    );
  });
});

describe("the registration fields typed before the form's code ran", () => {
  function formData(html: string): FormData {
    const form = document.createElement('form');
    form.innerHTML = html;
    return new FormData(form);
  }

  test("are read in the state's types; a field the form does not show is left as it is", () => {
    const fields = formData(`
      <input type="radio" name="IdCivilite" value="1"><input type="radio" name="IdCivilite" value="2" checked>
      <input name="Prenom" value="Léa"><input name="Nom" value="Durand"><input name="Email" value="lea@example.org">
      <input type="checkbox" name="EstSociete" checked><input name="NumeroEtVoie" value="3 rue des Lilas">
      <input name="CodePostal" value="35000"><input name="Ville" value="Rennes">
      <input type="password" name="MotDePasse" value="Lilas#2026">
      <input type="password" name="ConfirmationMotDePasse" value="Lilas#2026">`);
    expect(registrationFieldsIn(fields)).toEqual({
      IdCivilite: 2,
      Prenom: 'Léa',
      Nom: 'Durand',
      Email: 'lea@example.org',
      EstSociete: true,
      NumeroEtVoie: '3 rue des Lilas',
      CodePostal: '35000',
      Ville: 'Rennes',
      MotDePasse: 'Lilas#2026',
      ConfirmationMotDePasse: 'Lilas#2026',
    });
  });

  test('say an unticked company and no civility chosen, and a country list that is still a preview', () => {
    const fields = formData(
      '<input type="radio" name="IdCivilite" value="1"><input type="checkbox" name="EstSociete">',
    );
    expect(registrationFieldsIn(fields)).toEqual({ EstSociete: false });
    expect(
      registrationFieldsIn(formData('<select name="IdPays"><option value="20" selected></option></select>')),
    ).toEqual({
      EstSociete: false,
      IdPays: 20,
    });
  });
});

/** The form on a router: its privacy notice links to the legal notice. */
function renderForm() {
  return renderRoutes([{ path: '/', element: <RegistrationForm /> }]);
}

function textbox(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

function passwordField(name: RegExp): HTMLElement {
  // Password inputs have no ARIA role: found by their label.
  return screen.getByLabelText(name, { selector: 'input' });
}

async function typeInto(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillValidForm(user: User, email = VALID.Email) {
  await user.click(screen.getByRole('radio', { name: 'Madame' }));
  await typeInto(user, textbox(/^Prénom/), VALID.Prenom);
  await typeInto(user, textbox(/^Nom/), VALID.Nom);
  await typeInto(user, textbox(/^Adresse e-mail/), email);
  await typeInto(user, textbox(/^Numéro et voie/), VALID.NumeroEtVoie);
  await typeInto(user, textbox(/^Code postal/), '35000');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Rennes'));
  await typeInto(user, passwordField(/^Mot de passe/), VALID.MotDePasse);
  await typeInto(user, passwordField(/^Confirmation du mot de passe/), VALID.ConfirmationMotDePasse);
}

describe('the registration form', { timeout: 20_000 }, () => {
  let taken: Set<string>;
  beforeEach(() => {
    taken = new Set(['auteur@example.org']);
    mockApi({
      '/StaticData/Get_Pays': () => PAYS,
      '/StaticData/Get_VilleByCodePostal': (values) => VILLES[(values as { CodePostal: string }).CodePostal] ?? [],
      '/Compte/Compte_LoginExist': (values) => ({ Existe: taken.has((values as { Login: string }).Login) }),
      '/Compte/Compte_LoginCreate': () => ({ Message: 'Compte créé' }),
    });
  });

  test('binds a label to every field, offers France by default and shows the password hint', async () => {
    renderForm();
    expect(screen.getByRole('radiogroup', { name: 'Civilité' })).toBeInTheDocument();
    for (const name of [
      /^Prénom/,
      /^Nom/,
      /^Adresse e-mail/,
      /^Téléphone \(facultatif\)/,
      /^Numéro et voie/,
      /^Complément d'adresse \(facultatif\)/,
      /^Code postal/,
    ]) {
      expect(textbox(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Ville/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /France.*Pays|Pays.*France/ })).toBeInTheDocument();
    expect(passwordField(/^Mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'au moins 8 caractères une majuscule une minuscule un chiffre un caractère spécial (ni lettre, ni chiffre, ni espace), par exemple # ! ? @ Le caractère % n’est pas accepté.',
      ),
    );
  });

  test('refuses an empty form in the browser, says why on each field and focuses the first one', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs');
    for (const name of [/^Prénom/, /^Nom/, /^Adresse e-mail/, /^Numéro et voie/, /^Code postal/]) {
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
      expect(textbox(name)).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    }
    expect(passwordField(/^Mot de passe/)).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(screen.getByRole('radiogroup', { name: 'Civilité' })).toHaveTextContent('Champ obligatoire');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Monsieur' })).toHaveFocus());
    expect(sentValues('/Compte/Compte_LoginCreate')).toHaveLength(0);
  });

  test('asks for the SIRET once the user says they represent a company', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByRole('textbox', { name: /^SIRET/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Je représente une société' }));
    await typeInto(user, textbox(/^SIRET/), '1234');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(textbox(/^SIRET/)).toHaveAccessibleDescription(
      expect.stringContaining('Le SIRET doit comporter 14 chiffres'),
    );
  });

  test('ticks each line of the password checklist as it is typed, says its state in words, and announces changes once', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const line = (text: string) => screen.getByText(text, { exact: false, selector: 'li' });
    expect(line('une majuscule')).not.toHaveTextContent('respectée');

    await typeInto(user, passwordField(/^Mot de passe/), 'lilas');
    expect(line('une minuscule')).toHaveTextContent('une minuscule (respectée)');
    expect(line('une majuscule')).toHaveTextContent('une majuscule (non respectée)');
    expect(line('au moins 8 caractères')).toHaveTextContent('(non respectée)');
    expect(passwordField(/^Mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining('une minuscule (respectée)'),
    );
    const announcement = () => screen.getAllByRole('status').find((element) => /Règle/.test(element.textContent ?? ''));
    await waitFor(() => expect(announcement()).toHaveTextContent('Règle « une minuscule » : respectée.'));

    await typeInto(user, passwordField(/^Mot de passe/), 'L#2026');
    for (const text of [
      'au moins 8 caractères',
      'une majuscule',
      'une minuscule',
      'un chiffre',
      'un caractère spécial',
    ])
      expect(line(text)).toHaveTextContent('(respectée)');
    // Later pauses say only what changed.
    await waitFor(() => expect(announcement()).toHaveTextContent('Règle « une majuscule » : respectée.'));
    expect(announcement()).not.toHaveTextContent('une minuscule');

    await typeInto(user, passwordField(/^Mot de passe/), '%');
    expect(screen.getByText(/Le caractère % n’est pas accepté/)).toHaveTextContent('(non respectée)');
  });

  test('removes the spaces of a SIRET once the field is left, and sends it as 14 digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Je représente une société' }));
    await typeInto(user, textbox(/^SIRET/), '123 456 789 00012');
    expect(textbox(/^SIRET/)).toHaveAccessibleDescription(expect.stringContaining('espaces acceptés'));
    await user.tab();
    expect(textbox(/^SIRET/)).toHaveValue('12345678900012');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(sentValues('/Compte/Compte_LoginCreate')).toHaveLength(1));
    expect(sentValues('/Compte/Compte_LoginCreate')[0]).toMatchObject({
      Societe: { RaisonSociale: null, Siret: '12345678900012' },
    });
  });

  test('says under the form who processes the data, why, how long, the rights, and where to read more', () => {
    renderForm();
    const notice = screen.getByRole('region', { name: 'Vos données personnelles' });
    expect(notice).toHaveTextContent('responsable de traitement');
    expect(notice).toHaveTextContent('trois ans après le dernier contact');
    expect(notice).toHaveTextContent('droit d’accès, de rectification, d’effacement');
    expect(within(notice).getByRole('link', { name: /Données personnelles/ })).toHaveAttribute(
      'href',
      '/mentionlegales',
    );
    const form = screen.getByRole('button', { name: 'Créer mon compte' });
    // Under the form: after its button in the document's order.
    expect(form.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  /** Renders the form, lets the postal code 35000 fill in Rennes, then replaces the code with `code`. */
  async function replaceRennesCode(user: User, code: string): Promise<HTMLElement> {
    renderForm();
    const town = screen.getByRole('combobox', { name: /^Ville/ });
    await typeInto(user, textbox(/^Code postal/), '35000');
    await waitFor(() => expect(town).toHaveValue('Rennes'));
    await user.clear(textbox(/^Code postal/));
    await typeInto(user, textbox(/^Code postal/), code);
    return town;
  }

  test('loads the towns of a postal code, fills in the only one and offers the choice among several', async () => {
    const user = userEvent.setup({ delay: null });
    const town = await replaceRennesCode(user, '05000');
    await waitFor(() => expect(town).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: /Afficher les communes/ }));
    await user.click(await screen.findByRole('option', { name: 'Pelleautier' }));
    expect(town).toHaveValue('Pelleautier');
  });

  test('clears the town chosen for a former postal code when the new code has no town, and keeps one typed after', async () => {
    const user = userEvent.setup({ delay: null });
    const town = await replaceRennesCode(user, '99999');
    await waitFor(() => expect(town).toHaveValue(''));
    expect(sentValues('/StaticData/Get_VilleByCodePostal')).toContainEqual({ CodePostal: '99999' });
    expect(town).toHaveAccessibleDescription(
      expect.stringContaining('Aucune commune n’est connue pour ce code postal'),
    );

    await typeInto(user, town, 'Saint-Malo');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(town).toHaveValue('Saint-Malo');
    expect(town).not.toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
  });

  test('says when the e-mail already has an account as soon as it is left, and again on submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user, 'auteur@example.org');
    // Leaving the e-mail field asked the server.
    expect(sentValues('/Compte/Compte_LoginExist')).toEqual([{ Login: 'auteur@example.org' }]);
    expect(textbox(/^Adresse e-mail/)).toHaveAccessibleDescription(expect.stringContaining(EMAIL_TAKEN_MESSAGE));
    expect(screen.getByText(EMAIL_TAKEN_MESSAGE, { selector: '[role="status"]' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(sentValues('/Compte/Compte_LoginExist')).toHaveLength(2));
    await waitFor(() => expect(textbox(/^Adresse e-mail/)).toHaveFocus());
    expect(sentValues('/Compte/Compte_LoginCreate')).toHaveLength(0);

    await user.clear(textbox(/^Adresse e-mail/));
    await typeInto(user, textbox(/^Adresse e-mail/), 'camille.nouvelle@example.org');
    expect(textbox(/^Adresse e-mail/)).not.toHaveAccessibleDescription(expect.stringContaining(EMAIL_TAKEN_MESSAGE));
  });

  test('creates the account with the contract values and tells the user to read their e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Un e-mail de confirmation vient de vous être envoyé à l'adresse lea.durand@example.org",
    );
    expect(sentValues('/Compte/Compte_LoginCreate')).toEqual([
      {
        IdCivilite: 2,
        Prenom: 'Léa',
        Nom: 'Durand',
        Telephone: null,
        Societe: null,
        Adresse: {
          NumeroEtVoie: '3 rue des Lilas',
          ComplementsAdresse: null,
          CodePostal: '35000',
          Ville: 'Rennes',
          IdPays: 74,
        },
        Email: 'lea.durand@example.org',
        MotDePasse: 'Lilas#2026',
        ConfirmationMotDePasse: 'Lilas#2026',
      },
    ]);
  });

  test('shows the server refusal on the fields it names, and a taken address on the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      '/StaticData/Get_Pays': () => PAYS,
      '/StaticData/Get_VilleByCodePostal': (values) => VILLES[(values as { CodePostal: string }).CodePostal] ?? [],
      '/Compte/Compte_LoginExist': () => ({ Existe: false }),
      '/Compte/Compte_LoginCreate': () => {
        throw apiRefusal(400, 'Certaines valeurs sont incorrectes.', [
          { Champ: '/Adresse/CodePostal', Message: 'Code postal inconnu' },
        ]);
      },
    });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre compte n'a pas été créé. Certaines valeurs sont incorrectes.",
    );
    expect(textbox(/^Code postal/)).toHaveAccessibleDescription(expect.stringContaining('Code postal inconnu'));
    await waitFor(() => expect(textbox(/^Code postal/)).toHaveFocus());
    expect(textbox(/^Prénom/)).toHaveValue('Léa');
  });
});

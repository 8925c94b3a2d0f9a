import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactForm } from '../../src/features/contact/components/ContactForm.tsx';
import { apiClientMock, apiRefusal, mockApi, renderWithQuery, sentValues } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

type User = ReturnType<typeof userEvent.setup>;

const SUJETS = [
  { Id: 1, Libelle: 'Question sur une commande' },
  { Id: 2, Libelle: "Référencement d'une publication" },
];

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

/** Pastes rather than types, key by key: the form's behaviour is the same and the test runs ten times faster. */
async function typeInto(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function chooseSubject(user: ReturnType<typeof userEvent.setup>, label: string) {
  // The list opens once the subjects have arrived.
  await user.click(await screen.findByRole('button', { name: /Choisissez un sujet/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await chooseSubject(user, "Référencement d'une publication");
  await typeInto(user, field(/^Nom/), 'Martin');
  await typeInto(user, field(/^Prénom/), 'Camille');
  await typeInto(user, field(/^Adresse e-mail/), 'camille.martin@example.org');
  await typeInto(user, field(/^Message/), 'Bonjour, ma publication est-elle validée ?');
}

describe('the contact form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi({
      '/StaticData/Get_SujetContact': () => SUJETS,
      '/Gestion/Gestion_Contact': () => ({ Message: 'Message envoyé' }),
    });
  });

  test('labels every field, marks the optional ones and offers the subjects of the reference list', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm />);
    for (const name of [
      /^Nom/,
      /^Prénom/,
      /^Adresse e-mail/,
      /^Téléphone \(facultatif\)/,
      /^Société \(facultatif\)/,
      /^Message/,
    ]) {
      expect(field(name)).toBeInTheDocument();
    }
    // The fields with an expected format show an example of it, read with the field.
    expect(field(/^Adresse e-mail/)).toHaveAccessibleDescription(/^Exemple\s:\smarie\.dupont@exemple\.fr$/);
    expect(field(/^Téléphone/)).toHaveAccessibleDescription(/^Exemple\s:\s06 12 34 56 78$/);
    await user.click(await screen.findByRole('button', { name: /Choisissez un sujet/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(SUJETS.map((s) => s.Libelle));
  });

  test('refuses an empty form in the browser with the French messages of the contract, without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm />);
    await screen.findByRole('button', { name: /Choisissez un sujet/ });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs');
    for (const name of [/^Nom/, /^Prénom/, /^Adresse e-mail/, /^Message/]) {
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('button', { name: /Sujet/ })).toHaveAccessibleDescription('Champ obligatoire');
    expect(field(/^Téléphone/)).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first field to correct, the subject list.
    expect(screen.getByRole('button', { name: /Sujet/ })).toHaveFocus();
    expect(sentValues('/Gestion/Gestion_Contact')).toHaveLength(0);
  });

  test('says « Saisie incorrecte » for a malformed e-mail or phone, and clears the message once corrected', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm />);
    await fillValidForm(user);
    await user.clear(field(/^Adresse e-mail/));
    await typeInto(user, field(/^Adresse e-mail/), 'camille@');
    await typeInto(user, field(/^Téléphone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(field(/^Adresse e-mail/)).toHaveAccessibleDescription(/^Exemple\s:\s\S+ Saisie incorrecte$/);
    expect(field(/^Téléphone/)).toHaveAccessibleDescription(/^Exemple\s:\s[0-9 ]+ Saisie incorrecte$/);
    expect(field(/^Adresse e-mail/)).toHaveFocus();

    await typeInto(user, field(/^Adresse e-mail/), 'example.org');
    expect(field(/^Adresse e-mail/)).not.toHaveAccessibleDescription(/Saisie incorrecte/);
    expect(sentValues('/Gestion/Gestion_Contact')).toHaveLength(0);
  });

  test('sends the values of the contract, leaving out empty optional fields, then thanks the visitor and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm />);
    await fillValidForm(user);
    await typeInto(user, field(/^Nom/), '  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Votre message a bien été envoyé.');
    expect(sentValues('/Gestion/Gestion_Contact')).toEqual([
      {
        IdSujetContact: 2,
        Nom: 'Martin',
        Prenom: 'Camille',
        Email: 'camille.martin@example.org',
        Message: 'Bonjour, ma publication est-elle validée ?',
      },
    ]);
    expect(field(/^Nom/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  test('shows the server refusal on the fields it names and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      '/StaticData/Get_SujetContact': () => SUJETS,
      '/Gestion/Gestion_Contact': () => {
        throw apiRefusal(400, 'Certaines valeurs sont incorrectes.', [
          { Champ: '/Email', Message: 'Adresse refusée par le serveur' },
        ]);
      },
    });
    renderWithQuery(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre message n'a pas été envoyé. Certaines valeurs sont incorrectes.",
    );
    expect(field(/^Adresse e-mail/)).toHaveAccessibleDescription(/ Adresse refusée par le serveur$/);
    expect(field(/^Nom/)).toHaveValue('Martin');
    expect(field(/^Message/)).toHaveValue('Bonjour, ma publication est-elle validée ?');
    await waitFor(() => expect(field(/^Adresse e-mail/)).toHaveFocus());
  });

  test('disables the button while the message is on its way, so that it is not sent twice', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: unknown) => void = () => {};
    mockApi({
      '/StaticData/Get_SujetContact': () => SUJETS,
      '/Gestion/Gestion_Contact': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithQuery(<ContactForm />);
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Envoyer' });
    await user.click(submit);

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Envoi en cours...')).toBeInTheDocument();
    await user.click(submit);
    expect(sentValues('/Gestion/Gestion_Contact')).toHaveLength(1);

    answer({ Message: 'ok' });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    expect(apiClientMock.post).toHaveBeenCalledTimes(2);
  });

  test('explains in French when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      '/StaticData/Get_SujetContact': () => SUJETS,
      '/Gestion/Gestion_Contact': () => {
        throw apiRefusal(0, 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.');
      },
    });
    renderWithQuery(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible');
    expect(field(/^Prénom/)).toHaveValue('Camille');
  });
});

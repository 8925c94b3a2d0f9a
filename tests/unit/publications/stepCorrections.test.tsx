import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { Correction, ListeCorrections } from '../../../machines/correctionItem/types.ts';
import { StepCorrections } from '../../../src/features/publications/components/fixList/StepCorrections.tsx';
import { apiRefusal, mockApi, renderWithQuery, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const CORRECTIONS = '/Publication/Publication_Corrections';
const TRAITER = '/Publication/Publication_Correction_Traiter';
const REFUSED = {
  Id: 7,
  Moderation: { Accepte: false, RaisonsRefus: [], Commentaire: null, DateModeration: '2026-11-20T10:00:00Z' },
};

const TITRE: Correction = {
  Id: 31,
  RaisonRefus: { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
  Etape: 2,
  Champ: 'Titre',
  LibelleChamp: 'Titre',
  Commentaire: 'Le titre porte une faute.',
  Etat: 'a_faire',
  Reponse: null,
  DateTraitement: null,
};
const RESUME: Correction = { ...TITRE, Id: 32, Etape: 5, Champ: 'Resume', LibelleChamp: 'Résumé' };

function liste(...Elements: Correction[]): ListeCorrections {
  return { DateRefus: '2026-11-20T10:00:00Z', Commentaire: 'Quelques points à revoir.', Elements };
}

function renderStep(publication: typeof REFUSED | { Id: number; Moderation: null } = REFUSED) {
  const form = createRef<HTMLFormElement>();
  renderWithQuery(
    <form ref={form}>
      <StepCorrections publication={publication} step={2} formRef={form} />
      <label>
        Titre
        <input name="Titre" />
      </label>
    </form>,
  );
}

describe('the fix list on a wizard step', () => {
  test('shows the step’s items only, and « Aller au champ » focuses the field', async () => {
    mockApi({ [CORRECTIONS]: () => liste(TITRE, RESUME) });
    // jsdom lays nothing out: every element counts as shown, as the field is in a browser.
    const shown = vi
      .spyOn(Element.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect()] as unknown as DOMRectList);
    renderStep();
    const section = await screen.findByRole('region', { name: 'Corrections demandées par la modération' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(section).toHaveTextContent('1 correction à faire sur cette étape');
    expect(section).toHaveTextContent('Le titre porte une faute.');
    await userEvent.click(within(section).getByRole('button', { name: 'Aller au champ' }));
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveFocus();
    shown.mockRestore();
  });

  test('a publication never refused asks for nothing and shows nothing', () => {
    mockApi({});
    renderStep({ Id: 7, Moderation: null });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(sentValues(CORRECTIONS)).toEqual([]);
  });

  test('an answer refused by the server keeps its text with the French reason; Escape closes the field', async () => {
    mockApi({
      [CORRECTIONS]: () => liste(TITRE),
      [TRAITER]: () =>
        Promise.reject(apiRefusal(409, 'Cette publication ne peut plus changer : ses corrections non plus.')),
    });
    renderStep();
    const section = await screen.findByRole('region', { name: 'Corrections demandées par la modération' });
    await userEvent.click(within(section).getByRole('button', { name: 'Répondre' }));
    const answer = within(section).getByRole('textbox', { name: 'Votre réponse' });
    await waitFor(() => expect(answer).toHaveFocus());
    await userEvent.type(answer, 'Le titre est voulu.');
    await userEvent.click(within(section).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(
      await within(section).findByText('Cette publication ne peut plus changer : ses corrections non plus.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Votre réponse' })).toHaveValue('Le titre est voulu.');
    expect(sentValues(TRAITER)).toEqual([
      { Id: 7, IdCorrection: 31, Etat: 'repondue', Reponse: 'Le titre est voulu.' },
    ]);
    await userEvent.keyboard('{Escape}');
    expect(within(section).queryByRole('textbox', { name: 'Votre réponse' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Marquer comme faite' })).toBeInTheDocument();
  });

  test('marked done, the item says so, keeps the focus and the step’s count follows', async () => {
    mockApi({
      [CORRECTIONS]: () => liste(TITRE),
      [TRAITER]: () => liste({ ...TITRE, Etat: 'faite', DateTraitement: '2026-11-21T10:00:00Z' }),
    });
    renderStep();
    const section = await screen.findByRole('region', { name: 'Corrections demandées par la modération' });
    await userEvent.click(within(section).getByRole('button', { name: 'Marquer comme faite' }));
    const [item] = within(section).getAllByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent('Faite'));
    expect(item).toHaveFocus();
    expect(section).toHaveTextContent('Toutes les corrections de cette étape sont traitées.');
    expect(within(section).getByRole('button', { name: 'Remettre à faire' })).toBeInTheDocument();
  });
});

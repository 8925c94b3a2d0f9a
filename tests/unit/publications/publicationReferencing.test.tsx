import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { REFERENCING_TEXTS } from '../../../domain/referencing/referencingTexts.ts';
import PublicationDetailRoute from '../../../src/app/routes/PublicationDetailRoute.tsx';
import { AppToastRegion } from '../../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { BasketProvider } from '../../../src/features/basket/BasketProvider.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { authorBasket } from './authorBasket.ts';
import { PUBLICATION_LISTS } from './publicationFixture.ts';
import {
  BAD_PRICE,
  NO_SUBJECT,
  produitGet,
  RECEIVED,
  referencement,
  SHORT_SUMMARY,
  validatedWith,
} from './referencingFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Publication/Publication_Get';
const CORRIGER = '/Publication/Publication_Corriger';

/** A server holding `publication`, which Publication_Corriger takes back as a draft « À corriger ». */
function serve(publication: Publication, corriger?: () => Publication) {
  let held = publication;
  mockApi({
    ...PUBLICATION_LISTS,
    [GET]: () => held,
    '/Produit/Produit_Get': produitGet,
    [CORRIGER]: () => {
      held = corriger?.() ?? {
        ...held,
        IdEtatPublication: 1,
        Referencement: { ...held.Referencement, Etat: 'aCorriger', Date: '2026-11-29T08:00:00Z' },
      };
      return held;
    },
  });
}

function renderPage() {
  const basket = authorBasket();
  const result = renderRoutes(
    [
      {
        path: '/publication/:id',
        element: (
          <BasketProvider controller={basket.controller}>
            <PublicationDetailRoute />
            <AppToastRegion />
          </BasketProvider>
        ),
      },
      { path: '/publication/:id/edit/:step', element: <p>Assistant</p> },
      { path: '/panier', element: <p>Panier</p> },
    ],
    { path: '/publication/7' },
  );
  return { ...result, basket };
}

async function section(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Référencement' });
}

/** The value the section gives for `label` (the <dd> of its <dt>). */
function valueOf(region: HTMLElement, label: string): string | null | undefined {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function messagesOf(region: HTMLElement): string[] {
  const messages = within(region).getByRole('region', { name: 'Messages du catalogue' });
  return within(messages)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

beforeEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe('the referencing of a publication, on its page', () => {
  test('a publication not validated yet says when it will be sent, and what its referencing costs', async () => {
    serve(validatedWith(referencement('nonValidee')));
    renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('Non validée');
    expect(valueOf(region, 'Prix du référencement')).toBe('49,00\u00a0€');
    expect(region).toHaveTextContent('transmise au catalogue une fois validée par la modération');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  test('paid before its validation, it says so and what paid it', async () => {
    serve(validatedWith(referencement('nonValidee', { Paye: true, Couverture: 'ligne' })));
    renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('Référencement payé — en attente de validation');
    expect(valueOf(region, 'Paiement')).toBe('Payé par votre commande');
    expect(within(region).queryByText('Prix du référencement')).not.toBeInTheDocument();
  });

  test('covered by a subscription, it waits for the next delivery', async () => {
    serve(validatedWith(referencement('aTransmettre', { Couverture: 'abonnement' })));
    renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('En attente de transmission depuis le 28/11/2026');
    expect(valueOf(region, 'Paiement')).toBe('Couvert par votre abonnement');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  test('validated and not paid, « Commander le référencement » puts it in the basket for this publication and opens the basket', async () => {
    serve(validatedWith(referencement('aPayer')));
    const user = userEvent.setup();
    const { router, basket } = renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('Référencement à commander depuis le 28/11/2026');
    expect(valueOf(region, 'Prix du référencement')).toBe('49,00\u00a0€');
    expect(region).toHaveTextContent('commandez son référencement');

    await user.click(within(region).getByRole('button', { name: 'Commander le référencement' }));
    expect(await screen.findByText('Panier')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panier');
    await waitFor(() =>
      expect(basket.saved).toEqual([{ kind: 'add', line: { IdProduit: 1, IdPublication: 7, IdFormation: null } }]),
    );
  });

  test('the product ordered is the one the server says fits the publication', async () => {
    serve(validatedWith(referencement('aPayer', { IdProduit: 2, PrixCentimes: 2900 })));
    const user = userEvent.setup();
    const { basket } = renderPage();
    const region = await section();
    expect(valueOf(region, 'Prix du référencement')).toBe('29,00\u00a0€');
    await user.click(within(region).getByRole('button', { name: 'Commander le référencement' }));
    await waitFor(() =>
      expect(basket.saved).toEqual([{ kind: 'add', line: { IdProduit: 2, IdPublication: 7, IdFormation: null } }]),
    );
  });

  test('referenced with remarks, it shows the catalogue’s messages in words, each with its step, and nothing to correct', async () => {
    serve(validatedWith(referencement('referenceeAvecRemarques', { Messages: [SHORT_SUMMARY, RECEIVED] })));
    renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('Référencée avec remarques le 28/11/2026');
    expect(valueOf(region, 'Paiement')).toBe('Payé par votre commande');
    expect(messagesOf(region)).toEqual([
      'Avertissement\u00a0: Le résumé compte moins de 200 caractères.Étape 5 — Sujet, résumé et couvertures · Résumé',
      'Information\u00a0: Notice reçue.',
    ]);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  test('rejected, « Corriger » takes it back once confirmed and opens the wizard at the step of the first message', async () => {
    serve(validatedWith(referencement('rejetee', { Messages: [RECEIVED, BAD_PRICE, NO_SUBJECT] })));
    const user = userEvent.setup();
    const { router } = renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('Rejetée par le catalogue le 28/11/2026');
    expect(messagesOf(region)).toEqual([
      'Information\u00a0: Notice reçue.',
      'Erreur\u00a0: Le prix est absent pour un livre disponible.Étape 4 — Données commerciales et physiques · Prix TTC',
      'Erreur bloquante\u00a0: Aucun sujet Thema ni CLIL.Étape 5 — Sujet, résumé et couvertures · Sujet',
    ]);
    // Not « À corriger » yet: the messages lead nowhere until the author takes the publication back.
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Corriger' }));
    const dialog = screen.getByRole('alertdialog', { name: REFERENCING_TEXTS.correctTitle('Les Jardins de Penhoët') });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(sentValues(CORRIGER)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Corriger' }));

    expect(await screen.findByText('Assistant')).toBeInTheDocument();
    expect(sentValues(CORRIGER)).toEqual([{ Id: 7 }]);
    expect(router.state.location.pathname).toBe('/publication/7/edit/4');
  });

  test('rejected without a message that names a step, the wizard opens at step 1', async () => {
    serve(validatedWith(referencement('rejetee', { Messages: [RECEIVED] })));
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(within(await section()).getByRole('button', { name: 'Corriger' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Corriger' }));
    expect(await screen.findByText('Assistant')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7/edit/1');
  });

  test('a refused correction keeps the publication as it was, says why and offers to try again', async () => {
    serve(validatedWith(referencement('rejetee', { Messages: [NO_SUBJECT] })), () => {
      throw apiRefusal(409, 'Seule une publication rejetée par le catalogue peut être reprise.');
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(within(await section()).getByRole('button', { name: 'Corriger' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Corriger' }));
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert');
    expect(alert).toHaveTextContent("La publication n'a pas pu être reprise.");
    expect(alert).toHaveTextContent('Seule une publication rejetée par le catalogue peut être reprise.');
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/publication/7');
  });

  test('« À corriger », each message that names a step links to it', async () => {
    serve(validatedWith(referencement('aCorriger', { Messages: [RECEIVED, BAD_PRICE, SHORT_SUMMARY] })));
    renderPage();
    const region = await section();
    expect(valueOf(region, 'État du référencement')).toBe('À corriger depuis le 28/11/2026');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Corriger à l'étape 4", '/publication/7/edit/4'],
      ["Corriger à l'étape 5", '/publication/7/edit/5'],
    ]);
    expect(within(region).queryByRole('button', { name: 'Corriger' })).not.toBeInTheDocument();
    // A draft again: the wizard is open to its author.
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/publication/7/edit');
  });

  test('« À corriger » and submitted again, the messages no longer lead to the closed wizard', async () => {
    serve({
      ...validatedWith(referencement('aCorriger', { Messages: [BAD_PRICE] })),
      IdEtatPublication: 2,
    });
    renderPage();
    const region = await section();
    expect(messagesOf(region)).toHaveLength(1);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });
});

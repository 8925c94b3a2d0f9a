import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCheckoutMachine } from '../../../machines/checkout/checkoutMachine.ts';
import { devInspect } from '../../lib/dev/inspector.ts';
import { useBasket, usePublications } from '../basket/public.ts';
import { outcomePath, postPaymentForm } from '../payment/public.ts';
import { checkoutApi } from './api/checkoutApi.ts';
import type { CheckoutPageProps } from './components/CheckoutPage.tsx';

function publicationLabel({ Titre, Ean }: { Titre: string | null; Ean: string }): string {
  return Titre ? `${Titre} (${Ean})` : Ean;
}

/**
 * The confirmation's machine over the real calls and the page's basket: a publication chosen or a training removed
 * here is saved by the basket, whose every settled change has the recap read again; once the order is placed the basket reloads. The
 * customer's publications are read when a referencing line needs one.
 */
export function useCheckout(): CheckoutPageProps {
  const basket = useBasket();
  // The basket's commands send to its one controller: those of the first render stay right.
  const { choosePublication, remove, reload } = basket;
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createCheckoutMachine({
      api: checkoutApi,
      choosePublication: (line, IdPublication) => choosePublication(line, IdPublication),
      removeLine: (line) => remove(line),
      commandePlaced: () => reload(),
      redirect: postPaymentForm,
      showSettled: (commande) => void navigate(outcomePath({ Issue: 'succes', IdCommande: commande.Id })),
    }),
  );
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const checkout = useActorRef(machine, { input: { idempotencyKey }, inspect: devInspect() });

  const { status, basket: view } = basket;
  // The recap is read as the page opens: only a basket that then settles different has it read again. A snapshot
  // that brings the same lines (the first load, a save answered unchanged) does not make the page wait.
  const settledBasket = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'ready') return;
    const settled = JSON.stringify(view);
    if (settledBasket.current !== null && settledBasket.current !== settled) {
      checkout.send({ type: 'checkout.basketChanged' });
    }
    settledBasket.current = settled;
  }, [checkout, status, view]);

  const needsPublications = useSelector(
    checkout,
    (snapshot) => (snapshot.context.conditions?.LignesSansPublication.length ?? 0) > 0,
  );
  const { data } = usePublications(needsPublications);
  const publications = useMemo(
    () => data?.map((publication) => ({ id: publication.Id, label: publicationLabel(publication) })),
    [data],
  );
  return { checkout, publications };
}

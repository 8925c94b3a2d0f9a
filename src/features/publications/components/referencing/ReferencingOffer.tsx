import { useQueries, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { TYPE_PRODUIT } from '../../../../../domain/referenceIds.ts';
import { REFERENCING_OFFER_TEXTS, REFERENCING_TEXTS } from '../../../../../domain/referencing/referencingTexts.ts';
import { Button, type ButtonVariant } from '../../../../components/ui/Button.tsx';
import { STALE_TIME } from '../../../../lib/api/queryDefaults.ts';
import { postQueryOptions } from '../../../../lib/api/postQueryOptions.ts';
import { catalogueKeys } from '../../../../lib/queryKeys/catalogueKeys.ts';
import { useBasket } from '../../../basket/public.ts';
import type { Publication } from '../../api/getPublication.ts';
import styles from './Referencing.module.css';

const OFFER = REFERENCING_OFFER_TEXTS;
const BUTTON = REFERENCING_TEXTS;

/*
 * What referencing costs and how it is ordered, in one module: the conditions, the wizard's end, the list and the
 * publication's page all show some of it, and one module makes one chunk for them rather than several small ones.
 */

/**
 * The « Référencement » products whose prices the conditions quote: the server asks the one that fits a
 * publication's format (Referencement.IdProduit), a printed book's or a digital one's.
 */
const REFERENCING_PRODUITS = { imprime: 1, numerique: 2 } as const;

/** A product of the catalogue, under the catalogue's own key (the services' pages share the answer). */
function produitQueryOptions(id: number) {
  return postQueryOptions(
    catalogueKeys.produit(id),
    '/Produit/Produit_Get',
    { Id: id },
    { staleTime: STALE_TIME.content },
  );
}

export function useReferencingProduit(id: number | undefined) {
  return useQuery({ ...produitQueryOptions(id ?? 0), enabled: id !== undefined });
}

export type ReferencingPrices =
  { status: 'pending' | 'error' } | { status: 'success'; imprime: number; numerique: number };

/** The prices in cents of referencing a printed book and a digital one, as the catalogue sells them. */
export function useReferencingPrices(): ReferencingPrices {
  const [imprime, numerique] = useQueries({
    queries: [produitQueryOptions(REFERENCING_PRODUITS.imprime), produitQueryOptions(REFERENCING_PRODUITS.numerique)],
  });
  if (imprime.isError || numerique.isError) return { status: 'error' };
  if (!imprime.data || !numerique.data) return { status: 'pending' };
  return { status: 'success', imprime: imprime.data.PrixTTCCentimes, numerique: numerique.data.PrixTTCCentimes };
}

export interface ReferencingOfferProps {
  /** The publication just submitted: what pays its referencing, or its own price. Without it, the catalogue's prices. */
  referencement?: Publication['Referencement'];
  className?: string;
}

/** What the prices say: this publication's, or the catalogue's for a printed and a digital book. */
function PriceText({ referencement }: Pick<ReferencingOfferProps, 'referencement'>) {
  if (referencement) {
    if (referencement.Couverture) return <p>{OFFER.ofPublication[referencement.Couverture]}</p>;
    return (
      <>
        <p>{OFFER.ofPublication.toOrder(formatPrice(referencement.PrixCentimes))}</p>
        <p>{OFFER.subscription}</p>
      </>
    );
  }
  return <CataloguePrices />;
}

function CataloguePrices() {
  const prices = useReferencingPrices();
  return (
    <>
      {/* Read politely once known, so that the sentence does not appear unannounced to screen readers. */}
      <p aria-live="polite">
        {prices.status === 'success'
          ? OFFER.price(formatPrice(prices.imprime), formatPrice(prices.numerique))
          : prices.status === 'error'
            ? OFFER.priceUnknown
            : null}
      </p>
      <p>{OFFER.subscription}</p>
    </>
  );
}

/** What referencing buys, what it costs and that a subscription covers it. */
export function ReferencingOffer({ referencement, className }: ReferencingOfferProps) {
  const titleId = useId();
  return (
    <section className={[styles.offer, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.offerTitle}>
        {OFFER.title}
      </h2>
      <ul className={styles.offerList}>
        {OFFER.buys.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <PriceText referencement={referencement} />
    </section>
  );
}

export interface OrderReferencingButtonProps {
  idPublication: number;
  /** The « Référencement » product that fits the publication (Referencement.IdProduit), and its price. */
  idProduit: number;
  prixCentimes: number;
  /** Said instead of the button's text where several publications have one (« Mes publications »). */
  'aria-label'?: string;
  variant?: ButtonVariant;
}

/**
 * « Commander le référencement »: puts the referencing of this publication in the basket, then opens the basket.
 * The product's name is asked of the catalogue for the line; the basket shows its own once the server has it.
 */
export function OrderReferencingButton({
  idPublication,
  idProduit,
  prixCentimes,
  variant = 'primary',
  ...aria
}: OrderReferencingButtonProps) {
  const basket = useBasket();
  const navigate = useNavigate();
  const produit = useReferencingProduit(idProduit);
  const order = () => {
    basket.add({
      Produit: {
        Id: idProduit,
        IdTypeProduit: TYPE_PRODUIT.referencement,
        Libelle: produit.data?.Libelle ?? BUTTON.sectionTitle,
        PrixTTCCentimes: prixCentimes,
      },
      IdPublication: idPublication,
      Formation: null,
    });
    void navigate('/panier');
  };
  return (
    <Button variant={variant} onPress={order} {...aria}>
      {BUTTON.order}
    </Button>
  );
}

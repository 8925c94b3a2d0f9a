import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import type { CheckoutBlocker } from '../../../../domain/order/checkoutRules.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import type { CheckoutMachine } from '../../../../machines/checkout/checkoutMachine.ts';
import { selectBlockers, selectCanOrder, selectIsBusy } from '../../../../machines/checkout/selectors.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { formatPrice } from '../../../lib/format/formatPrice.ts';
import styles from './CheckoutPage.module.css';

export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>;

function Recap({ conditions }: { conditions: ConditionsCommande }) {
  const panier = conditions.Panier;
  return (
    <section className={styles.card} aria-labelledby="recapitulatif">
      <h2 id="recapitulatif">{CHECKOUT_TEXTS.recapTitle}</h2>
      <ul className={styles.lines}>
        {panier.listCommandeProduit.map((line) => (
          <li key={line.Id} className={styles.line}>
            <div>
              <p>{line.Produit.Libelle}</p>
              {line.Publication && <p className={styles.muted}>{line.Publication.Titre ?? line.Publication.Ean}</p>}
              {line.Formation && (
                <p className={styles.muted}>{formatDateRange(line.Formation.DateDebut, line.Formation.DateFin)}</p>
              )}
              {line.MontantTTCCentimes >= 0 && (
                <p className={styles.muted}>
                  {line.Quantite} × {formatPrice(line.PrixUnitaireTTCCentimes)}
                </p>
              )}
            </div>
            <p className={styles.amount}>
              {line.MontantTTCCentimes < 0
                ? `−${formatPrice(-line.MontantTTCCentimes)}`
                : formatPrice(line.MontantTTCCentimes)}
            </p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {panier.MontantReductionTTCCentimes > 0 && (
          <div>
            <dt>Réduction{panier.CodeReduction ? ` (${panier.CodeReduction})` : ''}</dt>
            <dd>−{formatPrice(panier.MontantReductionTTCCentimes)}</dd>
          </div>
        )}
        <div>
          <dt>Total HT</dt>
          <dd>{formatPrice(panier.TotalHTCentimes)}</dd>
        </div>
        <div>
          <dt>TVA</dt>
          <dd>{formatPrice(panier.TotalTVACentimes)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total TTC</dt>
          <dd>{formatPrice(panier.TotalTTCCentimes)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Billing({ conditions }: { conditions: ConditionsCommande }) {
  const client = conditions.Facturation;
  const adresse = client.Adresse;
  const lines = [
    client.RaisonSociale,
    client.Siret ? `SIRET ${client.Siret}` : null,
    client.NumeroTva ? `N° de TVA intracommunautaire ${client.NumeroTva}` : null,
    [client.Civilite, client.Prenom, client.Nom].filter(Boolean).join(' '),
    ...(adresse
      ? [adresse.NumeroEtVoie, adresse.ComplementsAdresse, `${adresse.CodePostal} ${adresse.Ville}`, adresse.Pays]
      : []),
    client.Email,
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="facturation">
      <h2 id="facturation">{CHECKOUT_TEXTS.billingTitle}</h2>
      <address className={styles.address}>{lines.join('\n')}</address>
      <Link to="/profil">{CHECKOUT_TEXTS.editProfile}</Link>
    </section>
  );
}

const BLOCKER_TEXTS: Readonly<Record<Exclude<CheckoutBlocker, 'emptyBasket'>, string>> = {
  addressMissing: CHECKOUT_TEXTS.addressMissing,
  publicationMissing: CHECKOUT_TEXTS.publicationMissing,
  trainingForIndividual: CHECKOUT_TEXTS.trainingForIndividual,
};

function Blocker({ blocker }: { blocker: Exclude<CheckoutBlocker, 'emptyBasket'> }) {
  return (
    <div className={styles.blocker}>
      <p>{BLOCKER_TEXTS[blocker]}</p>
      <p className={styles.links}>
        {blocker === 'addressMissing' && <Link to="/profil">{CHECKOUT_TEXTS.editProfile}</Link>}
        {blocker === 'publicationMissing' && (
          <>
            <Link to="/panier">{CHECKOUT_TEXTS.chooseInBasket}</Link>
            <Link to="/publication/conditions">{CHECKOUT_TEXTS.declarePublication}</Link>
          </>
        )}
        {blocker === 'trainingForIndividual' && <Link to="/contact">{CHECKOUT_TEXTS.contactUs}</Link>}
      </p>
    </div>
  );
}

/** /panier/valider: the recap, the billing identity, the acceptances, and the order. */
export function CheckoutPage({ checkout }: { checkout: CheckoutActorRef }) {
  useDocumentTitle(CHECKOUT_TEXTS.title);
  const snapshot = useSelector(checkout, (state) => state);
  const { conditions, error, commande } = snapshot.context;
  const blockers = selectBlockers(snapshot);
  const canOrder = selectCanOrder(snapshot);
  const busy = selectIsBusy(snapshot);
  const answer = (name: 'accepteCgv' | 'demandeExecutionImmediate' | 'renonceDroitRetractation') => ({
    isSelected: snapshot.context[name],
    isDisabled: busy,
    onChange: (value: boolean) => checkout.send({ type: 'checkout.answer', answer: name, value }),
  });

  const header = (
    <div className={page.header}>
      <Link className={page.back} to="/panier">
        {CHECKOUT_TEXTS.backToBasket}
      </Link>
      <h1 className={page.title}>{CHECKOUT_TEXTS.title}</h1>
    </div>
  );

  if (snapshot.matches('loading')) return <LoadingState label={CHECKOUT_TEXTS.loading} minHeight="30rem" />;
  if (snapshot.matches('loadFailed') || !conditions)
    return (
      <div className={page.page}>
        {header}
        <ErrorState
          message={error ?? CHECKOUT_TEXTS.loadFailed}
          onRetry={() => checkout.send({ type: 'checkout.retry' })}
        />
      </div>
    );
  if (blockers.includes('emptyBasket') && !commande)
    return (
      <div className={page.page}>
        {header}
        <EmptyState>{CHECKOUT_TEXTS.emptyBasket}</EmptyState>
        <Link to="/">{CHECKOUT_TEXTS.browseCatalogue}</Link>
      </div>
    );

  return (
    <div className={page.page}>
      {header}
      <div className={styles.layout}>
        <Recap conditions={conditions} />
        <div className={page.section}>
          <Billing conditions={conditions} />
          {blockers.map((blocker) => (blocker === 'emptyBasket' ? null : <Blocker key={blocker} blocker={blocker} />))}
          <section className={styles.card} aria-labelledby="engagement">
            <h2 id="engagement">{CHECKOUT_TEXTS.order}</h2>
            <fieldset className={styles.acceptances}>
              <CheckboxField {...answer('accepteCgv')}>{CHECKOUT_TEXTS.acceptCgv}</CheckboxField>
              <a href="/cgu" target="_blank" rel="noopener">
                {CHECKOUT_TEXTS.cgvLink}
              </a>
              {conditions.ExecutionImmediateRequise && (
                <>
                  <p className={styles.muted}>{CHECKOUT_TEXTS.immediateStartExplained}</p>
                  <CheckboxField {...answer('demandeExecutionImmediate')}>
                    {CHECKOUT_TEXTS.immediateStart}
                  </CheckboxField>
                  <CheckboxField {...answer('renonceDroitRetractation')}>{CHECKOUT_TEXTS.waiver}</CheckboxField>
                </>
              )}
            </fieldset>
            {error && snapshot.matches('reviewing') && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            {snapshot.matches('paymentFailed') && commande ? (
              <div className={styles.error} role="alert">
                <p>
                  {CHECKOUT_TEXTS.paymentStartFailed}
                  {error ? ` ${error}` : ''}
                </p>
                <p className={styles.links}>
                  <Button onPress={() => checkout.send({ type: 'checkout.retry' })}>
                    {CHECKOUT_TEXTS.retryPayment}
                  </Button>
                  <Link to={FOLLOW_UP_PATHS.order(commande.Id)}>{CHECKOUT_TEXTS.seeOrder}</Link>
                </p>
              </div>
            ) : (
              <Button onPress={() => checkout.send({ type: 'checkout.confirm' })} isDisabled={!canOrder || busy}>
                {snapshot.matches('redirecting')
                  ? CHECKOUT_TEXTS.redirecting
                  : busy
                    ? CHECKOUT_TEXTS.ordering
                    : CHECKOUT_TEXTS.order}
              </Button>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { CHECKOUT_TEXTS, PAYMENT_PAGE_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import type { CheckoutMachine } from '../../../../machines/checkout/checkoutMachine.ts';
import {
  selectBlockers,
  selectCanAnswer,
  selectCanPlaceCommande,
  selectIsBusy,
  selectLinesWithoutPublication,
  selectNothingToPay,
  selectTrainingsForIndividual,
} from '../../../../machines/checkout/selectors.ts';
import type { CheckoutAnswers } from '../../../../machines/checkout/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import page from '../../../components/ui/Page.module.css';
import type { SelectOption } from '../../../components/ui/SelectField.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { BillingIdentity } from './BillingIdentity.tsx';
import { CheckoutBlocker } from './CheckoutBlocker.tsx';
import { CheckoutRecap } from './CheckoutRecap.tsx';
import { PublicationChoices } from './PublicationChoices.tsx';
import { TrainingRemovals } from './TrainingRemovals.tsx';
import styles from './CheckoutPage.module.css';

export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>;

export interface CheckoutPageProps {
  checkout: CheckoutActorRef;
  /** The customer's publications, for referencing lines without one; undefined while they load. */
  publications?: readonly SelectOption[] | undefined;
}

/** /panier/valider: the recap, the billing identity, the acceptances, and the order. */
export function CheckoutPage({ checkout, publications }: CheckoutPageProps) {
  useDocumentTitle(CHECKOUT_TEXTS.title);
  const snapshot = useSelector(checkout, (state) => state);
  const { conditions, error, commande } = snapshot.context;
  const blockers = selectBlockers(snapshot);
  const canPlaceCommande = selectCanPlaceCommande(snapshot);
  const canAnswer = selectCanAnswer(snapshot);
  const busy = selectIsBusy(snapshot);
  const nothingToPay = selectNothingToPay(snapshot);
  const answer = (name: keyof CheckoutAnswers) => ({
    isSelected: snapshot.context[name],
    isDisabled: !canAnswer,
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
        <p className={styles.links}>
          <Link to="/">{CHECKOUT_TEXTS.browseCatalogue}</Link>
          {/* Back from the provider's page, the order just placed is there. */}
          <Link to={FOLLOW_UP_PATHS.commandes}>{PAYMENT_PAGE_TEXTS.myCommandes}</Link>
        </p>
      </div>
    );

  const shownBlockers = blockers.filter((blocker) => blocker !== 'emptyBasket');
  return (
    <div className={page.page}>
      {header}
      <div className={styles.layout}>
        <CheckoutRecap conditions={conditions} />
        <div className={page.section}>
          <BillingIdentity facturation={conditions.Facturation} />
          {shownBlockers.map((blocker) => (
            <CheckoutBlocker key={blocker} blocker={blocker}>
              {blocker === 'publicationMissing' && (
                <PublicationChoices
                  lines={selectLinesWithoutPublication(snapshot)}
                  publications={publications}
                  isDisabled={!canAnswer}
                  onChoose={(idLigne, IdPublication) =>
                    checkout.send({ type: 'checkout.choosePublication', idLigne, IdPublication })
                  }
                />
              )}
              {blocker === 'trainingForIndividual' && (
                <TrainingRemovals
                  lines={selectTrainingsForIndividual(snapshot)}
                  isDisabled={!canAnswer}
                  onRemove={(idLigne) => checkout.send({ type: 'checkout.removeLine', idLigne })}
                />
              )}
            </CheckoutBlocker>
          ))}
          <section className={styles.card} aria-labelledby="engagement">
            <h2 id="engagement">{CHECKOUT_TEXTS.placeCommande}</h2>
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
            {nothingToPay && <p className={styles.muted}>{CHECKOUT_TEXTS.nothingToPay}</p>}
            <p className={styles.status} role="status">
              {snapshot.matches('refreshing') ? CHECKOUT_TEXTS.refreshing : ''}
            </p>
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
                  <Link to={FOLLOW_UP_PATHS.commande(commande.Id)}>{CHECKOUT_TEXTS.seeCommande}</Link>
                </p>
              </div>
            ) : (
              <Button
                onPress={() => checkout.send({ type: 'checkout.confirm' })}
                isDisabled={!canPlaceCommande}
                aria-describedby={shownBlockers.map((blocker) => `blocage-${blocker}`).join(' ') || undefined}
              >
                {snapshot.matches('redirecting')
                  ? CHECKOUT_TEXTS.redirecting
                  : snapshot.matches('settled')
                    ? CHECKOUT_TEXTS.settled
                    : busy
                      ? CHECKOUT_TEXTS.ordering
                      : CHECKOUT_TEXTS.placeCommande}
              </Button>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import emptyBasketVisual from '../../../assets/illustrations/panier-vide.svg';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import page from '../../../components/ui/Page.module.css';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { useIsHydrating } from '../../../lib/ssr/useIsHydrating.ts';
import { BASKET_MESSAGES } from '../../../../domain/basket/messages.ts';
import { useAuth, type Auth } from '../../auth/public.ts';
import { usePublications } from '../api/getPublications.ts';
import type { BasketStatus } from '../../../../machines/basket/selectors.ts';
import { isSessionPending } from '../basketPending.ts';
import { useBasket } from '../hooks/useBasket.ts';
import { useFocusAfterRemoval } from '../hooks/useFocusAfterRemoval.ts';
import { BasketLine, lineTitleId } from './BasketLine.tsx';
import { ReductionCodeForm } from './ReductionCodeForm.tsx';
import styles from './BasketPage.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

/** Where a signed-in customer validates the basket (built by the ordering feature). */
export const VALIDATION_PATH = '/panier/valider';

/**
 * Whether the basket on show may not be the customer's yet, and so must not be shown: the session is still being
 * checked, or a signed-in customer's basket is still on its way (the machine is being fetched, the account's
 * basket loaded). While the account's basket is loaded or merged, lines the browser holds are shown, busy.
 */
function isBasketPending(auth: Pick<Auth, 'status' | 'isFrontOffice'>, status: BasketStatus, hasLines: boolean) {
  if (isSessionPending(auth)) return true;
  if (auth.isFrontOffice && status === 'local') return true;
  return (status === 'loading' || status === 'merging') && !hasLines;
}

/** « Mon Panier »: the lines, their quantities, the reduction code and the totals. */
export default function BasketPage() {
  const basket = useBasket();
  const auth = useAuth();
  const navigate = useNavigate();
  const hydrating = useIsHydrating();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const signedIn = basket.status !== 'local' && basket.status !== 'mergeFailed';
  const { totals, codeReduction } = basket.basket;
  // The discount is said once, in the summary, with its code: its line is not listed among the articles.
  const lines = basket.basket.lines.filter((line) => !line.isReduction);
  const publications = usePublications(signedIn && lines.some((line) => line.needsPublication));
  const busy = basket.status === 'busy' || basket.status === 'merging' || basket.status === 'loading';
  const focusLine = useCallback(
    (id: string) => listRef.current?.querySelector<HTMLElement>(`[id="${lineTitleId(id)}"]`)?.focus(),
    [],
  );
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const removing = useFocusAfterRemoval(
    lines.map((line) => line.id),
    { focusLine, focusHeading },
  );

  const heading = (
    <div className={page.header}>
      <h1 ref={headingRef} tabIndex={-1} className={page.title}>
        Mon panier
      </h1>
    </div>
  );

  if (basket.status === 'loadFailed')
    return <ErrorState message={BASKET_MESSAGES.loadFailed} onRetry={basket.reload} />;
  if (isBasketPending(auth, basket.status, lines.length > 0))
    return (
      <div className={page.page}>
        {heading}
        <LoadingState label="Chargement du panier..." />
      </div>
    );

  const missingPublication = lines.some((line) => line.needsPublication);
  const hasDiscount = codeReduction !== null || totals.reductionTTCCentimes > 0;
  const validate = () => {
    if (signedIn) void navigate(VALIDATION_PATH);
    // Signing in to validate goes on to the validation, through the identity provider and back.
    else auth.signIn({ returnTo: VALIDATION_PATH });
  };

  return (
    <div className={page.page}>
      {heading}
      {basket.status === 'mergeFailed' && (
        <div className={styles.alert} role="alert">
          <p>Votre panier n'a pas pu être rattaché à votre compte : {BASKET_MESSAGES.mergeFailed}.</p>
          <Button variant="secondary" onPress={basket.retryMerge}>
            Réessayer
          </Button>
        </div>
      )}
      {lines.length === 0 ? (
        // The server's empty basket is hidden from a browser that may hold another until the page's own is known
        // (src/ssr/pendingVisitor.ts): the attribute leaves with the hydration.
        <div className={styles.empty} data-server-rendered={hydrating || undefined}>
          {/* An empty basket, drawn: the sentence below says it. The page's largest element: fetched first. */}
          <img
            className={styles.emptyVisual}
            src={emptyBasketVisual}
            width={240}
            height={160}
            alt=""
            fetchPriority="high"
          />
          <p className={styles.emptyText}>Votre panier est vide.</p>
          <ButtonLink to="/">Découvrir les services</ButtonLink>
        </div>
      ) : (
        <div className={styles.layout} aria-busy={busy || undefined}>
          <ul ref={listRef} className={styles.lines} aria-label="Articles du panier">
            {lines.map((line) => (
              <BasketLine
                key={line.id}
                line={line}
                isDisabled={busy || basket.status === 'mergeFailed'}
                publications={
                  signedIn
                    ? (publications.data ?? []).map((p) => ({
                        id: p.Id,
                        label: p.Titre ? `${p.Titre} (${p.Ean})` : p.Ean,
                      }))
                    : null
                }
                onIncrease={() => basket.increase(line.key)}
                onDecrease={() => basket.decrease(line.key)}
                onRemove={() => {
                  removing(line.id);
                  basket.remove(line.key);
                }}
                onChoosePublication={(id) => basket.choosePublication(line.key, id)}
              />
            ))}
          </ul>
          <aside className={styles.side} aria-label="Récapitulatif">
            {signedIn ? (
              <ReductionCodeForm
                isDisabled={busy}
                applied={codeReduction}
                refusal={basket.codeRefusal}
                onApply={basket.applyCode}
              />
            ) : (
              <p className={styles.note}>Vous pourrez saisir un code de réduction une fois connecté.</p>
            )}
            <dl className={styles.totals}>
              <Fact term="Sous-total">{formatPrice(totals.produitsTTCCentimes)}</Fact>
              {hasDiscount && (
                <div className={styles.discount}>
                  <dt>
                    Réduction
                    {codeReduction && (
                      <>
                        {' '}
                        <span className={styles.discountCode}>
                          Code <strong>{codeReduction}</strong>
                        </span>
                      </>
                    )}
                  </dt>
                  <dd>−{formatPrice(totals.reductionTTCCentimes)}</dd>
                  {codeReduction && signedIn && (
                    <dd className={styles.discountAction}>
                      <Button
                        variant="ghost"
                        isDisabled={busy}
                        onPress={basket.removeCode}
                        aria-label={`Retirer le code de réduction ${codeReduction}`}
                      >
                        Retirer le code
                      </Button>
                    </dd>
                  )}
                </div>
              )}
              <Fact term="Total TTC" className={styles.total}>
                {formatPrice(totals.totalTTCCentimes)}
              </Fact>
            </dl>
            {missingPublication && (
              <p id="validation-bloquee" className={styles.note}>
                Choisissez la publication de chaque référencement pour valider votre panier.
              </p>
            )}
            <Button
              onPress={validate}
              isDisabled={busy || (signedIn && missingPublication)}
              aria-describedby={missingPublication ? 'validation-bloquee' : undefined}
            >
              Valider mon panier
            </Button>
            {!signedIn && (
              <p className={styles.note}>
                Vous serez invité à vous connecter, puis conduit à la validation de votre panier.
              </p>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}

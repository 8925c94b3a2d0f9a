import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { formatPrice } from '../../../lib/format/formatPrice.ts';
import { BASKET_MESSAGES } from '../../../../domain/basket/messages.ts';
import { useAuth } from '../../auth/public.ts';
import { usePublications } from '../api/getPublications.ts';
import { useBasket } from '../hooks/useBasket.ts';
import { BasketLine } from './BasketLine.tsx';
import { ReductionCodeForm } from './ReductionCodeForm.tsx';
import styles from './BasketPage.module.css';

/** Where a signed-in customer validates the basket (built by the ordering feature). */
export const VALIDATION_PATH = '/panier/valider';

/** « Mon Panier »: the lines, their quantities, the reduction code and the totals. */
export default function BasketPage() {
  useDocumentTitle('Mon panier');
  const basket = useBasket();
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = basket.status !== 'local' && basket.status !== 'mergeFailed';
  const publications = usePublications(signedIn && basket.basket.lines.some((line) => line.needsPublication));
  const busy = basket.status === 'busy' || basket.status === 'merging' || basket.status === 'loading';
  const { lines, totals, codeReduction } = basket.basket;

  if (basket.status === 'loadFailed')
    return <ErrorState message={BASKET_MESSAGES.loadFailed} onRetry={basket.reload} />;
  if ((basket.status === 'loading' || basket.status === 'merging') && lines.length === 0)
    return <LoadingState label="Chargement du panier..." />;

  const missingPublication = lines.some((line) => line.needsPublication);
  const validate = () => {
    if (signedIn) void navigate(VALIDATION_PATH);
    else auth.signIn({ returnTo: '/panier' });
  };

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Mon panier</h1>
      </div>
      {basket.status === 'mergeFailed' && (
        <div className={styles.alert} role="alert">
          <p>Votre panier n'a pas pu être rattaché à votre compte : {BASKET_MESSAGES.mergeFailed}.</p>
          <Button variant="secondary" onPress={basket.retryMerge}>
            Réessayer
          </Button>
        </div>
      )}
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState>Votre panier est vide.</EmptyState>
          <Link to="/">Découvrir les services</Link>
        </div>
      ) : (
        <div className={styles.layout} aria-busy={busy || undefined}>
          <ul className={styles.lines} aria-label="Articles du panier">
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
                onRemove={() => basket.remove(line.key)}
                onChoosePublication={(id) => basket.choosePublication(line.key, id)}
              />
            ))}
          </ul>
          <aside className={styles.side} aria-label="Récapitulatif">
            {signedIn ? (
              <ReductionCodeForm
                code={codeReduction}
                isDisabled={busy}
                onApply={basket.applyCode}
                onRemove={basket.removeCode}
              />
            ) : (
              <p className={styles.note}>Vous pourrez saisir un code de réduction une fois connecté.</p>
            )}
            <dl className={styles.totals}>
              <div>
                <dt>Sous-total</dt>
                <dd>{formatPrice(totals.produitsTTCCentimes)}</dd>
              </div>
              {totals.reductionTTCCentimes > 0 && (
                <div>
                  <dt>Réduction</dt>
                  <dd>−{formatPrice(totals.reductionTTCCentimes)}</dd>
                </div>
              )}
              <div className={styles.total}>
                <dt>Total TTC</dt>
                <dd>{formatPrice(totals.totalTTCCentimes)}</dd>
              </div>
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
              <p className={styles.note}>Vous serez invité à vous connecter, puis ramené à votre panier.</p>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}

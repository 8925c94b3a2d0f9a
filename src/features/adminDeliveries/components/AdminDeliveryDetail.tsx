import type { ReactNode } from 'react';
import { ADMIN_DELIVERY_TEXTS, DELIVERY_TRIGGER_LABELS } from '../../../../domain/referencing/deliveryTexts.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import { isMissing } from '../../../components/ui/QueryOutcome.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { TitledPage } from '../../../components/ui/TitledPage.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useBoLivraison, type Livraison } from '../api/getBoLivraison.ts';
import { ADMIN_DELIVERY_PATHS } from '../paths.ts';
import { CatalogueMessages } from './CatalogueMessages.tsx';
import { answersOf } from './deliveryFacts.ts';
import { DeliveryProducts } from './DeliveryProducts.tsx';
import { DeliveryStateBadge } from './DeliveryStateBadge.tsx';
import { DownloadFileButton } from './DownloadFileButton.tsx';
import { RetryDeliverySection } from './RetryDeliverySection.tsx';
import styles from './AdminDeliveries.module.css';

const T = ADMIN_DELIVERY_TEXTS.detail;
const BACK_TO_LIST = { to: ADMIN_DELIVERY_PATHS.list, label: T.backToList };

function dateOrNone(value: string | null): string {
  return value ? formatDateHourMinute(value) : T.facts.none;
}

function DeliveryFactList({ livraison: l }: { livraison: Livraison }) {
  const facts: (readonly [string, ReactNode])[] = [
    [T.facts.etat, <DeliveryStateBadge key="etat" etat={l.Etat} />],
    [T.facts.version, ADMIN_DELIVERY_TEXTS.version(l.VersionOnix)],
    [T.facts.produits, ADMIN_DELIVERY_TEXTS.products(l.NombreProduits)],
    [T.facts.accuses, answersOf(l)],
    [T.facts.tentatives, String(l.Tentatives)],
    ...(l.Etat === 'preparee' ? [[T.facts.prochaineTentative, dateOrNone(l.DateProchaineTentative)] as const] : []),
    ...(l.DerniereErreur && l.Etat !== 'echec' ? [[T.facts.derniereErreur, l.DerniereErreur] as const] : []),
    [T.facts.envoi, dateOrNone(l.DateEnvoi)],
    [T.facts.accuse, dateOrNone(l.DateAccuse)],
  ];
  return (
    <section className={styles.facts} aria-label={T.factsLabel}>
      <dl className={styles.factList}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <DownloadFileButton id={l.Id} />
      </div>
    </section>
  );
}

function DeliveryPage({ livraison }: { livraison: Livraison }) {
  return (
    <TitledPage
      title={T.title(livraison.Id)}
      lead={T.lead(formatDateHourMinute(livraison.DateCreation), DELIVERY_TRIGGER_LABELS[livraison.Declencheur])}
      back={BACK_TO_LIST}
    >
      <DeliveryFactList livraison={livraison} />
      {livraison.Etat === 'echec' && <RetryDeliverySection livraison={livraison} />}
      {livraison.MessagesFichier.length > 0 && (
        <TitledSection title={T.fileMessagesTitle} className={styles.section} titleClassName={styles.sectionTitle}>
          <CatalogueMessages messages={livraison.MessagesFichier} />
        </TitledSection>
      )}
      <TitledSection title={T.productsTitle} className={styles.section} titleClassName={styles.sectionTitle}>
        <DeliveryProducts produits={livraison.Produits} />
      </TitledSection>
    </TitledPage>
  );
}

/**
 * `/admin/livraison/{id}`: a delivery, its products with what the catalogue answered, the file-level messages, its
 * file, and « Relancer » when its sending failed; a French not-found page for an id that names none.
 */
export function AdminDeliveryDetail({ id }: { id: number | null }) {
  const query = useBoLivraison(id);
  const missing = isMissing(query, id !== null);
  useDocumentTitle(missing ? T.notFoundTitle : query.data ? T.title(query.data.Id) : T.fallbackTitle);
  if (missing) return <NotFound title={T.notFoundTitle} message={T.notFound} home={BACK_TO_LIST} />;
  if (query.isError)
    return <ErrorState message={`${T.loadFailed} ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState minHeight="32rem" />;
  return <DeliveryPage livraison={query.data} />;
}

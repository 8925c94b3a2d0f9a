import { Link, useParams } from 'react-router-dom';
import { SanitizedHtml } from '../../components/content/SanitizedHtml.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { NotFound } from '../../components/ui/NotFound.tsx';
import page from '../../components/ui/Page.module.css';
import { useProduit } from '../../features/catalogue/api/getProduit.ts';
import { useSessionAction } from '../../features/catalogue/components/produitAction.ts';
import { SessionList } from '../../features/catalogue/components/SessionList.tsx';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { introOf, isFormation } from '../../features/catalogue/utils/catalogue.ts';
import { HEAD_TEXTS } from '../head/headTexts.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { formatPrice } from '../../../domain/formatPrice.ts';
import { parseId } from '../../lib/routing/parseId.ts';
import styles from './FormationRoute.module.css';

const NOT_FOUND_TITLE = HEAD_TEXTS.formation.notFoundTitle;

/** A training: what it teaches, its price and its sessions with the seats left. */
export default function FormationRoute() {
  const id = parseId(useParams().id);
  const produit = useProduit(id);
  // « Ajouter au panier » for a session, when the application offers it.
  const sessionAction = useSessionAction();
  const missing =
    id === null ||
    (produit.error instanceof ApiError && produit.error.isNotFound) ||
    (produit.isSuccess && !isFormation(produit.data));

  if (missing)
    return <NotFound title={NOT_FOUND_TITLE} message="Cette formation n'existe pas ou n'est plus proposée." />;
  if (produit.isError)
    return <ErrorState message={errorMessage(produit.error)} onRetry={() => void produit.refetch()} />;
  if (produit.isPending) return <LoadingState minHeight="32rem" />;

  const formation = produit.data;
  const intro = introOf(formation);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to={`/rubrique/${formation.IdRubrique}`} className={page.back}>
          ← Toutes les formations
        </Link>
        <p className={styles.kicker}>Formation</p>
        <h1 className={page.title}>{formation.Libelle}</h1>
        <ContentEditButton idContenu={formation.Contenu[0]?.Id} title={formation.Libelle} />
        <p className={page.lead}>{formation.Description}</p>
        <p className={styles.price}>
          {formatPrice(formation.PrixTTCCentimes)} <span className={styles.ttc}>TTC par participant</span>
        </p>
      </div>
      {intro && (
        <div className={page.article}>
          <SanitizedHtml html={intro} />
        </div>
      )}
      <section className={page.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={page.sectionTitle}>
          Sessions
        </h2>
        <SessionList
          sessions={formation.Sessions}
          renderAction={sessionAction ? (session, dates) => sessionAction(formation, session, dates) : undefined}
        />
      </section>
    </div>
  );
}

import accueilVisual from '../../assets/illustrations/accueil.svg';
import { SanitizedHtml } from '../../components/content/SanitizedHtml.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useProduits } from '../../features/catalogue/api/getProduits.ts';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { RubriqueSection } from '../../features/catalogue/components/RubriqueSection.tsx';
import { produitsByRubrique, referencingRubrique, visibleRubriques } from '../../features/catalogue/utils/catalogue.ts';
import { useContenu } from '../../features/content/api/getContenuByName.ts';
import { ContentEditButton } from '../../features/contentEdit/public.ts';
import { elementText, titleText } from '../../features/content/utils/contentElements.ts';
import { errorMessage } from '../../lib/api/apiError.ts';
import type { Contenu, Produit, Rubrique } from '../../lib/api/types.ts';
import styles from './HomeRoute.module.css';

const DEFAULT_TITLE = 'Les services';

/** The welcome: the title and presentation of the « Accueil » content, the main action and the illustration. */
function Welcome({ accueil, mainAction }: { accueil: Contenu | undefined; mainAction: Rubrique | undefined }) {
  const title = (accueil && titleText(accueil)) || DEFAULT_TITLE;
  const intro = accueil ? elementText(accueil, 'Texte') : null;
  return (
    <div className={styles.welcome}>
      <div className={styles.welcomeText}>
        <h1 className={styles.title}>{title}</h1>
        <ContentEditButton idContenu={accueil?.Id} title={title} />
        {mainAction && (
          <div className={styles.mainAction}>
            <ButtonLink to={`/rubrique/${mainAction.Id}`}>Référencer un livre</ButtonLink>
          </div>
        )}
        {intro && <SanitizedHtml className={styles.intro} html={intro} />}
      </div>
      {/* Books on a shelf, the catalogue's record of one, a shopping bag: an illustration, nothing to read. */}
      <img className={styles.visual} src={accueilVisual} width={480} height={320} alt="" />
    </div>
  );
}

function Catalogue({ rubriques, groups }: { rubriques: readonly Rubrique[]; groups: Map<number, Produit[]> }) {
  if (rubriques.length === 0) return <EmptyState>Aucun service n'est proposé pour le moment.</EmptyState>;
  return (
    <div id="services" className={styles.rubriques}>
      {rubriques.map((rubrique) => (
        <RubriqueSection key={rubrique.Id} rubrique={rubrique} produits={groups.get(rubrique.Id) ?? []} />
      ))}
    </div>
  );
}

/**
 * The services home: the welcome with its main action, then each rubrique with its products. The page shows
 * once the welcome text and the catalogue are both there (the route's loader asked for the three at once), so
 * that nothing moves under the reader's eyes as they arrive.
 */
export default function HomeRoute() {
  const accueil = useContenu('Accueil');
  const rubriques = useRubriques();
  const produits = useProduits();
  if (accueil.isPending || rubriques.isPending || produits.isPending)
    return <LoadingState label="Chargement des services..." minHeight="100vh" />;
  const catalogueError = rubriques.error ?? produits.error;
  const groups = produitsByRubrique(produits.data ?? []);
  const shown = visibleRubriques(rubriques.data ?? []);
  return (
    <div className={page.page}>
      <Welcome accueil={accueil.data} mainAction={catalogueError ? undefined : referencingRubrique(shown, groups)} />
      {catalogueError ? (
        <ErrorState
          message={errorMessage(catalogueError)}
          onRetry={() => {
            if (rubriques.isError) void rubriques.refetch();
            if (produits.isError) void produits.refetch();
          }}
        />
      ) : (
        <Catalogue rubriques={shown} groups={groups} />
      )}
    </div>
  );
}

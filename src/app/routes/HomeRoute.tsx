import { SanitizedHtml } from '../../components/content/SanitizedHtml.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useProduits } from '../../features/catalogue/api/getProduits.ts';
import { useRubriques } from '../../features/catalogue/api/getRubriques.ts';
import { RubriqueSection } from '../../features/catalogue/components/RubriqueSection.tsx';
import { produitsByRubrique, visibleRubriques } from '../../features/catalogue/utils/catalogue.ts';
import { useContenu } from '../../features/content/api/getContenuByName.ts';
import { elementText } from '../../features/content/utils/contentElements.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../lib/api/apiError.ts';
import styles from './HomeRoute.module.css';

const DEFAULT_TITLE = 'Les services';

function Welcome() {
  const accueil = useContenu('Accueil');
  if (accueil.isPending) return <div className={styles.welcomePlaceholder} />;
  const title = accueil.data ? (elementText(accueil.data, 'Titre') ?? DEFAULT_TITLE) : DEFAULT_TITLE;
  const intro = accueil.data ? elementText(accueil.data, 'Texte') : null;
  return (
    <div className={styles.welcome}>
      <h1 className={page.title}>{title}</h1>
      {intro && <SanitizedHtml className={styles.intro} html={intro} />}
    </div>
  );
}

function Catalogue() {
  // Both lists are asked for at once (the route's loader already started them): no waterfall.
  const rubriques = useRubriques();
  const produits = useProduits();
  if (rubriques.isError || produits.isError) {
    return (
      <ErrorState
        message={errorMessage(rubriques.error ?? produits.error)}
        onRetry={() => {
          if (rubriques.isError) void rubriques.refetch();
          if (produits.isError) void produits.refetch();
        }}
      />
    );
  }
  if (rubriques.isPending || produits.isPending)
    return <LoadingState label="Chargement des services..." minHeight="40rem" />;
  const groups = produitsByRubrique(produits.data);
  const shown = visibleRubriques(rubriques.data);
  if (shown.length === 0) return <EmptyState>Aucun service n'est proposé pour le moment.</EmptyState>;
  return (
    <div className={styles.rubriques}>
      {shown.map((rubrique) => (
        <RubriqueSection key={rubrique.Id} rubrique={rubrique} produits={groups.get(rubrique.Id) ?? []} />
      ))}
    </div>
  );
}

/** The services home: the welcome text, then each rubrique with its products. */
export default function HomeRoute() {
  useDocumentTitle(null);
  return (
    <div className={page.page}>
      <Welcome />
      <Catalogue />
    </div>
  );
}

import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { TitledSection } from '../../../../components/ui/TitledSection.tsx';
import { FICHE_LIBRAIRE_TEXTS as T } from '../../../../../domain/publication/ficheLibraireTexts.ts';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { useFicheLibraire } from '../../api/getFicheLibraire.ts';
import { FicheLibraire } from './FicheLibraire.tsx';
import styles from './FicheLibraire.module.css';

export interface FicheLibraireSectionProps {
  idPublication: number;
}

/** The « Fiche libraire » part of a publication's pages: its record card once read, and meanwhile its state. */
export function FicheLibraireSection({ idPublication }: FicheLibraireSectionProps) {
  const fiche = useFicheLibraire(idPublication);
  return (
    <TitledSection title={T.title} className={styles.section} titleClassName={styles.sectionTitle}>
      <p className={styles.intro}>{T.intro}</p>
      {fiche.isError ? (
        <ErrorState message={`${T.failed} ${errorMessage(fiche.error)}`} onRetry={() => void fiche.refetch()} />
      ) : fiche.isPending ? (
        <LoadingState label={T.loading} minHeight="20rem" />
      ) : (
        <FicheLibraire fiche={fiche.data} />
      )}
    </TitledSection>
  );
}

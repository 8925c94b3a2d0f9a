import { lazy, Suspense, useContext, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import form from '../../../../components/ui/Form.module.css';
import { useMarques } from '../../api/getMarques.ts';
import { useReferenceList } from '../../api/referenceLists.ts';
import type { Step3FormProps } from '../../types/stepForm.ts';
import { chooseMarque } from '../../utils/chooseMarque.ts';
import { eanPublisherPrefix } from '../../utils/formatEan.ts';
import { MarqueChoice } from '../marque/MarqueChoice.tsx';
import { MarqueDetails } from '../marque/MarqueDetails.tsx';
import { MarqueReportContext } from '../marque/marqueReport.ts';
import styles from './Step3Form.module.css';

// The dialog brings its own validator: it is fetched when an author opens it, not with the step.
const MarqueUpdateDialog = lazy(() =>
  import('../marque/MarqueUpdateDialog.tsx').then((module) => ({ default: module.MarqueUpdateDialog })),
);

/** Step 3: the editorial brand, among those the referencing provider knows for the EAN's publisher. */
export function Step3Form({ publication, draft, onChange, errors, isDisabled, onBusyChange }: Step3FormProps) {
  const ean = draft.Ean ?? publication.Ean ?? '';
  const marques = useMarques(ean);
  const pays = useReferenceList('pays');
  const savedId = (draft.IdMarque !== undefined ? draft.IdMarque : publication.IdMarque) ?? null;
  const chosenId = marques.data ? chooseMarque(marques.data, savedId) : null;
  const chosen = marques.data?.find((marque) => marque.Id === chosenId);
  const [isReporting, setReporting] = useState(false);
  const canReport = useContext(MarqueReportContext);
  const detailsId = useId();
  const prefix = eanPublisherPrefix(ean);

  const isFetching = marques.isFetching;
  useEffect(() => onBusyChange(isFetching), [isFetching, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  // The step saves the brand it shows chosen: the EAN's only brand by itself; among several, the author's own
  // choice only, so that a saved brand the EAN no longer offers is dropped rather than replaced by another.
  const offersBrands = (marques.data?.length ?? 0) > 0;
  useEffect(() => {
    if (offersBrands && !isDisabled && chosenId !== savedId) onChange({ IdMarque: chosenId });
  }, [offersBrands, chosenId, savedId, isDisabled, onChange]);

  if (ean.trim() === '') {
    return <EmptyState>Renseignez d’abord l’EAN de la publication à l’étape 1.</EmptyState>;
  }
  if (marques.isError) {
    return (
      <ErrorState
        message="Les marques éditoriales de cet EAN n’ont pas pu être chargées."
        onRetry={() => void marques.refetch()}
      />
    );
  }
  if (marques.isPending) return <LoadingState minHeight="8rem" />;

  if (marques.data.length === 0) {
    return (
      <div className={styles.step}>
        <EmptyState>
          Aucune marque éditoriale n’est connue pour le préfixe éditeur {prefix ? `${prefix} ` : ''}de cet EAN. Vérifiez
          l’EAN à l’étape 1 ou <Link to="/contact">contactez-nous</Link> pour faire enregistrer votre marque.
        </EmptyState>
        {errors['/IdMarque'] && (
          <p className={styles.error} role="alert">
            {errors['/IdMarque']}
          </p>
        )}
      </div>
    );
  }

  const paysLibelle = pays.data?.find((entry) => entry.IdPays === chosen?.Adresse.IdLocalitePays)?.Libelle;
  return (
    <div className={styles.step}>
      <p className={form.hint}>
        {marques.data.length > 1
          ? `Les marques suivantes sont rattachées au préfixe éditeur ${prefix ?? 'de votre EAN'} : choisissez celle qui publie cet ouvrage.`
          : `La marque rattachée au préfixe éditeur ${prefix ?? 'de votre EAN'} est choisie pour cet ouvrage.`}
      </p>
      <MarqueChoice
        marques={marques.data}
        selectedId={chosenId}
        onChange={(id) => onChange({ IdMarque: id })}
        errorMessage={errors['/IdMarque']}
        isDisabled={isDisabled}
      />
      {chosen && <MarqueDetails marque={chosen} pays={paysLibelle} headingId={detailsId} />}
      {canReport && chosen && (
        <div className={styles.report}>
          <p className={form.hint}>Une coordonnée de la marque est fausse ou a changé ?</p>
          <Button
            variant="secondary"
            onPress={() => setReporting(true)}
            isDisabled={isDisabled || publication.Id == null}
          >
            Signaler une mise à jour
          </Button>
        </div>
      )}
      {canReport && chosen && isReporting && publication.Id != null && (
        <Suspense fallback={null}>
          <MarqueUpdateDialog marque={chosen} idPublication={publication.Id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectBusyText,
  selectError,
  selectReadOnlyReason,
  selectStatus,
  selectStep,
} from '../../../../../machines/wizard/selectors.ts';
import { WIZARD_MESSAGES } from '../../../../../machines/wizard/messages.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { NotFound } from '../../../../components/ui/NotFound.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { useWizardEvents, type WizardActorRef } from '../../hooks/useWizardEvents.ts';
import { PUBLICATION_NOT_FOUND } from '../detail/publicationNotFound.ts';
import { MarqueReportContext } from '../marque/marqueReport.ts';
import { WizardReview } from '../review/WizardReview.tsx';
import { WizardStepPanel } from './WizardStepPanel.tsx';
import styles from './PublicationWizard.module.css';

export interface PublicationWizardProps {
  actor: WizardActorRef;
  /** Whether step 3 offers to report a brand's update (the author's wizard does, the back office's does not). */
  canReportMarque?: boolean;
}

/**
 * The wizard as its machine stands: loading, a failed fetch, an unknown publication, one not to change here, or a
 * step.
 */
export function PublicationWizard({ actor, canReportMarque = true }: PublicationWizardProps) {
  const status = useSelector(actor, selectStatus);
  const step = useSelector(actor, selectStep);
  const id = useSelector(actor, (snapshot) => snapshot.context.publication.Id ?? null);
  const busyText = useSelector(actor, selectBusyText);
  const error = useSelector(actor, selectError);
  const readOnlyReason = useSelector(actor, selectReadOnlyReason);
  const events = useWizardEvents(actor);
  const panelKey = step === null ? null : `${id ?? 'nouvelle'}-${step}`;
  // How many steps were shown: the first one is the page's arrival, each later one a move.
  const [shown, setShown] = useState<{ key: string | null; count: number }>({ key: null, count: 0 });
  if (panelKey !== null && panelKey !== shown.key) setShown({ key: panelKey, count: shown.count + 1 });

  if (status === 'loading') return <LoadingState label={WIZARD_MESSAGES.loading} minHeight="32rem" />;
  // Shown only until the read-only page takes over.
  if (readOnlyReason !== null) return <ErrorState message={readOnlyReason} />;
  if (status === 'notFound')
    return (
      <NotFound headingLevel={2} title={PUBLICATION_NOT_FOUND.title} message={error ?? PUBLICATION_NOT_FOUND.message} />
    );
  if (status === 'loadFailed' || step === null) {
    return <ErrorState message={error ?? WIZARD_MESSAGES.loadFailed} onRetry={events.retry} />;
  }
  if (status === 'reviewing') return <WizardReview actor={actor} />;
  return (
    <div className={styles.wizard}>
      <p className={styles.busy} role="status">
        {status === 'saving' || status === 'submitting' ? busyText : ''}
      </p>
      <MarqueReportContext value={canReportMarque}>
        <WizardStepPanel key={panelKey} actor={actor} step={step} afterMove={shown.count > 1} />
      </MarqueReportContext>
    </div>
  );
}

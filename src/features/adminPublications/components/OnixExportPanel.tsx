import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { Actor } from 'xstate';
import { ONIX_EXPORT_TEXTS as T } from '../../../../domain/publication/onixExportTexts.ts';
import type { OnixExportMachine } from '../../../../machines/onixExport/onixExportMachine.ts';
import { selectView } from '../../../../machines/onixExport/selectors.ts';
import type { PlanExportOnix } from '../../../../machines/onixExport/types.ts';
import { DateInput } from '../../../components/table/DateInput.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import page from '../../../components/ui/Page.module.css';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../paths.ts';
import styles from './OnixExportPanel.module.css';

/** The validated publications the export sets aside, each with a link to its page and the data it lacks. */
function Unexportable({ plan }: { plan: PlanExportOnix }) {
  return (
    <section className={styles.unexportable} aria-labelledby="onix-non-exportables">
      <h3 id="onix-non-exportables" className={styles.subtitle}>
        {T.unexportableTitle}
      </h3>
      {plan.NonExportables.length === 0 ? (
        <p className={styles.status}>{T.unexportableEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {plan.NonExportables.map(({ IdPublication, IdPersonne, Titre, Raisons }) => (
            <li key={IdPublication} className={styles.item}>
              <Link to={PATHS.detail(IdPersonne, IdPublication)}>{Titre}</Link>
              <ul className={styles.reasons}>
                {Raisons.map((raison) => (
                  <li key={raison}>{raison}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * « Export ONIX » of `/admin/publications`: the optional day, the download, and what cannot be exported. It shows the
 * state of `actor` (useOnixExportActor) and sends it what the user does.
 */
export function OnixExportPanel({ actor }: { actor: Actor<OnixExportMachine> }) {
  const view = useSelector(actor, selectView);
  const depuis = useSelector(actor, (snapshot) => snapshot.context.depuis);
  const busy = view.step === 'planning' || view.step === 'downloading';
  // Until a plan is read for the day, the button prepares the export; then it downloads the file.
  const planned = 'plan' in view;
  return (
    <section className={styles.panel} aria-labelledby="export-onix">
      <h2 id="export-onix" className={page.sectionTitle}>
        {T.title}
      </h2>
      <p className={styles.intro}>{T.intro}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) actor.send({ type: planned ? 'onixExport.download' : 'onixExport.plan' });
        }}
      >
        <DateInput
          label={T.sinceLabel}
          value={depuis ?? ''}
          onChange={(value) => actor.send({ type: 'onixExport.sinceChanged', depuis: value || null })}
          isDisabled={view.step === 'downloading'}
        />
        {/* Not isDisabled: the button keeps the focus while it works, and announces what it does. */}
        <Button type="submit" aria-disabled={busy || undefined}>
          {view.step === 'downloading' ? T.downloading : planned ? T.download : T.plan}
        </Button>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {view.step === 'idle' && T.idle}
        {view.step === 'planning' && T.planning}
        {(view.step === 'ready' || view.step === 'downloading' || view.step === 'failed') &&
          T.exportable(view.plan.NombreExportables)}
        {view.step === 'done' && T.downloaded(view.fileName, view.plan.NombreExportables)}
      </p>
      {view.step === 'failed' && (
        <p className={styles.error} role="alert">
          {[T.downloadFailed, view.error].filter(Boolean).join(' ')}
        </p>
      )}
      {view.step === 'planFailed' && <ErrorState message={[T.planFailed, view.error].filter(Boolean).join(' ')} />}
      {planned && <Unexportable plan={view.plan} />}
    </section>
  );
}

import { useId } from 'react';
import { PUBLICATION_FIELD_LABELS } from '../../../../../domain/publication/labels.ts';
import { WIZARD_STEP_TABLE } from '../../../../../domain/publication/wizardSteps.ts';
import { REFERENCING_TEXTS as T } from '../../../../../domain/referencing/referencingTexts.ts';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import type { Publication } from '../../api/getPublication.ts';
import { messageStep } from '../../utils/correctionStep.ts';
import { wizardPath } from '../../utils/wizardPath.ts';
import styles from './Referencing.module.css';

type MessageCatalogue = Publication['Referencement']['Messages'][number];

export interface CatalogueMessagesProps {
  idPublication: number;
  messages: readonly MessageCatalogue[];
  /** Each message links to the wizard step that fixes it (the publication is « À corriger »). */
  linkToSteps: boolean;
}

/** The field a message names, as the wizard labels it; null for a field the wizard does not show. */
function fieldLabel(champ: string | null): string | null {
  if (champ === null || !Object.hasOwn(PUBLICATION_FIELD_LABELS, champ)) return null;
  return PUBLICATION_FIELD_LABELS[champ as keyof typeof PUBLICATION_FIELD_LABELS];
}

/** The catalogue's last acknowledgement: each message with its severity, and the step and field it concerns. */
export function CatalogueMessages({ idPublication, messages, linkToSteps }: CatalogueMessagesProps) {
  const titleId = useId();
  return (
    <section className={styles.messages} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.messagesTitle}>
        {T.messagesTitle}
      </h3>
      <ul className={styles.messageList}>
        {messages.map((message, index) => {
          const step = messageStep(message);
          const field = fieldLabel(message.Champ);
          return (
            <li key={`${message.Code}-${index}`} className={`${styles.message} ${styles[message.Gravite]}`}>
              <p>
                <span className={styles.gravite}>{T.gravite(message.Gravite)}</span> {message.Message}
              </p>
              {step !== null && (
                <p className={styles.where}>
                  {T.step(step, WIZARD_STEP_TABLE[step].label)}
                  {field && ` · ${field}`}
                </p>
              )}
              {linkToSteps && step !== null && (
                <div>
                  <ButtonLink variant="secondary" to={wizardPath({ id: idPublication, step })}>
                    {T.fixAtStep(step)}
                  </ButtonLink>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { ADMIN_DELIVERY_TEXTS } from '../../../../domain/referencing/deliveryTexts.ts';
import { GRAVITE_LABELS } from '../../../../domain/referencing/catalogueMessageFields.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import type { MessageCatalogue } from '../api/getBoLivraison.ts';
import styles from './AdminDeliveries.module.css';

const T = ADMIN_DELIVERY_TEXTS.detail;

const TONES: Readonly<Record<MessageCatalogue['Gravite'], BadgeTone>> = {
  I: 'neutral',
  Q: 'neutral',
  W: 'warning',
  E: 'danger',
  F: 'danger',
};

/** Where the author fixes what a message points at: « Étape 5, champ Resume ». */
function placeOf({ Etape, Champ }: MessageCatalogue): string | null {
  const parts = [Etape !== null ? T.step(Etape) : null, Champ !== null ? T.field(Champ) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The catalogue's messages, each with its severity in words, its code, its French text and the wizard's step. */
export function CatalogueMessages({ messages }: { messages: readonly MessageCatalogue[] }) {
  if (messages.length === 0) return <span className={styles.muted}>{T.noMessage}</span>;
  return (
    <ul className={styles.messages}>
      {messages.map((message, index) => {
        const place = placeOf(message);
        return (
          // The catalogue may say the same code twice (two contributors): the place in the list tells them apart.
          <li key={`${message.Code}-${index}`} className={styles.message}>
            <span className={styles.messageHead}>
              <Badge tone={TONES[message.Gravite]}>{GRAVITE_LABELS[message.Gravite]}</Badge>
              <code className={styles.code}>{message.Code}</code>
            </span>
            <span>{message.Message}</span>
            {place && <span className={styles.muted}>{place}</span>}
          </li>
        );
      })}
    </ul>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { parseEuros, PRIX_MAX_CENTIMES } from '../../../../../domain/euroInput.ts';
import { dateTooEarlyMessage, PRICE_TEXTS as T } from '../../../../../domain/publication/priceChange.ts';
import { selectScheduleRefusal, selectScheduling } from '../../../../../machines/priceChange/selectors.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import form from '../../../../components/ui/Form.module.css';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useFieldRefs } from '../../../../lib/forms/useFieldRefs.ts';
import type { PriceChangeActorRef } from '../../hooks/usePriceChangeActor.ts';
import { parsePublicationDate } from '../../utils/publicationDateText.ts';
import styles from './PriceSection.module.css';

type Field = 'prix' | 'date';
type Errors = Partial<Record<Field, string>>;

const POINTERS: Record<string, Field> = { '/PrixTTC': 'prix', '/DateEffet': 'date' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the browser can say before asking the server: a price and a day it can read, not before the notice. */
function checked(prix: string, date: string, minimum: string): { errors: Errors; cents: number; day: string } {
  const errors: Errors = {};
  const cents = parseEuros(prix);
  if (cents === null || cents <= 0 || cents > PRIX_MAX_CENTIMES) errors.prix = T.priceRequired;
  const day = parsePublicationDate(date) ?? '';
  if (!ISO_DAY.test(day)) errors.date = T.dateRequired;
  else if (day < minimum) errors.date = dateTooEarlyMessage(minimum);
  return { errors, cents: cents ?? 0, day };
}

export interface SchedulePriceFormProps {
  actor: PriceChangeActorRef;
  /** The first day a new price may take (YYYY-MM-DD). */
  minimum: string;
}

/** « Programmer un nouveau prix »: the price and its day, checked here, then by the server, errors at the fields. */
export function SchedulePriceForm({ actor, minimum }: SchedulePriceFormProps) {
  const [prix, setPrix] = useState('');
  const [date, setDate] = useState('');
  const [local, setLocal] = useState<Errors | null>(null);
  const scheduling = useSelector(actor, selectScheduling);
  const refusal = useSelector(actor, selectScheduleRefusal);
  const { bindRef, focus } = useFieldRefs();

  const serverErrors: Errors = {};
  for (const { Champ, Message } of refusal.fields) {
    const field = POINTERS[Champ];
    if (field) serverErrors[field] = Message;
  }
  const errors = local ?? serverErrors;
  const firstInvalid = (shown: Errors): Field | undefined => (['prix', 'date'] as const).find((f) => shown[f]);

  // A refusal of the server: focus goes to the first field it names.
  useEffect(() => {
    focus(firstInvalid(serverErrors));
    // Only when a new refusal arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal.fields]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scheduling) return;
    const result = checked(prix, date, minimum);
    const field = firstInvalid(result.errors);
    if (field) {
      setLocal(result.errors);
      focus(field);
      return;
    }
    setLocal(null);
    actor.send({ type: 'priceChange.schedule', prixTTC: result.cents / 100, dateEffet: result.day });
  };

  const failure = local === null && refusal.message !== null && refusal.fields.length === 0 ? refusal.message : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="programmer-prix">
      <h3 id="programmer-prix" className={styles.subtitle}>
        {T.scheduleTitle}
      </h3>
      <p className={form.hint}>{T.scheduleIntro}</p>
      {failure && (
        <p role="alert" className={form.failure}>
          {`${T.scheduleFailed} ${failure}`}
        </p>
      )}
      <div className={form.row}>
        <TextField
          label={T.newPrice}
          name="PrixTTC"
          value={prix}
          onChange={setPrix}
          description={T.newPriceHint}
          inputMode="decimal"
          errorMessage={errors.prix}
          isDisabled={scheduling}
          inputRef={bindRef('prix')}
        />
        <TextField
          label={T.dateEffet}
          name="DateEffet"
          value={date}
          onChange={setDate}
          description={T.dateEffetHint(minimum)}
          errorMessage={errors.date}
          isDisabled={scheduling}
          inputRef={bindRef('date')}
        />
      </div>
      <div className={form.actions}>
        <Button type="submit" isPending={scheduling}>
          {scheduling ? T.scheduling : T.schedule}
        </Button>
      </div>
    </form>
  );
}

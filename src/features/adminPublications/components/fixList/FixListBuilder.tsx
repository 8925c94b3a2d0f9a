import { useEffect, useRef } from 'react';
import {
  CHAMPS_OF_ETAPE,
  FIX_LIST_STAFF_TEXTS as T,
  FIX_LIST_TEXTS,
  libelleChamp,
} from '../../../../../domain/publication/fixList.ts';
import { WIZARD_STEP_TABLE, WIZARD_STEPS, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { newDraftItem, type DraftItem } from './fixListDraft.ts';
import styles from './FixListBuilder.module.css';

export interface FixListBuilderProps {
  items: readonly DraftItem[];
  onChange: (items: DraftItem[]) => void;
  raisons: readonly { Id: number; Libelle: string }[];
  /** The message of each item whose reason is missing, by key. */
  errors: Readonly<Record<number, string>>;
}

const WHOLE_STEP = 0;
const STEP_OPTIONS = WIZARD_STEPS.map((step) => ({ id: step, label: `${step}. ${WIZARD_STEP_TABLE[step].label}` }));

function fieldOptions(etape: WizardStep) {
  return [
    { id: WHOLE_STEP, label: FIX_LIST_TEXTS.wholeStep },
    ...CHAMPS_OF_ETAPE[etape].map((champ, index) => ({ id: index + 1, label: libelleChamp(champ) ?? champ })),
  ];
}

/**
 * The fix list of a refusal: each item a reason, a step, a field of that step (or the whole step) and a comment.
 * Adding an item moves the focus to its reason; removing one moves it to « Ajouter une correction ».
 */
export function FixListBuilder({ items, onChange, raisons, errors }: FixListBuilderProps) {
  const addRef = useRef<HTMLDivElement>(null);
  const reasonRefs = useRef(new Map<number, HTMLButtonElement>());
  const focusKey = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const key = focusKey.current;
    focusKey.current = null;
    if (key === 'add') addRef.current?.querySelector('button')?.focus();
    else if (key !== null) reasonRefs.current.get(key)?.focus();
  });

  const update = (key: number, change: Partial<DraftItem>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{T.title}</legend>
      <p className={styles.hint}>{T.hint}</p>
      {items.length === 0 && <p className={styles.hint}>{T.empty}</p>}
      <ol className={styles.items}>
        {items.map((item, index) => {
          const champs = CHAMPS_OF_ETAPE[item.etape];
          const champIndex = item.champ === null ? WHOLE_STEP : champs.indexOf(item.champ) + 1;
          return (
            <li key={item.key}>
              <fieldset className={styles.item}>
                <legend className={styles.itemLegend}>{T.item(index + 1)}</legend>
                <SelectField
                  label={T.reason}
                  options={raisons.map((raison) => ({ id: raison.Id, label: raison.Libelle }))}
                  selectedId={item.idRaisonRefus}
                  onChange={(id) => update(item.key, { idRaisonRefus: id })}
                  errorMessage={errors[item.key]}
                  buttonRef={(element) => {
                    if (element) reasonRefs.current.set(item.key, element);
                    else reasonRefs.current.delete(item.key);
                  }}
                />
                <div className={styles.where}>
                  <SelectField
                    label={T.step}
                    options={STEP_OPTIONS}
                    selectedId={item.etape}
                    // Another step has other fields: the item then points at the whole step.
                    onChange={(id) => id !== null && update(item.key, { etape: id as WizardStep, champ: null })}
                  />
                  <SelectField
                    label={T.field}
                    options={fieldOptions(item.etape)}
                    selectedId={champIndex}
                    onChange={(id) =>
                      update(item.key, { champ: id === null || id === WHOLE_STEP ? null : (champs[id - 1] ?? null) })
                    }
                  />
                </div>
                <TextField
                  label={T.comment}
                  isOptional
                  multiline
                  rows={2}
                  maxLength={1000}
                  value={item.commentaire}
                  onChange={(commentaire) => update(item.key, { commentaire })}
                />
                <div>
                  <Button
                    variant="secondary"
                    onPress={() => {
                      focusKey.current = 'add';
                      onChange(items.filter((other) => other.key !== item.key));
                    }}
                  >
                    {T.remove(index + 1)}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div ref={addRef}>
        <Button
          variant="secondary"
          onPress={() => {
            const added = newDraftItem();
            focusKey.current = added.key;
            onChange([...items, added]);
          }}
        >
          {T.add}
        </Button>
      </div>
    </fieldset>
  );
}

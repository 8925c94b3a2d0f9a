import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { CheckboxGroup, FieldError, Label } from 'react-aria-components/CheckboxGroup';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { MODERATION_MESSAGES, refusalHasReason } from '../../../../domain/publication/moderation.ts';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../../domain/publication/adminPublicationTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import choice from '../../../components/ui/Choice.module.css';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { titleOf } from '../../publications/public.ts';
import { createModerationAnswerMachine } from '../../../../machines/moderationAnswer/moderationAnswerMachine.ts';
import { answerModeration, storeAnswered } from '../api/answerModeration.ts';
import type { BoPublication } from '../api/getBoPublication.ts';
import { useRaisonsRefus } from '../api/getRaisonsRefus.ts';
import { FixListBuilder } from './fixList/FixListBuilder.tsx';
import { draftErrors, toElements, type DraftItem } from './fixList/fixListDraft.ts';
import styles from './ModerationAnswerForm.module.css';

type Decision = 'accepter' | 'refuser';

/** The entries of `record` whose numeric key `keep` accepts. */
function pickBy(record: Readonly<Record<number, string>>, keep: (key: number) => boolean): Record<number, string> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep(Number(key))));
}

export interface ModerationAnswerFormProps {
  publication: BoPublication;
  onAnswered: () => void;
}

/**
 * `Accepter`, or `Refuser` for one reason at least (checked, or in an item of the fix list: a reason, a step, a
 * field and a comment) with a comment for the author; asked for confirmation before it is sent. A refusal from the server is shown above the form, which keeps everything chosen and typed.
 */
export function ModerationAnswerForm({ publication, onAnswered }: ModerationAnswerFormProps) {
  const raisons = useRaisonsRefus();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    createModerationAnswerMachine({
      api: { answer: answerModeration },
      answered: (answeredPublication, reponse) => {
        void storeAnswered(queryClient, answeredPublication);
        toast.success(reponse.Accepte ? T.answer.accepted : T.answer.refused);
        onAnswered();
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [raisonIds, setRaisonIds] = useState<string[]>([]);
  const [commentaire, setCommentaire] = useState('');
  const [items, setItems] = useState<DraftItem[]>([]);
  const [errors, setErrors] = useState<{ decision?: string; raisons?: string; items?: Record<number, string> }>({});
  const titre = titleOf(publication);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      decision: decision === null ? T.answer.decisionRequired : undefined,
      raisons:
        decision === 'refuser' && !refusalHasReason([...raisonIds, ...items])
          ? MODERATION_MESSAGES.reasonRequired
          : undefined,
      items: decision === 'refuser' ? draftErrors(items) : {},
    };
    setErrors(found);
    if (found.decision || found.raisons || Object.keys(found.items).length > 0) return;
    const accepte = decision === 'accepter';
    send({
      type: 'moderationAnswer.request',
      reponse: {
        Id: publication.Id,
        IdPersonne: publication.IdPersonne,
        Accepte: accepte,
        IdsRaisonRefus: accepte ? [] : raisonIds.map(Number),
        ...(accepte || items.length === 0 ? {} : { Elements: toElements(items) }),
        Commentaire: commentaire.trim() === '' ? null : commentaire.trim(),
      },
    });
  };

  if (raisons.isError)
    return <ErrorState message={errorMessage(raisons.error)} onRetry={() => void raisons.refetch()} />;
  if (raisons.isPending) return <LoadingState minHeight="12rem" />;

  return (
    <section className={styles.answer} aria-labelledby="reponse-moderation">
      <h2 id="reponse-moderation" className={styles.title}>
        {T.answer.title}
      </h2>
      {snapshot.context.error && snapshot.matches('editing') && <ErrorState message={snapshot.context.error} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <RadioGroup
          className={choice.group}
          name="decision"
          value={decision}
          onChange={(value) => {
            setDecision(value as Decision);
            setErrors({});
          }}
          isRequired
          isInvalid={Boolean(errors.decision)}
          validationBehavior="aria"
          orientation="horizontal"
        >
          <Label className={choice.groupLabel}>{T.answer.decision}</Label>
          <div className={choice.options}>
            <Radio value="accepter" className={`${choice.choice} ${choice.radio}`}>
              <span className={choice.mark} aria-hidden="true" />
              {T.answer.accept}
            </Radio>
            <Radio value="refuser" className={`${choice.choice} ${choice.radio}`}>
              <span className={choice.mark} aria-hidden="true" />
              {T.answer.refuse}
            </Radio>
          </div>
          <FieldError className={choice.error}>{errors.decision}</FieldError>
        </RadioGroup>

        {decision === 'refuser' && (
          <CheckboxGroup
            className={choice.group}
            value={raisonIds}
            onChange={(ids) => {
              setRaisonIds(ids);
              if (ids.length > 0) setErrors({});
            }}
            isRequired={items.length === 0}
            isInvalid={Boolean(errors.raisons)}
            validationBehavior="aria"
          >
            <Label className={choice.groupLabel}>{T.answer.reasons}</Label>
            <div className={styles.reasons}>
              {raisons.data.map((raison) => (
                <CheckboxField key={raison.Id} value={String(raison.Id)}>
                  {raison.Libelle}
                </CheckboxField>
              ))}
            </div>
            <FieldError className={choice.error}>{errors.raisons}</FieldError>
          </CheckboxGroup>
        )}
        {decision === 'refuser' && (
          <FixListBuilder
            items={items}
            onChange={(changed) => {
              setItems(changed);
              // An item given its reason, or removed, no longer shows its error; a reason now given answers the group's.
              setErrors(({ decision: chosen, items: found = {} }) => ({
                decision: chosen,
                items: pickBy(found, (key) => changed.some((item) => item.key === key && item.idRaisonRefus === null)),
              }));
            }}
            raisons={raisons.data}
            errors={errors.items ?? {}}
          />
        )}

        <TextField
          label={T.answer.comment}
          isOptional
          multiline
          rows={4}
          maxLength={2000}
          value={commentaire}
          onChange={setCommentaire}
        />
        <div>
          <Button type="submit">{T.answer.send}</Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={snapshot.matches('confirming') || snapshot.matches('sending')}
        title={decision === 'accepter' ? T.answer.confirmAcceptTitle : T.answer.confirmRefuseTitle}
        confirmLabel={decision === 'accepter' ? T.answer.accept : T.answer.refuse}
        pendingLabel={T.answer.sending}
        isDestructive={decision === 'refuser'}
        isPending={snapshot.matches('sending')}
        onConfirm={() => send({ type: 'moderationAnswer.confirm' })}
        onCancel={() => send({ type: 'moderationAnswer.dismiss' })}
      >
        {decision === 'accepter' ? T.answer.confirmAccept(titre) : T.answer.confirmRefuse(titre)}
      </ConfirmDialog>
    </section>
  );
}
